import { contentScreens, giftPortalPath, prizesPath, screenRoles } from '@bo/contract';
import { homeWidget, type Feature } from '../../platform/feature';
import { lazyRoute } from '../../platform/shell/lazyRoute';
import { screenRoute } from '../../platform/shell/screenRoute';

/** Content (B§2): the lists, the new-content form and the article editor, for ContentManager. */
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

export const contentFeature: Feature = {
  drawerPaths: [
    contentScreens.list,
    contentScreens.archive,
    contentScreens.news,
    contentScreens.gifts,
    prizesPath,
  ],
  homeWidgets: [
    homeWidget({
      key: 'sales-import',
      roles,
      load: async () => (await import('./points/SalesImportCard')).SalesImportCard,
    }),
    homeWidget({
      key: 'gifts-portal',
      roles: screenRoles.giftPortal,
      load: async () => (await import('./gifts/GiftsHomeWidget')).GiftsHomeWidget,
    }),
  ],
  // A customer's user orders gifts for points outside the admin shell (issue 16).
  portalRoutes: [
    lazyRoute(
      giftPortalPath,
      'giftsPortal',
      async () => (await import('./gifts/GiftsPage')).GiftsPage,
    ),
  ],
  routes: [
    listScreen(contentScreens.list),
    listScreen(contentScreens.archive),
    listScreen(contentScreens.news),
    listScreen(contentScreens.gifts),
    screenRoute({
      path: prizesPath,
      title: 'drawerPrizes',
      roles,
      load: async () => (await import('./orders/PrizesListPage')).PrizesListPage,
    }),
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
  ],
};
