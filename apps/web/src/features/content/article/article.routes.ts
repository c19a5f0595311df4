import { contentScreens, screenRoles } from '@bo/contract';
import type { RouteObject } from 'react-router';
import { screenRoute } from '../../../platform/shell/screenRoute';

const roles = screenRoles.content;

const listScreen = (path: string) =>
  screenRoute({
    path,
    title: 'contentScreen',
    roles,
    load: async () => (await import('./list/ContentListPage')).ContentListPage,
  });

const newContentScreen = (path: string) =>
  screenRoute({
    path,
    title: 'contentNew',
    roles,
    load: async () => (await import('./editor/NewContentPage')).NewContentPage,
  });

/** The drawer entries of the article lists (B§2). */
export const articleDrawerPaths = [
  contentScreens.list,
  contentScreens.archive,
  contentScreens.news,
  contentScreens.gifts,
];

/** The content lists. */
export const articleListRoutes: RouteObject[] = [
  listScreen(contentScreens.list),
  listScreen(contentScreens.archive),
  listScreen(contentScreens.news),
  listScreen(contentScreens.gifts),
];

/** The new-content form and the article editor with its tabs. */
export const articleEditRoutes: RouteObject[] = [
  newContentScreen(contentScreens.newContent),
  newContentScreen(`${contentScreens.newContent}/:contentType`),
  newContentScreen(contentScreens.newContentAlt),
  newContentScreen(`${contentScreens.newContentAlt}/:contentType`),
  screenRoute({
    path: `${contentScreens.list}/:contentId/*`,
    title: 'contentArticle',
    roles,
    load: async () => (await import('./editor/ArticleEditorPage')).ArticleEditorPage,
  }),
];
