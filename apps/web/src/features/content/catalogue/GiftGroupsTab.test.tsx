import { en, giftItemsApi, type ContentGroup } from '@bo/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogClosed as closed, expectSnackbar, formFields } from '../../../test/dialogSteps';
import { clearAndType, pasteInto } from '../../../test/pasteInto';
import { renderInApp } from '../../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../../test/stubApi';
import { makeArticle } from '../../../test/factories/article';
import { bodyRowTexts } from '../../../test/tableTexts';
import { GiftGroupsTab } from './GiftGroupsTab';

const contentId = 7;
const article = makeArticle({ contentId });

function group(
  groupId: number,
  giftGroup: string,
  values: Partial<ContentGroup> = {},
): ContentGroup {
  return {
    comId: 1,
    contentId,
    groupId,
    parentGroupId: 0,
    giftGroup,
    sort: 1,
    maxOrderItems: 0,
    picFile: null,
    child: [],
    subGroupCount: 0,
    itemCount: 0,
    ...values,
  };
}

const jackets = group(3, 'Jackets', { parentGroupId: 1, sort: 2, itemCount: 4 });
const winter = group(4, 'Winter', { parentGroupId: 2 });
const clothes = group(2, 'Clothes', { parentGroupId: 1, child: [winter], subGroupCount: 1 });
const prizes = group(1, 'Prizes', {
  child: [clothes, jackets],
  subGroupCount: 2,
  maxOrderItems: 5,
  picFile: '/files/content/groups/prizes.png',
});
const mugs = group(5, 'Mugs', { sort: 2 });
const tree = [prizes, mugs];

type Answers = Parameters<typeof stubApi>[0];

function renderTab(answers: Answers = {}) {
  const fetchSpy = stubApi({
    [giftItemsApi.groups]: { body: tree },
    [giftItemsApi.createGroup]: { body: group(9, 'New') },
    [giftItemsApi.updateGroup]: { body: mugs },
    [giftItemsApi.deleteGroup]: { body: { ok: true } },
    ...answers,
  });
  return { ...renderInApp(<GiftGroupsTab article={article} />), fetchSpy };
}

/** The first five cells of each group row: name, sort, orders limit, subgroups and items. */
const groupRows = () => bodyRowTexts().map((cells) => cells.slice(0, 5));

describe('ItemGroupsTab', () => {
  it('lists the group tree, each subgroup beneath its parent', async () => {
    const { fetchSpy } = renderTab();
    await screen.findByRole('cell', { name: 'Winter' });
    expect(bodiesSentTo(fetchSpy, giftItemsApi.groups)).toContainEqual({
      id: contentId,
      tree: true,
    });
    expect(groupRows()).toEqual([
      ['Prizes', '1', '5', '2', '0'],
      ['Clothes', '1', '0', '1', '0'],
      ['Winter', '1', '0', '0', '0'],
      ['Jackets', '2', '0', '0', '4'],
      ['Mugs', '2', '0', '0', '0'],
    ]);
    expect(screen.getByRole('img', { name: 'Picture of Prizes' }).getAttribute('src')).toBe(
      prizes.picFile,
    );
  });

  it('starts a new group with sort 1, at the root, orders limit 0, and saves it', async () => {
    const { user, fetchSpy } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Add group' }));
    const dialog = screen.getByRole('dialog', { name: 'Add group' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Sort' })).toHaveProperty('value', '1');
    expect(within(dialog).getByRole('textbox', { name: 'Orders limit' })).toHaveProperty(
      'value',
      '0',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Parent group' }).textContent).toBe(
      en.giftScreenRootGroup,
    );
    expect(within(dialog).getByText('Recommended size 450x250')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(en.requiredField)).toBeTruthy();
    await pasteInto(user, within(dialog).getByRole('textbox', { name: /^Group/ }), 'Caps');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await closed();
    await expectSnackbar('Saved successfully!');
    expect(bodiesSentTo(fetchSpy, giftItemsApi.createGroup).map(formFields)).toEqual([
      { contentId: '7', giftGroup: 'Caps', sort: '1', parentGroupId: '0', maxOrderItems: '0' },
    ]);
  });

  it('never offers a group, nor one of its subgroups, as its own parent', async () => {
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit group Clothes' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit group' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Parent group' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent.trim())).toEqual([
      en.giftScreenRootGroup,
      'Prizes',
      'Jackets',
      'Mugs',
    ]);
  });

  it('edits a group through UpdateContentGroup with its id', async () => {
    const { user, fetchSpy } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit group Mugs' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit group' });
    const limit = within(dialog).getByRole('textbox', { name: 'Orders limit' });
    // B§5, B§9: the orders limit takes 4 digits as they are typed, as Article settings does.
    await clearAndType(user, limit, '12a3-45');
    expect(limit).toHaveProperty('value', '1234');
    await user.clear(limit);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a whole number from 0 to 9,999')).toBeTruthy();
    await user.type(limit, '3');
    await user.click(within(dialog).getByRole('combobox', { name: 'Parent group' }));
    await user.click(screen.getByRole('option', { name: 'Clothes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await closed();
    await expectSnackbar('Edited successfully!');
    expect(bodiesSentTo(fetchSpy, giftItemsApi.updateGroup).map(formFields)).toEqual([
      {
        contentId: '7',
        groupId: '5',
        giftGroup: 'Mugs',
        sort: '2',
        parentGroupId: '2',
        maxOrderItems: '3',
      },
    ]);
    expect(bodiesSentTo(fetchSpy, giftItemsApi.createGroup)).toEqual([]);
  });

  it("disables the delete of a group with items or subgroups, saying why (B§8's words)", async () => {
    const { user } = renderTab();
    await screen.findByRole('cell', { name: 'Winter' });
    for (const name of ['Prizes', 'Clothes', 'Jackets']) {
      expect(screen.getByRole('button', { name: `Delete group ${name}` })).toHaveProperty(
        'disabled',
        true,
      );
    }
    expect(screen.getByRole('button', { name: 'Delete group Winter' })).toHaveProperty(
      'disabled',
      false,
    );
    const jacketsDelete = screen.getByRole('button', { name: 'Delete group Jackets' });
    if (!jacketsDelete.parentElement) throw new Error('no tooltip holder');
    await user.hover(jacketsDelete.parentElement);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      "You can't delete group while there are elements isnide it",
    );
  });

  it('deletes an empty group after the confirmation', async () => {
    const { user, fetchSpy } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Delete group Winter' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete group' });
    expect(within(confirm).getByText('Delete the group "Winter"?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await closed();
    await expectSnackbar('Deleted successfully!');
    expect(bodiesSentTo(fetchSpy, giftItemsApi.deleteGroup)).toEqual([winter]);
  });

  it("shows the server's message when a save fails, and keeps the dialog", async () => {
    const { user } = renderTab({
      [giftItemsApi.updateGroup]: {
        status: 400,
        body: { key: 'giftGroupParentCycle', message: en.giftGroupParentCycle },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit group Mugs' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectSnackbar(en.giftGroupParentCycle);
    expect(screen.getByRole('dialog', { name: 'Edit group' })).toBeTruthy();
  });
});
