import {
  screenRoles,
  userListScreen,
  userScreens,
  type RoleCode,
  type TextKey,
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

/** The tab names of each variant's screens (catalogue keys). */
const variantTitles: Record<UserVariant, { list: TextKey; newUser: TextKey; edit: TextKey }> = {
  admin: { list: 'users', newUser: 'newUser', edit: 'user' },
  customer: { list: 'myUsers', newUser: 'newCustomerUser', edit: 'customerUser' },
};

/** A screen of one variant: the shared page with its `variant` bound. */
function userRoute(
  path: string,
  title: TextKey,
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
    userRoute(userListScreen, 'allUsers', 'admin', listPage),
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
