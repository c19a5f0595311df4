import {
  productApi,
  type CodeName,
  type PagedAnswer,
  type ProductPageRequest,
  type ProductRow,
} from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../../test/dialogSteps';
import { renderInApp } from '../../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../../test/stubApi';
import { ProductListPage } from './ProductListPage';

const path = '/admin/catalog/products';

/** The item master behind the stubbed calls: number, brand, group, subgroup, description, analyst. */
const items = [
  ['A1', 'MAHLE', 'FLT', 'OIL', 'Oil filter OC 90', 'Anna'],
  ['A2', 'MAHLE', 'FLT', 'AIR', 'Air filter LX 1', 'Anna'],
  ['A3', 'BOSCH', 'FLT', 'OIL', 'Oil filter P 7', 'Boris'],
  ['A4', 'BOSCH', 'BRK', 'PAD', 'Brake pad set 0 986', 'Boris'],
  ['A5', 'TRW', 'BRK', 'DSC', 'Brake disc DF 1', 'Clara'],
  ['A6', 'ATE', 'BRK', 'PAD', 'Brake pad set 13.04', 'Dmytro'],
  ['A7', 'FEBI', 'ELE', 'X', 'Spark plug', 'Eva'],
] as const;
type Item = (typeof items)[number];
const names: Record<string, string> = {
  FLT: 'Filters',
  BRK: 'Brakes',
  ELE: 'Electrics',
  OIL: 'Oil filters',
  AIR: 'Air filters',
  PAD: 'Brake pads',
  DSC: 'Brake discs',
  X: 'Spark plugs',
};

interface Filter {
  brand?: string[];
  groupCode?: string;
  subGroupCode?: string;
  analyst?: string;
}

const matching = ({ brand = [], groupCode = '', subGroupCode = '', analyst = '' }: Filter) =>
  items.filter(
    ([, itemBrand, group, sub, , itemAnalyst]) =>
      (brand.length === 0 || brand.includes(itemBrand)) &&
      (groupCode === '' || group === groupCode) &&
      (subGroupCode === '' || sub === subGroupCode) &&
      (analyst === '' || itemAnalyst === analyst),
  );
const distinct = (values: string[]) => [...new Set(values)].sort();
const codeNames = (codes: string[]): CodeName[] =>
  distinct(codes).map((code) => ({ code, name: names[code] ?? '' }));
const row = ([itemNo, brand, groupCode, subGroupCode, description]: Item): ProductRow => ({
  itemNo,
  brand,
  groupCode,
  groupName: names[groupCode] ?? '',
  subGroupCode,
  subGroupName: names[subGroupCode] ?? '',
  description,
});

/** All of 100,000 products: the answer the table must render without freezing. */
const manyRows: ProductRow[] = Array.from({ length: 100_000 }, (_, index) => ({
  itemNo: `N${index}`,
  brand: 'BOSCH',
  groupCode: 'FLT',
  groupName: 'Filters',
  subGroupCode: 'OIL',
  subGroupName: 'Oil filters',
  description: `Oil filter ${index}`,
}));

function renderPage(at = path) {
  const fetchSpy = stubApi({
    [productApi.brandList]: { body: distinct(items.map(([, brand]) => brand)) },
    [productApi.groupList]: (body) => ({
      body: codeNames(matching(body as Filter).map(([, , group]) => group)),
    }),
    [productApi.subGroupList]: (body) => ({
      body: codeNames(matching(body as Filter).map(([, , , sub]) => sub)),
    }),
    [productApi.analystList]: (body) => ({
      body: distinct(matching(body as Filter).map(([, , , , , analyst]) => analyst)),
    }),
    [productApi.productPage]: (body) => {
      const request = body as ProductPageRequest & Filter;
      const rows = request.size === 0 ? manyRows : matching(request).map(row);
      const answer: PagedAnswer<ProductRow> = {
        rows: rows.slice(0, request.size === 0 ? rows.length : request.size),
        total: rows.length,
        pageCount: 1,
        capped: false,
      };
      return { body: answer };
    },
  });
  return { ...renderInApp(<ProductListPage />, { path: at }), fetchSpy };
}

const combobox = (name: string) => screen.getByRole('combobox', { name });
const optionTexts = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
const bodyCells = (column: number) =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((tableRow) => within(tableRow).getAllByRole('cell')[column]?.textContent);

describe('ProductListPage', () => {
  it('shows Brand, Group, Subgroup and Description, 20 rows or All per page', async () => {
    const { user, fetchSpy } = renderPage();
    expect(await screen.findByRole('cell', { name: 'Oil filter OC 90' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Products' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Brand',
      'Group',
      'Subgroup',
      'Description',
    ]);
    expect(bodyCells(1)[0]).toBe('FLT · Filters');
    expect(bodyCells(2)[0]).toBe('OIL · Oil filters');
    expect(bodiesSentTo(fetchSpy, productApi.productPage)[0]).toEqual({
      size: 20,
      page: 0,
      desc: false,
      brand: [],
      groupCode: '',
      subGroupCode: '',
      analyst: '',
    });
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    expect(optionTexts()).toEqual(['20', 'All']);
  });

  it('narrows each filter by the choices before it, and sends them all', async () => {
    const { user, fetchSpy, router } = renderPage();
    await screen.findByRole('cell', { name: 'Oil filter OC 90' });

    // Group before any brand: every group; Subgroup waits for a group.
    await user.click(combobox('Group'));
    expect(optionTexts()).toEqual(['BRK · Brakes', 'ELE · Electrics', 'FLT · Filters']);
    await user.keyboard('{Escape}');
    expect(combobox('Subgroup')).toHaveProperty('disabled', true);

    await user.click(combobox('Brand'));
    expect(optionTexts()).toEqual(['ATE', 'BOSCH', 'FEBI', 'MAHLE', 'TRW']);
    await user.click(screen.getByRole('option', { name: 'MAHLE' }));
    await user.click(screen.getByRole('option', { name: 'BOSCH' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(bodyCells(0)).toEqual(['MAHLE', 'MAHLE', 'BOSCH', 'BOSCH']));

    await user.click(combobox('Group'));
    await waitFor(() => expect(optionTexts()).toEqual(['BRK · Brakes', 'FLT · Filters']));
    await user.click(screen.getByRole('option', { name: 'FLT · Filters' }));

    await user.click(combobox('Subgroup'));
    await waitFor(() => expect(optionTexts()).toEqual(['AIR · Air filters', 'OIL · Oil filters']));
    await user.click(screen.getByRole('option', { name: 'OIL · Oil filters' }));

    await user.click(combobox('Analyst'));
    await waitFor(() => expect(optionTexts()).toEqual(['Anna', 'Boris']));
    await user.click(screen.getByRole('option', { name: 'Boris' }));

    await waitFor(() => expect(bodyCells(3)).toEqual(['Oil filter P 7']));
    expect(bodiesSentTo(fetchSpy, productApi.productPage).at(-1)).toEqual({
      size: 20,
      page: 0,
      desc: false,
      brand: ['MAHLE', 'BOSCH'],
      groupCode: 'FLT',
      subGroupCode: 'OIL',
      analyst: 'Boris',
    });
    expect(bodiesSentTo(fetchSpy, productApi.analystList).at(-1)).toEqual({
      brand: ['MAHLE', 'BOSCH'],
      groupCode: 'FLT',
      subGroupCode: 'OIL',
    });
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      'brand=MAHLE&brand=BOSCH&group=FLT&subGroup=OIL&analyst=Boris',
    );

    // Another brand choice clears the group, subgroup and analyst chosen within the last one.
    await user.click(
      within(screen.getByRole('button', { name: 'MAHLE' })).getByTestId('CancelIcon'),
    );
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).toString()).toBe('brand=BOSCH'),
    );
    expect(combobox('Group')).toHaveProperty('value', '');
    expect(combobox('Subgroup')).toHaveProperty('disabled', true);
    await user.click(combobox('Group'));
    await waitFor(() => expect(optionTexts()).toEqual(['BRK · Brakes', 'FLT · Filters']));
    await user.keyboard('{Escape}');
    await user.click(combobox('Analyst'));
    await waitFor(() => expect(optionTexts()).toEqual(['Boris']));
  });

  it('reads the filters from the address', async () => {
    const { fetchSpy } = renderPage(`${path}?brand=TRW&brand=ATE&group=BRK&subGroup=PAD`);
    await waitFor(() => expect(bodyCells(3)).toEqual(['Brake pad set 13.04']));
    expect(bodiesSentTo(fetchSpy, productApi.productPage)[0]).toMatchObject({
      brand: ['TRW', 'ATE'],
      groupCode: 'BRK',
      subGroupCode: 'PAD',
      analyst: '',
    });
    await waitFor(() => expect(combobox('Group')).toHaveProperty('value', 'BRK · Brakes'));
    expect(combobox('Subgroup')).toHaveProperty('value', 'PAD · Brake pads');
    expect(screen.getByRole('button', { name: 'TRW' })).toBeTruthy();
  });

  it('renders All of 100,000 products virtualised: a few rows in the page, not all', async () => {
    // jsdom lays nothing out: the table's scroll box is given the height of about 20 rows.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(740);
    const { user, fetchSpy } = renderPage();
    await screen.findByRole('cell', { name: 'Oil filter OC 90' });
    await pickOption(user, document.body, /rows per page/i, 'All');

    expect(await screen.findByText('1–100000 of 100000')).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, productApi.productPage).at(-1)).toMatchObject({ size: 0 });
    const rendered = screen.getAllByRole('row').length;
    expect(rendered).toBeGreaterThan(1);
    expect(rendered).toBeLessThan(100);
    expect(screen.getByRole('cell', { name: 'Oil filter 0' })).toBeTruthy();
  });
});
