import type { RoleCode } from '@bo/contract';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRoles } from './RequireRoles';

export interface ScreenRouteOptions {
  path: string;
  /** Roles that may open the screen (any one of them). */
  roles: readonly RoleCode[];
  /** Loads the screen's component; called only when the screen is first shown. */
  load: () => Promise<ComponentType>;
}

/** A feature screen: loaded lazily, shown only to users holding one of `roles`. */
export function screenRoute({ path, roles, load }: ScreenRouteOptions): RouteObject {
  const Screen = lazy(async () => ({ default: await load() }));
  return {
    path,
    element: (
      <RequireRoles roles={roles}>
        <Suspense fallback={<LinearProgress />}>
          <Screen />
        </Suspense>
      </RequireRoles>
    ),
  };
}
