import {
  en,
  giftItemsApi,
  itemApi,
  itemTypes,
  type ContentGroup,
  type ContentItem,
} from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogClosed as closed, expectSnackbar, formFields } from '../../../test/dialogSteps';
import { clearAndType, pasteInto } from '../../../test/pasteInto';
import { renderInApp } from '../../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../../test/stubApi';
import { makeArticle } from '../../../test/factories/article';
import { todayIso } from './giftForm';
import { GiftItemsTab } from './GiftItemsTab';

const contentId = 7;
const giftAction = makeArticle({ contentId, itemType: itemTypes.gift });

const cups: ContentGroup = {
  comId: 1,
  contentId,
  groupId: 3,
  parentGroupId: 0,
  giftGroup: 'Cups',
  sort: 1,
  maxOrderItems: 0,
  picFile: null,
  child: [],
  subGroupCount: 0,
  itemCount: 2,
};

function item(id: number, itemNo: string, values: Partial<ContentItem> = {}): ContentItem {
  return {
    comId: 1,
    contentId,
    id,
    itemType: itemTypes.gift,
    sort: 1,
    itemNo,
    navItemNo: itemNo,
    groupId: 0,
    active: true,
    quantity: 10,
    description: `${itemNo} prize`,
    costPoints: 100,
    firstPic: null,
    maxOrderItems: 0,
    dateFrom: '2026-03-02',
    dateTo: '2018-12-31',
    inOrders: 0,
    ...values,
  };
}

// MUG1 and CAP1 share a number (CAP1's navItemNo is MUG1): both are duplicates.
const mug = item(1, 'MUG1', { groupId: 3, costPoints: 12.5, sort: 4 });
const cap = item(2, 'CAP1', { navItemNo: 'mug1', groupId: 3 });
const jacket = item(3, 'JACKET', { inOrders: 2, active: false });
const pen = item(4, 'PEN', { sort: 2 });
const items = [mug, cap, jacket, pen];

type Answers = Parameters<typeof stubApi>[0];

function renderTab(article = giftAction, answers: Answers = {}) {
  const fetchSpy = stubApi({
    [giftItemsApi.groups]: { body: [cups] },
    [giftItemsApi.items]: { body: items },
    [giftItemsApi.createItem]: { body: item(9, 'NEW') },
    [giftItemsApi.updateItem]: { body: pen },
    [giftItemsApi.copyItem]: { body: item(10, 'PEN', { sort: 3 }) },
    [giftItemsApi.deleteItem]: { body: { ok: true } },
    [giftItemsApi.deleteItems]: { body: { deleted: 2 } },
    ...answers,
  });
  return { ...renderInApp(<GiftItemsTab article={article} />), fetchSpy };
}

/** The row checkbox of an item: the table names it by the row's id. */
const boxOf = (itemNo: string) => {
  const found = items.find((candidate) => candidate.itemNo === itemNo);
  if (!found) throw new Error(`no item ${itemNo}`);
  return screen.getByRole<HTMLInputElement>('checkbox', { name: `Select row ${found.id}` });
};

const rowOf = (itemNo: string) => {
  const row = boxOf(itemNo).closest('tr');
  if (!row) throw new Error(`no row of ${itemNo}`);
  return row;
};

const deleteSelected = () => screen.queryByRole('button', { name: 'Delete selected' });
const selectedBar = () => screen.queryByRole('toolbar', { name: en.selectedRows });

describe('ItemsTab', () => {
  it('says that a content without an item type holds no items, and asks for none', () => {
    const { fetchSpy } = renderTab(
      makeArticle({ contentType: 1, isGift: false, itemType: itemTypes.none }),
    );
    expect(screen.getByText(en.giftScreenNoItems)).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("lists the items of the article's item type, marking the duplicates", async () => {
    const { fetchSpy } = renderTab();
    await screen.findByRole('cell', { name: 'PEN prize' });
    expect(bodiesSentTo(fetchSpy, giftItemsApi.items)).toEqual([{ id: contentId, itemType: 2 }]);
    await waitFor(() =>
      expect(within(rowOf('MUG1')).getAllByRole('cell')[5]?.textContent).toBe('Cups'),
    );
    expect(
      within(rowOf('MUG1'))
        .getAllByRole('cell')
        .slice(1, 13)
        .map((cell) => cell.textContent),
    ).toEqual([
      '4',
      'MUG1Duplicate',
      'MUG1',
      'MUG1 prize',
      'Cups',
      'Active',
      '10',
      '12.50',
      '0',
      '02/03/2026',
      '31/12/2018',
      '0',
    ]);
    const marked = items.filter(({ itemNo }) => within(rowOf(itemNo)).queryByText('Duplicate'));
    expect(marked.map(({ itemNo }) => itemNo)).toEqual(['MUG1', 'CAP1']);
  });

  it('starts a new gift with the B§5 defaults and the B§4 dates, and saves it', async () => {
    const { user, fetchSpy } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = screen.getByRole('dialog', { name: 'Add item' });
    const number = (name: string) => within(dialog).getByRole('spinbutton', { name });
    expect(number('Sort')).toHaveProperty('value', '1');
    expect(number('Quantity')).toHaveProperty('value', '0');
    expect(number('Cost points')).toHaveProperty('value', '0');
    expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toHaveProperty(
      'checked',
      false,
    );
    const [year, month, day] = todayIso().split('-');
    expect(within(dialog).getByRole('textbox', { name: 'Date from' })).toHaveProperty(
      'value',
      `${day}/${month}/${year}`,
    );
    expect(within(dialog).getByRole('textbox', { name: 'Date to' })).toHaveProperty(
      'value',
      '31/12/2018',
    );
    expect(within(dialog).getByText(en.giftScreenGiftDatesNote)).toBeTruthy();

    await pasteInto(user, within(dialog).getByRole('textbox', { name: /^Item no/ }), 'Mug 2');
    await user.click(within(dialog).getByRole('combobox', { name: 'Group' }));
    await user.click(screen.getByRole('option', { name: 'Cups' }));
    await clearAndType(user, number('Cost points'), '7.25');
    // B§5, B§9: the orders limit takes 4 digits as they are typed.
    const limit = within(dialog).getByRole('textbox', { name: 'Orders limit' });
    expect(limit).toHaveProperty('value', '0');
    await user.type(limit, '12345');
    expect(limit).toHaveProperty('value', '0123');
    await clearAndType(user, limit, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await closed();
    await expectSnackbar('Saved successfully!');
    expect(bodiesSentTo(fetchSpy, giftItemsApi.createItem).map(formFields)).toEqual([
      {
        contentId: '7',
        itemNo: 'Mug 2',
        navItemNo: '',
        description: '',
        groupId: '3',
        active: 'false',
        quantity: '0',
        costPoints: '7.25',
        maxOrderItems: '0',
        sort: '1',
        dateFrom: todayIso(),
        dateTo: '2018-12-31',
      },
    ]);
  });

  it("says 'Max 20 characters' as an item number passes 20 characters", async () => {
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = screen.getByRole('dialog', { name: 'Add item' });
    const itemNo = within(dialog).getByRole('textbox', { name: /^Item no/ });
    const navItemNo = within(dialog).getByRole('textbox', { name: 'Nav item no' });
    await user.click(itemNo);
    await user.paste('A'.repeat(20));
    await user.click(navItemNo);
    await user.paste('B'.repeat(20));
    expect(within(dialog).queryByText('Max 20 characters')).toBeNull();
    await user.type(itemNo, 'A');
    expect(await within(dialog).findByText('Max 20 characters')).toBeTruthy();
    await user.type(navItemNo, 'B');
    await waitFor(() => expect(within(dialog).getAllByText('Max 20 characters')).toHaveLength(2));
    await user.type(itemNo, '{Backspace}');
    await user.type(navItemNo, '{Backspace}');
    await waitFor(() => expect(within(dialog).queryByText('Max 20 characters')).toBeNull());
  });

  it('edits an item through UpdateContentItem with the key it had', async () => {
    const { user, fetchSpy } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit item PEN' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit item' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Description' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await closed();
    await expectSnackbar('Edited successfully!');
    expect(bodiesSentTo(fetchSpy, giftItemsApi.updateItem).map(formFields)).toEqual([
      expect.objectContaining({
        itemNo: 'PEN',
        navItemNo: 'PEN',
        active: 'false',
        // An update keeps what it is not sent: the emptied description goes empty.
        description: '',
        sort: '2',
        prevItemNo: 'PEN',
        prevSort: '2',
      }),
    ]);
  });

  it('copies an item through CopyContentItem with its sort raised by 1', async () => {
    const { user, fetchSpy } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Copy item PEN' }));
    await expectSnackbar('Copied successfully!');
    expect(bodiesSentTo(fetchSpy, giftItemsApi.copyItem)).toEqual([{ ...pen, sort: 3 }]);
  });

  it('keeps an item in orders from deletion and selection, saying why', async () => {
    const { user } = renderTab();
    await screen.findByRole('cell', { name: 'PEN prize' });
    expect(boxOf('JACKET').disabled).toBe(true);
    expect(['MUG1', 'CAP1', 'PEN'].map((itemNo) => boxOf(itemNo).disabled)).toEqual([
      false,
      false,
      false,
    ]);
    const remove = screen.getByRole('button', { name: 'Delete item JACKET' });
    expect(remove).toHaveProperty('disabled', true);
    if (!remove.parentElement) throw new Error('no tooltip holder');
    await user.hover(remove.parentElement);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      "You can't delete item while it is in orders",
    );
    expect(screen.getByRole('button', { name: 'Delete item PEN' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('deletes one item after the confirmation', async () => {
    const { user, fetchSpy } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Delete item PEN' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete item' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await closed();
    await expectSnackbar('Deleted successfully!');
    expect(bodiesSentTo(fetchSpy, giftItemsApi.deleteItem)).toEqual([pen]);
  });

  it('deletes several items only when more than one is selected (B§5)', async () => {
    const { user, fetchSpy } = renderTab();
    await screen.findByRole('cell', { name: 'PEN prize' });
    // None selected: no bar, no button.
    expect(deleteSelected()).toBeNull();
    await user.click(boxOf('PEN'));
    const button = deleteSelected();
    expect(button).toHaveProperty('disabled', true);
    if (!button?.parentElement) throw new Error('no tooltip holder');
    await user.hover(button.parentElement);
    expect((await screen.findByRole('tooltip')).textContent).toBe(en.giftScreenDeleteSelectedHint);
    await user.click(boxOf('CAP1'));
    expect(deleteSelected()).toHaveProperty('disabled', false);

    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete items' });
    expect(within(confirm).getByText('Delete the 2 selected items?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await closed();
    await expectSnackbar('Deleted successfully!');
    expect(bodiesSentTo(fetchSpy, giftItemsApi.deleteItems)).toEqual([[pen, cap]]);
    expect(deleteSelected()).toBeNull();
    expect(selectedBar()).toBeNull();
  });

  it('selects all the items of the page but those in orders, and deletes them together', async () => {
    const { user, fetchSpy } = renderTab();
    await screen.findByRole('cell', { name: 'PEN prize' });
    await user.click(screen.getByRole('checkbox', { name: en.selectAllRows }));
    expect(['MUG1', 'CAP1', 'JACKET', 'PEN'].map((itemNo) => boxOf(itemNo).checked)).toEqual([
      true,
      true,
      false,
      true,
    ]);
    expect(within(selectedBar()!).getByText('3 selected')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete items' });
    expect(within(confirm).getByText('Delete the 3 selected items?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await closed();
    expect(bodiesSentTo(fetchSpy, giftItemsApi.deleteItems)).toEqual([[mug, cap, pen]]);
  });

  it('drops an edited item from the selection when its key changed', async () => {
    const { user } = renderTab(giftAction, {
      [giftItemsApi.updateItem]: { body: { ...pen, itemNo: 'PEN2' } },
    });
    await screen.findByRole('cell', { name: 'PEN prize' });
    await user.click(boxOf('PEN'));
    await user.click(boxOf('CAP1'));
    await user.click(screen.getByRole('button', { name: 'Edit item PEN' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit item' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Item no/ }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await closed();
    await waitFor(() => expect(boxOf('PEN').checked).toBe(false));
    expect(boxOf('CAP1').checked).toBe(true);
    expect(within(selectedBar()!).getByText('1 selected')).toBeTruthy();
    expect(deleteSelected()).toHaveProperty('disabled', true);
  });

  it('takes a catalogue item from the item master as it is typed, with its description', async () => {
    const catalogue = makeArticle({ contentId, isGift: false, itemType: itemTypes.catalogue });
    const { user, fetchSpy } = renderTab(catalogue, {
      [giftItemsApi.items]: { body: [] },
      [itemApi.searchItems]: {
        body: [
          { itemNo: 'OC90', description: 'Oil filter' },
          { itemNo: 'OC91', description: 'Oil filter, long' },
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = screen.getByRole('dialog', { name: 'Add item' });
    // Dates can be chosen for a catalogue item.
    expect(within(dialog).queryByText(en.giftScreenGiftDatesNote)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(en.giftScreenChooseFromMaster)).toBeTruthy();

    await user.type(within(dialog).getByRole('textbox', { name: 'Item no' }), 'oc9');
    // The search runs after a pause in the typing.
    await user.click(
      await within(dialog).findByRole('button', { name: /^OC91/ }, { timeout: 5000 }),
    );
    expect(bodiesSentTo(fetchSpy, itemApi.searchItems)).toContain('OC9%');
    // The form checks the field again after the pick, then shows the choice in place of the error.
    expect(await within(dialog).findByText('Chosen item: OC91')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveProperty(
      'value',
      'Oil filter, long',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await closed();
    expect(bodiesSentTo(fetchSpy, giftItemsApi.createItem).map(formFields)).toEqual([
      expect.objectContaining({ itemNo: 'OC91', description: 'Oil filter, long' }),
    ]);
    // No dates chosen: sent empty, so that an edit can clear them.
    const [sent] = bodiesSentTo(fetchSpy, giftItemsApi.createItem).map(formFields);
    expect(sent).toMatchObject({ dateFrom: '', dateTo: '' });
  });
});
