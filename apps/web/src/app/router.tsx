import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { features } from '../features';
import { LoginPage } from '../platform/auth/LoginPage';
import { RequireAuth } from '../platform/auth/RequireAuth';
import { homePath } from '../platform/auth/safeNext';
import { AdminHomePage } from '../platform/shell/AdminHomePage';
import { TopBarActionsContext } from '../platform/feature';
import { AdminLayout } from '../platform/shell/AdminLayout';
import { NotFoundPage } from '../platform/shell/NotFoundPage';
import { RouteErrorPage } from '../platform/shell/RouteErrorPage';

const implementedPaths: ReadonlySet<string> = new Set(
  features.flatMap((feature) => feature.drawerPaths),
);

const homeWidgets = features.flatMap((feature) => feature.homeWidgets ?? []);
const topBarActions = features.flatMap((feature) => feature.topBarActions ?? []);

const signedInRoutes: RouteObject[] = [
  { path: homePath, element: <AdminHomePage widgets={homeWidgets} /> },
  ...features.flatMap((feature) => feature.routes),
  { path: '*', element: <NotFoundPage /> },
];

const portalRoutes: RouteObject[] = features.flatMap((feature) => feature.portalRoutes ?? []);
const publicRoutes: RouteObject[] = features.flatMap((feature) => feature.publicRoutes ?? []);

export const router = createBrowserRouter([
  {
    // The features' top-bar actions reach every frame that renders the top bar.
    element: (
      <TopBarActionsContext.Provider value={topBarActions}>
        <Outlet />
      </TopBarActionsContext.Provider>
    ),
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/login', element: <LoginPage /> },
      ...publicRoutes,
      { path: '/', element: <Navigate to={homePath} replace /> },
      {
        // Signed-in screens without the admin shell; each brings its own frame.
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [{ errorElement: <RouteErrorPage />, children: portalRoutes }],
      },
      {
        element: (
          <RequireAuth>
            <AdminLayout implementedPaths={implementedPaths} />
          </RequireAuth>
        ),
        // Errors of a screen stay inside the shell, with the drawer still usable.
        children: [{ errorElement: <RouteErrorPage />, children: signedInRoutes }],
      },
    ],
  },
]);
