import type { RoleCode } from '@bo/contract';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Suspense, useId, type ReactNode } from 'react';
import { Navigate, Link as RouterLink, useLocation, useParams } from 'react-router';
import { useMe } from '../auth/auth.api';

/** A tab of a `RouteTabs` frame, contributed by a feature. */
export interface RouteTab {
  /** Its segment of the address: `tab-1` in `/admin/cms/7/tab-1`. */
  path: string;
  label: ReactNode;
  /** The tab's content (it may be lazy); with `children`, shown above the sub-tabs. */
  element?: ReactNode;
  /** Shown only to users holding one of these roles; to everyone without it. */
  roles?: readonly RoleCode[];
  /** Sub-tabs, one segment further: `/admin/cms/7/settings/tab-1`. */
  children?: readonly RouteTab[];
}

interface RouteTabsProps {
  /** The tabs in their order; the frame knows none of them by name. */
  tabs: readonly RouteTab[];
  /** Names the tab list, e.g. 'Action 7'. */
  label: string;
  /** The address the tabs' segments follow; by default the route's, without its `*`. */
  basePath?: string;
}

/** The address of the route without the part its `*` matched. */
function useRouteBase(): string {
  const { pathname } = useLocation();
  const rest = useParams()['*'] ?? '';
  return pathname.slice(0, pathname.length - rest.length).replace(/\/+$/, '');
}

/**
 * Tabs addressed by the route (B§2's `/admin/cms/{id}/{tab}`), with sub-tabs
 * one segment further. Render it in a route ending in `/*`. No tab segment
 * opens the first tab; a segment that names no tab the user may see goes back
 * to the first. Features contribute the tabs (`RouteTab`), so the frame
 * knows none of them; only the open tab's element is rendered.
 */
export function RouteTabs({ tabs, label, basePath }: RouteTabsProps) {
  const me = useMe();
  const routeBase = useRouteBase();
  const base = basePath ?? routeBase;
  const { pathname } = useLocation();
  const idPrefix = useId();

  const visible = tabs.filter(
    (tab) => !tab.roles || tab.roles.some((role) => me.roles.includes(role)),
  );
  const [segment = ''] = pathname.startsWith(`${base}/`)
    ? pathname.slice(base.length + 1).split('/')
    : [];
  const active = segment ? visible.find((tab) => tab.path === segment) : visible[0];
  if (!active) return segment ? <Navigate to={base} replace /> : null;

  const tabId = (tab: RouteTab) => `${idPrefix}-tab-${tab.path}`;
  const panelId = `${idPrefix}-panel`;
  return (
    <Box>
      <Tabs value={active.path} aria-label={label} variant="scrollable" allowScrollButtonsMobile>
        {visible.map((tab) => (
          <Tab
            key={tab.path}
            value={tab.path}
            label={tab.label}
            id={tabId(tab)}
            aria-controls={panelId}
            component={RouterLink}
            to={`${base}/${tab.path}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(active)} sx={{ pt: 2 }}>
        <Suspense fallback={<LinearProgress />}>
          {active.element}
          {active.children && (
            <RouteTabs
              key={active.path}
              tabs={active.children}
              label={typeof active.label === 'string' ? active.label : active.path}
              basePath={`${base}/${active.path}`}
            />
          )}
        </Suspense>
      </Box>
    </Box>
  );
}
