import { journalApi, messages } from '@bo/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditRoute } from '../../test/renderRoutes';
import { stubApi } from '../../test/stubApi';
import { JournalEditPage } from './JournalEditPage';
import { journalPaths } from './journalPaths';

const renderAt = (path: string) =>
  renderEditRoute(journalPaths, 'Journal list', <JournalEditPage />, path);

describe('JournalEditPage', () => {
  it("says 'Journal not found' back at the list for a missing journal's link (issue 21)", async () => {
    stubApi({ [journalApi.journal]: { status: 404, body: {} } });
    const { router } = renderAt('/admin/cms/journals/99999');

    expect(await screen.findByText('Journal list')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(messages.journalNotFound),
    );
    expect(router.state.location.pathname).toBe(journalPaths.list);
  });

  it('heads a new journal with its title and the buttons of every record screen', () => {
    renderAt('/admin/cms/journals/0');
    expect(screen.getByRole('heading', { level: 1, name: 'New journal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Journals' }).getAttribute('href')).toBe(
      journalPaths.list,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});
