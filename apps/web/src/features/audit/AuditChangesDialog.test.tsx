import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../platform/i18n';
import { bannerUpdate } from '../../test/factories/auditRow';
import { renderInApp } from '../../test/renderInApp';
import { AuditChangesDialog } from './AuditChangesDialog';

/** The dialog's table as lines of cell texts, header first. */
const tableLines = () =>
  within(screen.getByRole('dialog'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('AuditChangesDialog', () => {
  it('names the fields in the interface language; an unknown field by its key', async () => {
    await act(() => i18n.changeLanguage('uk'));
    const row = {
      ...bannerUpdate,
      entity: 'item-file',
      before: { fileName: 'a.png', mainPic: false, place: 1 },
      after: { fileName: 'b.png', mainPic: true, place: 2 },
    };
    renderInApp(<AuditChangesDialog row={row} onClose={() => undefined} />);
    expect(tableLines().map(([field]) => field)).toEqual([
      'Поле',
      'Назва файлу',
      'Головне зображення',
      'place',
    ]);
  });

  it('shows only the fields that changed, with the value before and after', () => {
    renderInApp(<AuditChangesDialog row={bannerUpdate} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Changes of Banner 7' })).toBeTruthy();
    // sort and active kept their values; place has the same value in another key order.
    expect(tableLines()).toEqual([
      ['Field', 'Before', 'After'],
      ['Title', 'Spring sale', 'Summer sale'],
      ['Link', '/a', '/b'],
    ]);
    expect(screen.getByText(/^Update · admin · /)).toBeTruthy();
  });

  it('shows a changed nested object whole, as JSON', () => {
    renderInApp(
      <AuditChangesDialog
        row={{ ...bannerUpdate, before: { place: { x: 1 } }, after: { place: { x: 2 } } }}
        onClose={() => undefined}
      />,
    );
    expect(tableLines()).toEqual([
      ['Field', 'Before', 'After'],
      ['place', '{"x":1}', '{"x":2}'],
    ]);
  });

  it('shows every field of a created record and of a deleted one', () => {
    const created = {
      ...bannerUpdate,
      action: 'create',
      before: null,
      after: { title: 'New', sort: 1 },
    };
    const { unmount } = renderInApp(<AuditChangesDialog row={created} onClose={() => undefined} />);
    expect(tableLines()).toEqual([
      ['Field', 'Before', 'After'],
      ['Title', '', 'New'],
      ['Sort order', '', '1'],
    ]);
    unmount();
    const deleted = {
      ...bannerUpdate,
      action: 'delete',
      before: { title: 'Old', ref: null },
      after: null,
    };
    renderInApp(<AuditChangesDialog row={deleted} onClose={() => undefined} />);
    expect(tableLines()).toEqual([
      ['Field', 'Before', 'After'],
      ['Title', 'Old', ''],
      ['Link', 'null', ''],
    ]);
  });

  it('says so when no field changed, and names an unknown entity by its code', () => {
    renderInApp(
      <AuditChangesDialog
        row={{ ...bannerUpdate, entity: 'gadget', before: { a: 1 }, after: { a: 1 } }}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Changes of gadget 7' })).toBeTruthy();
    expect(screen.getByText('No field changed')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
