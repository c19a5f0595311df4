import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/renderInApp';
import { PageBreadcrumbs } from './PageBreadcrumbs';

describe('PageBreadcrumbs', () => {
  it('links the pages above the current one, which is marked and not a link', async () => {
    const { user, router } = renderInApp(
      <PageBreadcrumbs
        crumbs={[
          { key: 'vehicles', label: 'Vehicles', to: '/vehicle-editor/vehicles' },
          { key: 'mark', label: 'Audi', to: '/vehicle-editor/vehicles/3' },
          { key: 'model', label: 'A4', title: 'Audi A4' },
        ]}
      />,
      { path: '/vehicle-editor/vehicles/3/9' },
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/vehicle-editor/vehicles', '/vehicle-editor/vehicles/3']);
    const current = within(trail).getByText('A4');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('title')).toBe('Audi A4');

    await user.click(within(trail).getByRole('link', { name: 'Audi' }));
    expect(router.state.location.pathname).toBe('/vehicle-editor/vehicles/3');
  });

  it('opens places in the page through buttons, and names its landmark', async () => {
    const onOpen = vi.fn<(dir: string) => void>();
    const { user } = renderInApp(
      <PageBreadcrumbs
        label="Folder path"
        current="location"
        crumbs={[
          { key: '', label: 'Files', onClick: () => onOpen('') },
          { key: 'news', label: 'news', onClick: () => onOpen('news') },
          { key: 'news/2026', label: '2026', onClick: () => onOpen('news/2026') },
        ]}
      />,
    );
    const trail = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(trail).getByText('2026').getAttribute('aria-current')).toBe('location');
    expect(within(trail).queryByRole('button', { name: '2026' })).toBeNull();
    await user.click(within(trail).getByRole('button', { name: 'news' }));
    expect(onOpen).toHaveBeenCalledWith('news');
  });
});
