import { contentScreens } from '@bo/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordEditScreen } from '../../../../platform/ui/RecordEditScreen';
import { ArticleEditor } from './ArticleEditor';
import { useArticle } from './content.api';

/** The route's content id: a positive number of digits, else null (no such content). */
function routeContentId(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/**
 * /admin/cms/{id}/{tab?} (B§2): the article editor. An id that is not a
 * content of the company goes back to the content list, saying so.
 */
export function ArticleEditorPage() {
  const { t } = useTranslation();
  const contentId = routeContentId(useParams().contentId);
  const query = useArticle(contentId ?? 0);
  return (
    <RecordEditScreen
      id={contentId}
      query={query}
      listPath={contentScreens.list}
      notFoundText={t('contentNotFound')}
    >
      {(article) =>
        article && (
          <ArticleEditor
            key={article.contentId}
            article={article}
            reload={async () => (await query.refetch()).data}
          />
        )
      }
    </RecordEditScreen>
  );
}
