import type { Me } from '@bo/contract';
import { screen, within } from '@testing-library/react';
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MeContext } from '../auth/MeContext';
import { contentManager } from '../../test/factories/me';
import { renderInApp } from '../../test/renderInApp';
import { RouteTabs, type RouteTab } from './RouteTabs';

// What features contribute; the frame knows none of them.
const LazyPoints = lazy(async () => ({ default: () => <p>Points table</p> }));
const tabs: RouteTab[] = [
  { path: 'tab-1', label: 'Article', element: <p>Article form</p> },
  { path: 'tab-4', label: 'Points', element: <LazyPoints /> },
  { path: 'tab-9', label: 'Audit', element: <p>Audit log</p>, roles: ['Admin'] },
  {
    path: 'settings',
    label: 'Settings',
    element: <p>Settings of the action</p>,
    children: [
      { path: 'tab-1', label: 'Terms', element: <p>Terms table</p> },
      { path: 'tab-3', label: 'Points income', element: <p>Income rules</p> },
    ],
  },
];

function renderTabs(path: string, me: Me = contentManager) {
  return renderInApp(
    <MeContext value={me}>
      <Routes>
        <Route path="/admin/cms/:id/*" element={<RouteTabs tabs={tabs} label="Action 7" />} />
      </Routes>
    </MeContext>,
    { path },
  );
}

const tabList = (name: string) => screen.getByRole('tablist', { name });
const tabNames = (name: string) =>
  within(tabList(name))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
const selectedTab = (name: string) =>
  within(tabList(name))
    .getAllByRole('tab')
    .find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('RouteTabs', () => {
  it('opens the first tab without a tab segment, and each tab by its address', async () => {
    const { user, router } = renderTabs('/admin/cms/7');
    // The Admin-only tab is not shown to a content manager.
    expect(tabNames('Action 7')).toEqual(['Article', 'Points', 'Settings']);
    expect(selectedTab('Action 7')).toBe('Article');
    expect(screen.getByRole('tabpanel').textContent).toBe('Article form');
    expect(
      within(tabList('Action 7'))
        .getAllByRole('tab')
        .map((tab) => tab.getAttribute('href')),
    ).toEqual(['/admin/cms/7/tab-1', '/admin/cms/7/tab-4', '/admin/cms/7/settings']);

    await user.click(screen.getByRole('tab', { name: 'Points' }));
    expect(router.state.location.pathname).toBe('/admin/cms/7/tab-4');
    expect(await screen.findByText('Points table')).toBeTruthy();
    expect(selectedTab('Action 7')).toBe('Points');
    expect(screen.queryByText('Article form')).toBeNull();
  });

  it('shows the sub-tabs of a tab, addressed one segment further', async () => {
    const { user, router } = renderTabs('/admin/cms/7/settings');
    expect(selectedTab('Action 7')).toBe('Settings');
    expect(screen.getByText('Settings of the action')).toBeTruthy();
    expect(tabNames('Settings')).toEqual(['Terms', 'Points income']);
    expect(selectedTab('Settings')).toBe('Terms');
    expect(screen.getByText('Terms table')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Points income' }));
    expect(router.state.location.pathname).toBe('/admin/cms/7/settings/tab-3');
    expect(screen.getByText('Income rules')).toBeTruthy();
    expect(selectedTab('Action 7')).toBe('Settings');
  });

  it('opens a sub-tab straight from its address', () => {
    renderTabs('/admin/cms/7/settings/tab-3');
    expect(selectedTab('Settings')).toBe('Points income');
    expect(screen.getByText('Income rules')).toBeTruthy();
  });

  it('goes back to the first tab from a tab the user may not see, or one that does not exist', () => {
    const { router } = renderTabs('/admin/cms/7/tab-9');
    expect(router.state.location.pathname).toBe('/admin/cms/7');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(selectedTab('Action 7')).toBe('Article');
  });

  it('shows a tab to the roles it names', () => {
    renderTabs('/admin/cms/7/tab-9', { ...contentManager, roles: ['Admin'] });
    expect(tabNames('Action 7')).toEqual(['Article', 'Points', 'Audit', 'Settings']);
    expect(screen.getByRole('tabpanel').textContent).toBe('Audit log');
  });
});
