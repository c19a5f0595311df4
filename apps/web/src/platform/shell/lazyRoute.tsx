import type { TextKey } from '@bo/contract';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ScreenTitle } from './ScreenTitle';

/**
 * A screen without a role check, loaded when first shown: a portal screen for
 * every signed-in user, or a public one, by the route list it is put in.
 * `title`, a catalogue key, names it in the browser tab.
 */
export function lazyRoute(
  path: string,
  title: TextKey,
  load: () => Promise<ComponentType>,
): RouteObject {
  const Screen = lazy(async () => ({ default: await load() }));
  return {
    path,
    element: (
      <ScreenTitle title={title}>
        <Suspense fallback={<LinearProgress />}>
          <Screen />
        </Suspense>
      </ScreenTitle>
    ),
  };
}
