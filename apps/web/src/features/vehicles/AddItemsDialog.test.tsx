import { englishT, vehicleApi, type VehicleItem } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../test/stubApi';
import { AddItemsDialog } from './AddItemsDialog';

const found = [
  { itemNo: 'OC90', description: 'Oil filter' },
  { itemNo: 'OC91', description: 'Oil filter, long' },
];
const added = (itemNo: string): VehicleItem => ({
  itemNo,
  description: '',
  brand: '',
  groupCode: '',
  subGroupCode: '',
  manual: true,
});

function renderDialog() {
  const onClose = vi.fn();
  const rendered = renderInApp(<AddItemsDialog typeId={501} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Add items' });
  const search = within(dialog).getByRole('textbox', { name: 'Item no' });
  return { ...rendered, dialog, search, onClose };
}

describe('AddItemsDialog', () => {
  it('searches by the cleaned number (C§5) and adds the ticked items', async () => {
    const fetchSpy = stubApi({
      [vehicleApi.searchItems]: { body: found },
      [vehicleApi.addItems]: { body: [added('OC90')] },
    });
    const { user, dialog, search, onClose } = renderDialog();

    // Upper-cased, '*' becomes '%', all but 0-9, A-Z and '%' removed; Enter searches.
    await user.type(search, 'oc-9*{Enter}');
    const results = await within(dialog).findByRole('list', { name: 'Items found' });
    expect(bodiesSentTo(fetchSpy, vehicleApi.searchItems)).toEqual(['OC9%']);
    expect(bodiesSentTo(fetchSpy, vehicleApi.addItems)).toEqual([]);

    await user.click(within(results).getByRole('checkbox', { name: /^OC90/ }));
    expect(within(dialog).getByRole('region', { name: 'Items to add' }).textContent).toContain(
      'OC90',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText(englishT('vehicleItemAdded'))).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, vehicleApi.addItems)).toEqual([
      { typeId: 501, items: [{ itemNo: 'OC90' }] },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows 'Item already exist' (409) and stays open naming the number", async () => {
    stubApi({
      [vehicleApi.searchItems]: { body: found },
      [vehicleApi.addItems]: {
        status: 409,
        body: {
          message: englishT('vehicleItemExists'),
          key: 'vehicleItemExists',
          errors: { items: ['OC91'] },
        },
      },
    });
    const { user, dialog, search, onClose } = renderDialog();
    await user.type(search, 'OC9*');
    await user.click(within(dialog).getByRole('button', { name: 'Apply search' }));
    const results = await within(dialog).findByRole('list', { name: 'Items found' });
    await user.click(within(results).getByRole('checkbox', { name: /^OC91/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText(englishT('vehicleItemExists'))).toBeTruthy();
    expect(
      within(dialog).getByText(englishT('vehicleItemsAlreadyThere', { items: 'OC91' })),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add items' })).toBeTruthy();
  });

  it('asks for a choice before adding, and offers a number the item master lacks as typed', async () => {
    const fetchSpy = stubApi({
      [vehicleApi.searchItems]: { body: [] },
      [vehicleApi.addItems]: { body: [added('XY123')] },
    });
    const { user, dialog, search } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(englishT('vehicleItemsEmpty'))).toBeTruthy();

    await user.type(search, 'xy 123{Enter}');
    const results = await within(dialog).findByRole('list', { name: 'Items found' });
    const typed = within(results).getByRole('checkbox', { name: /^XY123/ });
    expect(within(results).getByText(englishT('vehicleItemNotInMaster'))).toBeTruthy();
    await user.click(typed);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchSpy, vehicleApi.addItems)).toEqual([
        { typeId: 501, items: [{ itemNo: 'XY123' }] },
      ]),
    );
  });
});
