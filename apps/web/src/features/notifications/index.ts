import { notificationScreens, screenRoles } from '@bo/contract';
import type { Feature } from '../../platform/feature';
import { screenRoute } from '../../platform/shell/screenRoute';

/** Notifications: NotificationManager (A§6). */
const managerRoles = screenRoles.notifications;

export const notificationsFeature: Feature = {
  drawerPaths: [notificationScreens.list],
  routes: [
    screenRoute({
      path: notificationScreens.list,
      title: 'notifications',
      roles: managerRoles,
      load: async () => (await import('./NotificationListPage')).NotificationListPage,
    }),
    screenRoute({
      path: notificationScreens.add,
      title: 'newNotification',
      roles: managerRoles,
      load: async () => (await import('./NotificationAddPage')).NotificationAddPage,
    }),
  ],
};
