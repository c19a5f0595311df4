import {
  contentApi,
  contentTermFields,
  customerRulesPath,
  en,
  type ContentTerm,
  type CustomerRules,
} from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogClosed as closed, pickOption as pick } from '../../../../test/dialogSteps';
import { renderInApp } from '../../../../test/renderInApp';
import { storedRecords } from '../../../../test/storedRecords';
import { bodiesSentTo, stubApi } from '../../../../test/stubApi';
import { makeArticle } from '../../../../test/factories/article';
import { bodyRowTexts } from '../../../../test/tableTexts';
import { TermsTab } from './TermsTab';

const contentId = 7;

const article = makeArticle({
  contentId,
  title: 'Весняна акція',
  alias: 'vesniana-aktsiia',
  description: 'Spring gifts',
  text: '<p>Gifts</p>',
  dateTo: '2026-05-31',
  orderTo: '2026-05-31',
});

/** Each field's choices differ, so a field offering another's list shows. */
const rules: CustomerRules = {
  custNo: ['C100001', 'C100002'],
  custNames: ['Moto Trade 1', 'Auto Service 2'],
  mainCode: ['M100', 'M200'],
  respCenter: ['KYIV', 'LVIV'],
  locationCode: ['WH-KYIV'],
  discGroup: ['DG1', 'DG2'],
  loyaltyCode: ['GOLD', 'SILVER'],
  area: ['NORTH', 'WEST'],
  segment: ['RETAIL'],
  salespersonCode: ['SP01', 'SP02'],
  legalEntity: ['LLC', 'PE'],
  paymentMethod: ['CASH', 'CARD'],
};

/** The dialog's label of each term field (B§3), in order. */
const fieldLabels = {
  custNo: 'Customer',
  mainCode: 'Main code',
  respCenter: 'Responsibility center',
  locationCode: 'Location code',
  discGroup: 'Discount group',
  loyaltyCode: 'Loyalty code',
  area: 'Area',
  segment: 'Segment',
  salespersonCode: 'Salesperson code',
  legalEntity: 'Legal entity',
  paymentMethod: 'Payment method',
} as const;

const noFields = Object.fromEntries(contentTermFields.map((field) => [field, null])) as Record<
  (typeof contentTermFields)[number],
  null
>;

function storedTerm(id: number, values: Partial<ContentTerm>): ContentTerm {
  return { id, comId: 1, contentId, active: true, exclude: false, ...noFields, ...values };
}

const includeTerm = storedTerm(11, { respCenter: 'KYIV' });
const excludeTerm = storedTerm(12, { exclude: true, salespersonCode: 'SP02', active: false });

type Answers = Parameters<typeof stubApi>[0];

/**
 * Renders the tab over a server that keeps the content's terms: ContentTerms
 * answers them as the last change left them.
 */
function renderTab(initial: ContentTerm[] = [includeTerm, excludeTerm], answers: Answers = {}) {
  const fetchSpy = stubApi({
    [customerRulesPath]: { body: rules },
    ...storedRecords(initial, {
      at: {
        list: contentApi.terms,
        add: contentApi.newTerm,
        update: contentApi.updateTerm,
        remove: contentApi.deleteTerm,
      },
      create: (id, body) => storedTerm(id, body as Partial<ContentTerm>),
      read: (body) => ({ ...(body as ContentTerm) }),
    }),
    ...answers,
  });
  const rendered = renderInApp(<TermsTab article={article} />);
  return { ...rendered, fetchSpy };
}

/** The term rows of the table, as their cell texts. */
const termRows = () => bodyRowTexts();

describe('TermsTab', () => {
  it("lists the content's terms, marking active and exclude ones", async () => {
    const { fetchSpy } = renderTab();
    await screen.findByRole('cell', { name: 'KYIV' });
    expect(bodiesSentTo(fetchSpy, contentApi.terms)).toEqual([contentId]);
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Active', 'Exclude', ...Object.values(fieldLabels), '']);
    // The check marks are named: an include term is active, the exclude one is not.
    expect(termRows()).toEqual([
      ['Active', '', '', '', 'KYIV', '', '', '', '', '', '', '', '', ''],
      ['', 'Excluded', '', '', '', '', '', '', '', '', 'SP02', '', '', ''],
    ]);
    expect(screen.getByRole('button', { name: 'Edit term KYIV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete term Exclude: SP02' })).toBeTruthy();
  });

  it('starts a new term active and not an exclude, with every term field of B§3', async () => {
    const { user } = renderTab([]);
    await screen.findByText(en.noRows);
    await user.click(screen.getByRole('button', { name: 'Add term' }));
    const dialog = screen.getByRole('dialog', { name: 'Add term' });
    expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Exclude' })).toHaveProperty(
      'checked',
      false,
    );
    expect(within(dialog).getAllByRole('combobox')).toHaveLength(contentTermFields.length);
  });

  it("offers each field the customers' values of that field (CustomerRules)", async () => {
    const { user, fetchSpy } = renderTab([]);
    await user.click(await screen.findByRole('button', { name: 'Add term' }));
    const dialog = screen.getByRole('dialog', { name: 'Add term' });
    for (const field of contentTermFields) {
      await user.click(within(dialog).getByRole('combobox', { name: fieldLabels[field] }));
      const options = within(await screen.findByRole('listbox')).getAllByRole('option');
      const names = rules.custNames ?? [];
      const expected =
        field === 'custNo'
          ? rules.custNo.map((code, index) => `${code}  ${names[index] ?? ''}`)
          : rules[field];
      expect(options.map((option) => option.textContent)).toEqual(expected);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    }
    // One call answers every list.
    expect(bodiesSentTo(fetchSpy, customerRulesPath)).toHaveLength(1);
  });

  it('adds a term through NewContentTerms at once, and shows it', async () => {
    const { user, fetchSpy } = renderTab([]);
    await user.click(await screen.findByRole('button', { name: 'Add term' }));
    const dialog = screen.getByRole('dialog', { name: 'Add term' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Exclude' }));
    await pick(user, dialog, 'Main code', 'M200');
    await pick(user, dialog, 'Payment method', 'CASH');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await closed();

    expect(bodiesSentTo(fetchSpy, contentApi.newTerm)).toEqual([
      {
        ...noFields,
        contentId,
        active: true,
        exclude: true,
        mainCode: 'M200',
        paymentMethod: 'CASH',
      },
    ]);
    await screen.findByRole('cell', { name: 'M200' });
    expect(termRows()).toEqual([
      ['Active', 'Excluded', '', 'M200', '', '', '', '', '', '', '', '', 'CASH', ''],
    ]);
  });

  it('edits a term through UpdateContentTerms with its id', async () => {
    const { user, fetchSpy } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit term KYIV' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit term' });
    expect(within(dialog).getByRole('combobox', { name: 'Responsibility center' })).toHaveProperty(
      'value',
      'KYIV',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await pick(user, dialog, 'Responsibility center', 'LVIV');
    await pick(user, dialog, 'Customer', /^C100002/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await closed();

    expect(bodiesSentTo(fetchSpy, contentApi.updateTerm)).toEqual([
      { ...includeTerm, active: false, respCenter: 'LVIV', custNo: 'C100002' },
    ]);
    expect(bodiesSentTo(fetchSpy, contentApi.newTerm)).toEqual([]);
    await screen.findByRole('cell', { name: 'LVIV' });
    expect(termRows()[0]?.slice(0, 5)).toEqual(['', '', 'C100002', '', 'LVIV']);
  });

  it('deletes a term through DeleteContentTerms only after the confirmation', async () => {
    const { user, fetchSpy } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Delete term KYIV' }));
    let confirm = screen.getByRole('dialog', { name: 'Delete term' });
    expect(within(confirm).getByText(en.deleteTermConfirm)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await closed();
    expect(bodiesSentTo(fetchSpy, contentApi.deleteTerm)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete term KYIV' }));
    confirm = screen.getByRole('dialog', { name: 'Delete term' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await closed();
    expect(bodiesSentTo(fetchSpy, contentApi.deleteTerm)).toEqual([includeTerm]);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'KYIV' })).toBeNull());
    expect(termRows()).toHaveLength(1);
  });

  it("shows the server's message when a save fails, and keeps the dialog", async () => {
    const { user } = renderTab([], {
      [contentApi.newTerm]: { status: 404, body: { key: 'notFound', message: en.notFound } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add term' }));
    const dialog = screen.getByRole('dialog', { name: 'Add term' });
    await pick(user, dialog, 'Area', 'WEST');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('alert', { hidden: true })?.textContent).toBe(en.notFound),
    );
    expect(screen.getByRole('dialog', { name: 'Add term' })).toBeTruthy();
  });

  it("shows the server's message when a delete fails, and keeps the term", async () => {
    const { user } = renderTab(undefined, {
      [contentApi.deleteTerm]: { status: 404, body: { key: 'notFound', message: en.notFound } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete term KYIV' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete term' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alert')?.textContent).toBe(en.notFound));
    expect(screen.getByRole('cell', { name: 'KYIV' })).toBeTruthy();
  });
});
