import type { RoleCode } from '@bo/contract';
import { createContext, lazy, useContext, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A card of the admin home page, shown to users holding one of `roles`. */
export interface HomeWidget {
  /** Unique among the widgets of the app. */
  key: string;
  roles: readonly RoleCode[];
  Component: ComponentType;
}

/** What a feature registers in the shell: its screens and the drawer entries they implement. */
export interface Feature {
  /** Lazily loaded screens, made with `screenRoute`. */
  routes: RouteObject[];
  /** Drawer paths (of the contract's `drawerSections`) this feature implements. */
  drawerPaths: string[];
  /** Signed-in screens without the admin shell; each brings its own frame. */
  portalRoutes?: RouteObject[];
  /** Screens for anyone, signed in or not (registration, confirmation link); each brings its own frame. */
  publicRoutes?: RouteObject[];
  /** Cards of the admin home page, made with `homeWidget`, in the order shown. */
  homeWidgets?: HomeWidget[];
  /**
   * Buttons of the top bar of every signed-in screen (e.g. 'Report a problem'),
   * shown before Sign out. Each is loaded with the app: keep it small and load
   * what it opens lazily.
   */
  topBarActions?: ComponentType[];
}

/** The features' top-bar actions, handed to the shell's frames by the app (the platform knows no feature). */
export const TopBarActionsContext = createContext<readonly ComponentType[]>([]);

/** The top-bar actions the app registered, for the frames that render TopBar. */
export const useTopBarActions = (): readonly ComponentType[] => useContext(TopBarActionsContext);

/** A home widget whose code loads only when the home page first shows it. */
export function homeWidget({
  key,
  roles,
  load,
}: {
  key: string;
  roles: readonly RoleCode[];
  load: () => Promise<ComponentType>;
}): HomeWidget {
  return { key, roles, Component: lazy(async () => ({ default: await load() })) };
}
