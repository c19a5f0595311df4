import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A screen without a role check, loaded when first shown: a portal screen for
 * every signed-in user, or a public one, by the route list it is put in.
 */
export function lazyRoute(path: string, load: () => Promise<ComponentType>): RouteObject {
  const Screen = lazy(async () => ({ default: await load() }));
  return {
    path,
    element: (
      <Suspense fallback={<LinearProgress />}>
        <Screen />
      </Suspense>
    ),
  };
}
