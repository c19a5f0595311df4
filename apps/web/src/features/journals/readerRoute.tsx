import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A screen every signed-in user may open (no role needed), loaded when first shown. */
export function readerRoute(path: string, load: () => Promise<ComponentType>): RouteObject {
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
