import type { RoleCode, TextKey } from '@bo/contract';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRoles } from './RequireRoles';
import { ScreenTitle } from './ScreenTitle';

interface ScreenRouteOptions {
  path: string;
  /**
   * The catalogue key of the screen's name in the browser tab (`banners`,
   * `user`); a record screen adds its record.
   */
  title: TextKey;
  /** Roles that may open the screen (any one of them). */
  roles: readonly RoleCode[];
  /** Loads the screen's component; called only when the screen is first shown. */
  load: () => Promise<ComponentType>;
}

/** A feature screen: loaded lazily, shown only to users holding one of `roles`, named in the tab. */
export function screenRoute({ path, title, roles, load }: ScreenRouteOptions): RouteObject {
  const Screen = lazy(async () => ({ default: await load() }));
  return {
    path,
    element: (
      <ScreenTitle title={title}>
        <RequireRoles roles={roles}>
          <Suspense fallback={<LinearProgress />}>
            <Screen />
          </Suspense>
        </RequireRoles>
      </ScreenTitle>
    ),
  };
}
