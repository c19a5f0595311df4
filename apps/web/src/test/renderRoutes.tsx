import type { Me } from '@bo/contract';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { renderInApp } from './renderInApp';

/** A route's screen: its element, or a name drawn as a paragraph standing in for that screen. */
type RouteScreen = readonly [path: string, screen: ReactElement | string];

/**
 * Tests only: renderInApp of the screens of `routes` opened at `path`, with `me` signed in when
 * given; a screen named by a string is its stand-in, where links and redirects can be seen to lead.
 */
export function renderRoutes(routes: readonly RouteScreen[], path: string, me?: Me) {
  const screens = (
    <Routes>
      {routes.map(([route, screen]) => (
        <Route
          key={route}
          path={route}
          element={typeof screen === 'string' ? <p>{screen}</p> : screen}
        />
      ))}
    </Routes>
  );
  return renderInApp(screens, { path, me });
}

/**
 * Tests only: renderRoutes of a feature's edit screen opened at `path`, with its list a stand-in
 * named `listName`, where a missing record's link is seen to lead back.
 */
export function renderEditRoute(
  paths: { list: string; editRoute: string },
  listName: string,
  editScreen: ReactElement,
  path: string,
) {
  return renderRoutes(
    [
      [paths.list, listName],
      [paths.editRoute, editScreen],
    ],
    path,
  );
}
