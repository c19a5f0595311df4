import { auditApi } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bannerUpdate } from '../../test/factories/auditRow';
import { pasteInto } from '../../test/pasteInto';
import { renderInApp } from '../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../test/stubApi';
import { AuditListPage } from './AuditListPage';

describe('AuditListPage', () => {
  it('lists the rows, sends the filters in the body and opens the changes of a row', async () => {
    const fetchSpy = stubApi({
      [auditApi.auditPage]: {
        body: { rows: [bannerUpdate], pageCount: 1, total: 1, capped: false, totalCapped: false },
      },
      [auditApi.auditEntities]: { body: ['banner', 'gadget', 'user'] },
    });
    const { user, router } = renderInApp(<AuditListPage />, {
      path: '/admin/audit?action=update&from=2026-03-01&to=2026-03-02',
    });
    const row = await screen.findByRole('row', { name: /admin/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'admin',
      '1',
      'Banner',
      '7',
      'Update',
      expect.stringMatching(/^\d\d\/03\/2026, \d\d:\d\d$/),
      'Changes',
    ]);
    const [first] = bodiesSentTo(fetchSpy, auditApi.auditPage);
    expect(first).toMatchObject({
      size: 25,
      page: 0,
      desc: true,
      entity: '',
      login: '',
      action: 'update',
      // The browser's days: from the start of 1 March to the start of 3 March.
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 2, 3).toISOString(),
    });

    // The entity filter lists the company's codes by name, unknown codes as they are.
    await user.click(screen.getByRole('combobox', { name: 'Entity' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['none', 'Banner', 'gadget', 'User']);
    await user.click(screen.getByRole('option', { name: 'Banner' }));
    expect(router.state.location.search).toContain('entity=banner');
    await waitFor(() =>
      expect(bodiesSentTo(fetchSpy, auditApi.auditPage).at(-1)).toMatchObject({
        entity: 'banner',
      }),
    );

    await pasteInto(user, screen.getByRole('textbox', { name: 'User login' }), 'Admin');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(bodiesSentTo(fetchSpy, auditApi.auditPage).at(-1)).toMatchObject({
        entity: 'banner',
        login: 'Admin',
        action: 'update',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Changes of Banner 7' }));
    expect(screen.getByRole('dialog', { name: 'Changes of Banner 7' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when more rows match than the server counts', async () => {
    stubApi({
      [auditApi.auditPage]: {
        body: {
          rows: [bannerUpdate],
          pageCount: 400,
          total: 10_000,
          capped: false,
          totalCapped: true,
        },
      },
      [auditApi.auditEntities]: { body: [] },
    });
    renderInApp(<AuditListPage />, { path: '/admin/audit' });
    expect(
      await screen.findByText('More than 10,000 changes match: narrow the list with the filters'),
    ).toBeTruthy();
  });
});
