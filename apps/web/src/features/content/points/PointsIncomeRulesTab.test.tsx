import {
  bonusProgrammeType,
  en,
  pointsApi,
  type PointsIncomeRule,
  type RuleChoice,
} from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dialogClosed as closed, pickOption as pick } from '../../../test/dialogSteps';
import { pasteInto } from '../../../test/pasteInto';
import { renderInApp } from '../../../test/renderInApp';
import { storedRecords } from '../../../test/storedRecords';
import { bodiesSentTo, stubApi } from '../../../test/stubApi';
import { makeArticle } from '../../../test/factories/article';
import { bodyRowTexts } from '../../../test/tableTexts';
import { PointsIncomeRulesTab } from './PointsIncomeRulesTab';

const contentId = 7;
const article = makeArticle({ contentId, contentType: bonusProgrammeType, isGift: false });

const brands: RuleChoice[] = [
  { code: 'MANN', name: 'Mann-Filter' },
  { code: 'BOSCH', name: 'Bosch' },
];
/** Each brand's groups, and each brand and group's subgroups: all differ, so a wrong list shows. */
const groupsOf: Record<string, RuleChoice[]> = {
  MANN: [
    { code: 'FLT', name: 'Filters' },
    { code: 'OIL', name: 'Oils' },
  ],
  BOSCH: [{ code: 'ELE', name: 'Electrics' }],
};
const subGroupsOf: Record<string, RuleChoice[]> = {
  'MANN/FLT': [
    { code: 'AIR', name: 'Air filters' },
    { code: 'FUEL', name: 'Fuel filters' },
    { code: 'CAB', name: 'Cabin filters' },
  ],
  'MANN/OIL': [{ code: 'SYN', name: 'Synthetic' }],
  'BOSCH/ELE': [{ code: 'PLUG', name: 'Spark plugs' }],
};

function storedRule(id: number, values: Partial<PointsIncomeRule>): PointsIncomeRule {
  return {
    id,
    comId: 1,
    contentId,
    active: true,
    exclude: false,
    brands: '',
    groups: '',
    subGroups: '',
    items: '',
    ...values,
  };
}

const includeRule = storedRule(11, { brands: 'MANN', groups: 'FLT', subGroups: 'AIR,FUEL' });
const excludeRule = storedRule(12, { exclude: true, active: false, items: 'W712|OC90' });

type Answers = Parameters<typeof stubApi>[0];

/** The tab over a server that keeps the content's rules as the last change left them. */
function renderTab(
  initial: PointsIncomeRule[] = [includeRule, excludeRule],
  answers: Answers = {},
) {
  const fetchSpy = stubApi({
    ...storedRecords(initial, {
      at: {
        list: pointsApi.rules,
        add: pointsApi.newRule,
        update: pointsApi.updateRule,
        remove: pointsApi.deleteRule,
      },
      create: (id, body) => storedRule(id, body as Partial<PointsIncomeRule>),
      read: (body) => body as PointsIncomeRule,
    }),
    [pointsApi.ruleBrands]: { body: brands },
    [pointsApi.ruleGroups]: (brand) => ({
      body: brand === '' ? Object.values(groupsOf).flat() : (groupsOf[brand as string] ?? []),
    }),
    [pointsApi.ruleSubGroups]: (body) => {
      const { brand, groupCode } = body as { brand: string; groupCode: string };
      return { body: subGroupsOf[`${brand}/${groupCode}`] ?? [] };
    },
    ...answers,
  });
  const rendered = renderInApp(<PointsIncomeRulesTab article={article} />);
  return { ...rendered, fetchSpy };
}

const ruleRows = () => bodyRowTexts();

/** The options the combobox `label` of the dialog offers; the list is closed again. */
async function optionsOf(user: UserEvent, dialog: HTMLElement, label: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  const options = within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return options;
}

/** The chips of the multi-select `label`: the subgroups chosen. */
const chipsOf = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('button')
    .filter((button) => button.classList.contains('MuiChip-root'))
    .map((chip) => chip.textContent);

async function openAdd(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add rule' }, { timeout: 5000 }));
  return screen.getByRole('dialog', { name: 'Add rule' });
}

describe('PointsIncomeRulesTab', () => {
  it("lists the content's rules: active, exclude, brands, groups, subgroups and items", async () => {
    const { fetchSpy } = renderTab();
    await screen.findByRole('cell', { name: 'MANN' }, { timeout: 5000 });
    expect(bodiesSentTo(fetchSpy, pointsApi.rules)).toEqual([contentId]);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Active', 'Exclude', 'Brands', 'Groups', 'Subgroups', 'Items', '']);
    expect(ruleRows()).toEqual([
      ['Active', '', 'MANN', 'FLT', 'AIR,FUEL', '', ''],
      ['', 'Excluded', '', '', '', 'W712|OC90', ''],
    ]);
    expect(screen.getByRole('button', { name: 'Edit rule MANN / FLT / AIR,FUEL' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete rule Exclude: W712|OC90' })).toBeTruthy();
  });

  it('starts a new rule active and not an exclude', async () => {
    const { user } = renderTab([]);
    const dialog = await openAdd(user);
    expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Exclude' })).toHaveProperty(
      'checked',
      false,
    );
  });

  it('narrows each list by the choices before it; another brand clears group and subgroups', async () => {
    const { user, fetchSpy } = renderTab([]);
    const dialog = await openAdd(user);
    expect(await optionsOf(user, dialog, 'Brand')).toEqual(['MANN · Mann-Filter', 'BOSCH · Bosch']);
    // No subgroup before a group: its codes are the group's own.
    expect(
      within(dialog).getByRole('combobox', { name: 'Subgroups' }).hasAttribute('disabled'),
    ).toBe(true);

    await pick(user, dialog, 'Brand', 'MANN · Mann-Filter');
    expect(await optionsOf(user, dialog, 'Group')).toEqual(['FLT · Filters', 'OIL · Oils']);
    await pick(user, dialog, 'Group', 'FLT · Filters');
    expect(await optionsOf(user, dialog, 'Subgroups')).toEqual([
      'AIR · Air filters',
      'FUEL · Fuel filters',
      'CAB · Cabin filters',
    ]);
    await pick(user, dialog, 'Subgroups', 'AIR · Air filters');
    await user.click(screen.getByRole('option', { name: 'CAB · Cabin filters' }));
    await user.keyboard('{Escape}');
    expect(chipsOf(dialog)).toEqual(['AIR · Air filters', 'CAB · Cabin filters']);
    expect(bodiesSentTo(fetchSpy, pointsApi.ruleGroups)).toContain('MANN');
    expect(bodiesSentTo(fetchSpy, pointsApi.ruleSubGroups)).toEqual([
      { brand: 'MANN', groupCode: 'FLT' },
    ]);

    await pick(user, dialog, 'Brand', 'BOSCH · Bosch');
    expect(within(dialog).getByRole('combobox', { name: 'Group' })).toHaveProperty('value', '');
    expect(chipsOf(dialog)).toEqual([]);
    expect(await optionsOf(user, dialog, 'Group')).toEqual(['ELE · Electrics']);
    await pick(user, dialog, 'Group', 'ELE · Electrics');
    expect(await optionsOf(user, dialog, 'Subgroups')).toEqual(['PLUG · Spark plugs']);
  });

  it('shows the items as they are stored once the field is left, and saves the rule through NewPointsIncomeRule', async () => {
    const { user, fetchSpy } = renderTab([]);
    const dialog = await openAdd(user);
    await pick(user, dialog, 'Brand', 'MANN · Mann-Filter');
    await pick(user, dialog, 'Group', 'FLT · Filters');
    await pick(user, dialog, 'Subgroups', 'FUEL · Fuel filters');
    await user.click(screen.getByRole('option', { name: 'AIR · Air filters' }));
    await user.keyboard('{Escape}');
    const items = within(dialog).getByRole('textbox', { name: 'Items' });
    await pasteInto(user, items, 'W712; OC90,,|HU 7||');
    await user.tab();
    expect(items).toHaveProperty('value', 'W712|OC90|HU 7');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Exclude' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await closed();

    expect(bodiesSentTo(fetchSpy, pointsApi.newRule)).toEqual([
      {
        contentId,
        active: true,
        exclude: true,
        brands: 'MANN',
        groups: 'FLT',
        subGroups: 'FUEL,AIR',
        items: 'W712|OC90|HU 7',
      },
    ]);
    await screen.findByRole('cell', { name: 'W712|OC90|HU 7' });
    expect(ruleRows()).toEqual([
      ['Active', 'Excluded', 'MANN', 'FLT', 'FUEL,AIR', 'W712|OC90|HU 7', ''],
    ]);
  });

  it('edits a rule through UpdatePointsIncomeRule, starting from what it stores', async () => {
    const { user, fetchSpy } = renderTab();
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Edit rule MANN / FLT / AIR,FUEL' },
        { timeout: 5000 },
      ),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit rule' });
    // The code shows until the brand list has loaded, then its name too.
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Brand' })).toHaveProperty(
        'value',
        'MANN · Mann-Filter',
      ),
    );
    await waitFor(() =>
      expect(chipsOf(dialog)).toEqual(['AIR · Air filters', 'FUEL · Fuel filters']),
    );
    await pick(user, dialog, 'Group', 'OIL · Oils');
    expect(chipsOf(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await closed();
    expect(bodiesSentTo(fetchSpy, pointsApi.updateRule)).toEqual([
      { ...includeRule, groups: 'OIL', subGroups: '' },
    ]);
    expect(bodiesSentTo(fetchSpy, pointsApi.newRule)).toEqual([]);
  });

  it('deletes a rule through DeletePointsIncomeRule only after the confirmation', async () => {
    const { user, fetchSpy } = renderTab();
    const name = 'Delete rule Exclude: W712|OC90';
    await user.click(await screen.findByRole('button', { name }, { timeout: 5000 }));
    let confirm = screen.getByRole('dialog', { name: 'Delete rule' });
    expect(within(confirm).getByText(en.pointsRuleDeleteConfirm)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await closed();
    expect(bodiesSentTo(fetchSpy, pointsApi.deleteRule)).toEqual([]);

    await user.click(screen.getByRole('button', { name }));
    confirm = screen.getByRole('dialog', { name: 'Delete rule' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await closed();
    expect(bodiesSentTo(fetchSpy, pointsApi.deleteRule)).toEqual([excludeRule]);
    await waitFor(() => expect(ruleRows()).toHaveLength(1));
  });

  it('only logs a failed save (B§8), keeping the dialog with what was entered', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, fetchSpy } = renderTab([], {
      [pointsApi.newRule]: { status: 404, body: { key: 'notFound', message: en.notFound } },
    });
    const dialog = await openAdd(user);
    await pasteInto(user, within(dialog).getByRole('textbox', { name: 'Items' }), 'W712');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo(fetchSpy, pointsApi.newRule)).toHaveLength(1));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert', { hidden: true })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Add rule' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Items' })).toHaveProperty('value', 'W712');
  });
});
