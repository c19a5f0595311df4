import type { Article } from '@bo/contract';
import { ArticleFields } from './ArticleFields';

/** Tab-1 of the article editor (B§2): the article's own fields. */
export function ArticleEditTab({ article }: { article: Article }) {
  return <ArticleFields article={article} />;
}
