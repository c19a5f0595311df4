import { contentScreens, type Article } from '@bo/contract';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import type { TFunction } from 'i18next';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../../platform/shell/useDocumentTitle';
import { RouteTabs, type RouteTab } from '../../../../platform/ui/RouteTabs';
import { useConfirmDelete } from '../../../../platform/ui/useConfirm';
import { useNotify } from '../../../../platform/ui/useNotify';
import { useUnsavedChangesGuard } from '../../../../platform/ui/useUnsavedChangesGuard';
import { articleValues } from '../articleForm';
import { articleTabs, type ArticleTab } from '../articleTabs';
import { ArticleScreen } from './ArticleScreen';
import { useDeleteArticle, useUpdateArticle } from './content.api';
import { useSavedNotice } from '../../savedSnackbar';
import { useArticleChecks } from './useArticleChecks';
import { useArticleForm } from './useArticleForm';
import { useSavedPause } from './useSavedPause';

/** The feature's tabs as the frame's: those this article shows, each given the article. */
function routeTabs(tabs: readonly ArticleTab[], article: Article, t: TFunction): RouteTab[] {
  return tabs
    .filter((tab) => !tab.shows || tab.shows(article))
    .map(({ path, labelKey, Component, children }) => ({
      path,
      label: t(labelKey),
      element: Component && <Component article={article} />,
      children: children && routeTabs(children, article, t),
    }));
}

interface ArticleEditorProps {
  /** The stored article, kept current by its query. */
  article: Article;
  /** Loads the article again; answers it. */
  reload: () => Promise<Article | undefined>;
}

/**
 * The article editor (B§2): one form for every tab that edits the article,
 * Cancel, Save action (saved, back to the list 1 s later), Accept Changes
 * (saved, the article loaded again 1 s later, B§4) and Delete Action.
 */
export function ArticleEditor({ article, reload }: ArticleEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const notifySaved = useSavedNotice();
  const confirmDelete = useConfirmDelete();
  const { contentId } = article;
  const form = useArticleForm(articleValues(article));
  const { check, showFailure } = useArticleChecks(form);
  const update = useUpdateArticle(contentId);
  const remove = useDeleteArticle();
  const guard = useUnsavedChangesGuard(form.formState.isDirty, {
    within: contentScreens.editor(contentId),
  });
  const { busy, setBusy, pause, isMounted } = useSavedPause();
  useDocumentTitle(article.title);

  const save = async (then: 'toList' | 'reload') => {
    form.clearErrors();
    const values = form.getValues();
    if (!check(values)) return;
    setBusy(true);
    try {
      const saved = await update.mutateAsync(values);
      notifySaved('contentSaved');
      form.reset(articleValues(saved));
      // 'Saved!' shows its second, the buttons off, then the list or the reload.
      if (!(await pause())) return;
      if (then === 'toList') {
        guard.release();
        await navigate(contentScreens.list);
        return;
      }
      const fresh = await reload();
      // Read again: the screen may have been left while the article loaded.
      if (fresh && isMounted()) form.reset(articleValues(fresh));
    } catch (error) {
      showFailure(error);
    } finally {
      if (isMounted()) setBusy(false);
    }
  };

  const handleDelete = async () => {
    const deleted = await confirmDelete({
      title: t('contentDeleteAction'),
      text: t('contentDeleteConfirm', { title: article.title }),
      onConfirm: () => remove.mutateAsync(contentId),
    });
    if (!deleted) return;
    notify(t('contentDeleted'), { severity: 'success' });
    guard.release();
    await navigate(contentScreens.list);
  };

  return (
    <ArticleScreen
      title={article.title}
      actions={
        <>
          <Button onClick={() => void navigate(contentScreens.list)} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant="contained" onClick={() => void save('toList')} disabled={busy}>
            {t('contentSaveAction')}
          </Button>
          <Button variant="outlined" onClick={() => void save('reload')} disabled={busy}>
            {t('contentAcceptChanges')}
          </Button>
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteIcon />}
            onClick={() => void handleDelete()}
            disabled={busy}
          >
            {t('contentDeleteAction')}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <RouteTabs
          tabs={routeTabs(articleTabs, article, t)}
          label={t('contentOf', { id: contentId })}
        />
      </FormProvider>
      {guard.dialog}
    </ArticleScreen>
  );
}
