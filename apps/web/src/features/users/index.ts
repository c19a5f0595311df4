import {
  messages,
  screenRoles,
  userListScreen,
  userScreens,
  type RoleCode,
  type UserVariant,
} from '@bo/contract';
import { createElement, type ComponentType } from 'react';
import { homeWidget, type Feature } from '../../platform/feature';
import { screenRoute } from '../../platform/shell/screenRoute';

const variantRoles: Record<UserVariant, readonly RoleCode[]> = {
  admin: screenRoles.users,
  customer: screenRoles.myUsers,
};

type VariantScreen = ComponentType<{ variant: UserVariant }>;

/** The tab names of each variant's screens. */
const variantTitles: Record<UserVariant, { list: string; newUser: string; edit: string }> = {
  admin: { list: 'Users', newUser: 'New user', edit: 'User' },
  customer: { list: 'My users', newUser: 'New customer user', edit: 'Customer user' },
};

/** A screen of one variant: the shared page with its `variant` bound. */
function userRoute(
  path: string,
  title: string,
  variant: UserVariant,
  load: () => Promise<VariantScreen>,
) {
  return screenRoute({
    path,
    title,
    roles: variantRoles[variant],
    load: async () => {
      const Screen = await load();
      return function UserScreen() {
        return createElement(Screen, { variant });
      };
    },
  });
}

const listPage = async () => (await import('./UserListPage')).UserListPage;
const editPage = async () => (await import('./UserEditPage')).UserEditPage;

function variantRoutes(variant: UserVariant) {
  const screens = userScreens(variant);
  const titles = variantTitles[variant];
  return [
    userRoute(screens.list, titles.list, variant, listPage),
    userRoute(screens.newUser, titles.newUser, variant, editPage),
    userRoute(`${screens.edit('')}:login`, titles.edit, variant, editPage),
  ];
}

export const usersFeature: Feature = {
  drawerPaths: [userScreens('admin').list, userScreens('customer').list],
  routes: [
    ...variantRoutes('admin'),
    userRoute(userListScreen, messages.allUsers, 'admin', listPage),
    ...variantRoutes('customer'),
  ],
  homeWidgets: [
    homeWidget({
      key: 'users',
      roles: variantRoles.admin,
      load: async () => (await import('./UsersWidget')).UsersWidget,
    }),
    homeWidget({
      key: 'user-import',
      roles: variantRoles.admin,
      load: async () => (await import('./UserImportWidget')).UserImportWidget,
    }),
  ],
};
