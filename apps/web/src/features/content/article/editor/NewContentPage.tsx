import { contentScreens, noContentType, routeContentType } from '@bo/contract';
import Button from '@mui/material/Button';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useUnsavedChangesGuard } from '../../../../platform/ui/useUnsavedChangesGuard';
import { newArticleValues } from '../articleForm';
import { ArticleFields } from './ArticleFields';
import { ArticleScreen } from './ArticleScreen';
import { useCreateArticle } from './content.api';
import { useSavedNotice } from '../../savedSnackbar';
import { useArticleChecks } from './useArticleChecks';
import { useArticleForm } from './useArticleForm';
import { useSavedPause } from './useSavedPause';

/** The type a route value chooses (5: an action with gifts); another value chooses none. */
function chosenType(routeValue: string | undefined) {
  const chosen =
    routeValue !== undefined && /^\d{1,3}$/.test(routeValue)
      ? routeContentType(Number(routeValue))
      : undefined;
  return chosen ?? { contentType: noContentType, isGift: false };
}

function NewContentForm({ routeValue }: { routeValue: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notifySaved = useSavedNotice();
  const { contentType, isGift } = chosenType(routeValue);
  const form = useArticleForm(newArticleValues(contentType, isGift));
  const { check, showFailure } = useArticleChecks(form);
  const create = useCreateArticle();
  const guard = useUnsavedChangesGuard(form.formState.isDirty);

  // From the save until the editor opens: a second Save would create a second content.
  const { busy, setBusy, pause } = useSavedPause();

  const save = async () => {
    form.clearErrors();
    const values = form.getValues();
    if (!check(values)) return;
    setBusy(true);
    try {
      const contentId = await create.mutateAsync(values);
      notifySaved('contentSaved');
      guard.release();
      // 'Saved!' shows its second, then the new content's editor.
      if (!(await pause())) return;
      await navigate(contentScreens.editor(contentId));
    } catch (error) {
      showFailure(error);
      setBusy(false);
    }
  };

  return (
    <ArticleScreen
      title={t('contentNew')}
      actions={
        <>
          <Button onClick={() => void navigate(contentScreens.list)} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant="contained" onClick={() => void save()} disabled={busy}>
            {t('save')}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <ArticleFields article={null} />
      </FormProvider>
      {guard.dialog}
    </ArticleScreen>
  );
}

/**
 * /admin/cms/newcontent[/{contentType}] and /admin/cms/new[/{contentType}]
 * (B§2): tab-1's fields for a new content, its type chosen by the route.
 */
export function NewContentPage() {
  const routeValue = useParams().contentType;
  // Another type in the address is another new content.
  return <NewContentForm key={routeValue ?? ''} routeValue={routeValue} />;
}
