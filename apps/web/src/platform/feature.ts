import type { RouteObject } from 'react-router';

/** What a feature registers in the shell: its screens and the drawer entries they implement. */
export interface Feature {
  /** Lazily loaded screens, made with `screenRoute`. */
  routes: RouteObject[];
  /** Drawer paths (of the contract's `drawerSections`) this feature implements. */
  drawerPaths: string[];
}
