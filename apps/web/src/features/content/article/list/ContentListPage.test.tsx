import {
  contentApi,
  type ContentListRequest,
  type ContentListRow,
  type PagedAnswer,
} from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pickOption } from '../../../../test/dialogSteps';
import { pasteInto } from '../../../../test/pasteInto';
import { renderInApp } from '../../../../test/renderInApp';
import { cellTexts } from '../../../../test/tableTexts';
import { bodiesSentTo, queriesSentTo, stubApi } from '../../../../test/stubApi';
import { ContentListPage } from './ContentListPage';

const longDescription =
  'A spring action for every distributor: order oil filters, collect points and swap them for prizes before May.';

const offer = (contentId: number, title: string): ContentListRow => ({
  contentId,
  parentContentId: 10,
  contentType: 4,
  active: true,
  isGift: false,
  title,
  description: `Sub-offer ${contentId}`,
  dateFrom: '2026-03-01',
  dateTo: '2026-03-31',
  subOffers: [],
});

/** A gift action with two sub-offers (the server's order is not contentId's) and a news item without any. */
const rows: ContentListRow[] = [
  {
    contentId: 10,
    parentContentId: 0,
    contentType: 3,
    active: true,
    isGift: true,
    title: 'Spring gifts',
    description: longDescription,
    dateFrom: '2026-03-05',
    dateTo: '2026-04-30',
    subOffers: [offer(13, 'Second offer'), offer(11, 'First offer')],
  },
  {
    contentId: 9,
    parentContentId: 0,
    contentType: 2,
    active: false,
    isGift: false,
    title: 'Warehouse closed on Monday',
    description: 'Short news',
    dateFrom: '2025-12-24',
    dateTo: '2026-01-02',
    subOffers: [],
  },
];

function renderPage(path: string) {
  const fetchSpy = stubApi({
    [contentApi.list]: () => {
      const answer: PagedAnswer<ContentListRow> = {
        rows,
        total: rows.length,
        pageCount: 1,
        capped: false,
      };
      return { body: answer };
    },
  });
  return { ...renderInApp(<ContentListPage />, { path }), fetchSpy };
}

const listBodies = (fetchSpy: ReturnType<typeof stubApi>) =>
  bodiesSentTo(fetchSpy, contentApi.list) as ContentListRequest[];
const bodyRows = () => screen.getAllByRole('row').slice(1);
const rowOf = (contentId: number) => {
  const link = screen.getAllByRole('link', { name: String(contentId) })[0];
  const row = link?.closest('tr');
  if (!row) throw new Error(`No row ${contentId}`);
  return row;
};
const addLink = () => screen.queryByRole('link', { name: 'Add new action' });
const relevantBox = () => screen.queryByRole('checkbox', { name: 'Relevant content' });

/** What ContentList is sent for the first page of 25, newest first, with these filters. */
const listBody = (filters: {
  contentType: number;
  isGift: boolean;
  archived: boolean;
  actual: boolean;
}) => ({ ...filters, size: 25, page: 0, desc: true });

describe('ContentListPage', () => {
  it("shows B§2's columns in order: the description cut to 80, dates en-GB, links to the editor", async () => {
    const { fetchSpy, user } = renderPage('/admin/cms');
    await screen.findByRole('link', { name: 'Spring gifts' });

    expect(screen.getByRole('heading', { name: 'Content' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '',
      'Content type',
      'Active',
      'Is gift',
      'Content id',
      'Parent content id',
      'Title',
      'Description',
      'Date from',
      'Date to',
    ]);
    const [gift, news] = bodyRows();
    if (!gift || !news) throw new Error('Two rows expected');
    const cut = longDescription.slice(0, 80);
    expect(longDescription.length).toBeGreaterThan(80);
    expect(cellTexts(gift)).toEqual([
      '',
      'Action',
      'Active',
      'Is gift',
      '10',
      '',
      'Spring gifts',
      cut,
      '05/03/2026',
      '30/04/2026',
    ]);
    expect(cellTexts(news)).toEqual([
      '',
      'News',
      '',
      '',
      '9',
      '',
      'Warehouse closed on Monday',
      'Short news',
      '24/12/2025',
      '02/01/2026',
    ]);
    // The whole description on hover.
    expect(within(gift).getByTitle(longDescription).textContent).toBe(cut);
    expect(screen.getByRole('link', { name: '10' }).getAttribute('href')).toBe('/admin/cms/10');
    expect(screen.getByRole('link', { name: 'Spring gifts' }).getAttribute('href')).toBe(
      '/admin/cms/10',
    );

    // Newest first by contentId, 25 rows a page of 25, 50, 100 or All.
    expect(queriesSentTo(fetchSpy, contentApi.list)[0]?.get('orderBy')).toBe('contentId');
    expect(listBodies(fetchSpy)[0]).toMatchObject({ size: 25, page: 0, desc: true });
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['25', '50', '100', 'All']);
  });

  it('opens the sub-offers beneath their parent sorted by contentId, and highlights the parent', async () => {
    const { user } = renderPage('/admin/cms');
    await screen.findByRole('link', { name: 'Spring gifts' });
    expect(bodyRows()).toHaveLength(2);
    // A parent with sub-offers has a tinted background (the theme's info colour); a row without keeps the table's.
    const background = (row: HTMLElement) => getComputedStyle(row).backgroundColor;
    expect(background(rowOf(10))).toBe('rgba(2, 136, 209, 0.12)');
    expect(background(rowOf(9))).not.toBe(background(rowOf(10)));
    expect(within(rowOf(9)).queryByRole('button', { name: 'Expand' })).toBeNull();

    const expand = within(rowOf(10)).getByRole('button', { name: 'Expand' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    await user.click(expand);
    expect(bodyRows().map((row) => cellTexts(row)[4])).toEqual(['10', '11', '13', '9']);
    expect(cellTexts(rowOf(11))).toEqual([
      '',
      'Offer',
      'Active',
      '',
      '11',
      '10',
      'First offer',
      'Sub-offer 11',
      '01/03/2026',
      '31/03/2026',
    ]);
    expect(screen.getByRole('link', { name: 'First offer' }).getAttribute('href')).toBe(
      '/admin/cms/11',
    );

    const collapse = within(rowOf(10)).getByRole('button', { name: 'Collapse' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    await user.click(collapse);
    expect(bodyRows().map((row) => cellTexts(row)[4])).toEqual(['10', '9']);
  });

  it('/admin/cms asks for relevant content of every type; the checkbox and the type filter change the request', async () => {
    const { fetchSpy, user, router } = renderPage('/admin/cms');
    await screen.findByRole('link', { name: 'Spring gifts' });
    expect(listBodies(fetchSpy)[0]).toEqual(
      listBody({ contentType: 0, isGift: false, archived: false, actual: true }),
    );
    expect(relevantBox()).toHaveProperty('checked', true);
    expect(addLink()?.getAttribute('href')).toBe('/admin/cms/newcontent');

    await user.click(relevantBox() as HTMLElement);
    await waitFor(() => expect(listBodies(fetchSpy).at(-1)).toMatchObject({ actual: false }));
    expect(router.state.location.search).toBe('?relevant=0');

    await user.click(screen.getByRole('combobox', { name: 'Content type' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All types',
      'Article',
      'News',
      'Action',
      'Offer',
      'Bonus programme',
      'Actions with gifts',
    ]);
    await user.click(screen.getByRole('option', { name: 'Offer' }));
    await waitFor(() =>
      expect(listBodies(fetchSpy).at(-1)).toMatchObject({ contentType: 4, isGift: false }),
    );
    expect(addLink()?.getAttribute('href')).toBe('/admin/cms/newcontent/4');

    await pickOption(user, document.body, 'Content type', 'Actions with gifts');
    await waitFor(() =>
      expect(listBodies(fetchSpy).at(-1)).toEqual(
        listBody({ contentType: 15, isGift: true, archived: false, actual: false }),
      ),
    );
    // 15 is type 3 with a gift: the new-content route value 5.
    expect(addLink()?.getAttribute('href')).toBe('/admin/cms/newcontent/5');
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('relevant=0&type=15');
  });

  it('searches on the server', async () => {
    const { fetchSpy, user } = renderPage('/admin/cms');
    await screen.findByRole('link', { name: 'Spring gifts' });
    await pasteInto(user, screen.getByRole('textbox', { name: 'Search' }), 'spring');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(queriesSentTo(fetchSpy, contentApi.list).at(-1)?.get('filter')).toBe('spring'),
    );
  });

  it('reads the type and the checkbox from the address', async () => {
    const { fetchSpy } = renderPage('/admin/cms?type=3&relevant=0');
    await screen.findByRole('link', { name: 'Spring gifts' });
    expect(listBodies(fetchSpy)[0]).toMatchObject({ contentType: 3, actual: false });
    expect(relevantBox()).toHaveProperty('checked', false);
    expect(addLink()?.getAttribute('href')).toBe('/admin/cms/newcontent/3');
  });

  it('/admin/cms/archive asks for archived content, without the checkbox or Add new action', async () => {
    const { fetchSpy } = renderPage('/admin/cms/archive');
    await screen.findByRole('link', { name: 'Spring gifts' });
    expect(screen.getByRole('heading', { name: 'Archive' })).toBeTruthy();
    expect(listBodies(fetchSpy)[0]).toEqual(
      listBody({ contentType: 0, isGift: false, archived: true, actual: false }),
    );
    expect(relevantBox()).toBeNull();
    expect(addLink()).toBeNull();
  });

  it('/admin/cms/news is content type 2, its filter fixed, a new content of type 2', async () => {
    const { fetchSpy } = renderPage('/admin/cms/news');
    await screen.findByRole('link', { name: 'Spring gifts' });
    expect(listBodies(fetchSpy)[0]).toEqual(
      listBody({ contentType: 2, isGift: false, archived: false, actual: false }),
    );
    const typeFilter = screen.getByRole('combobox', { name: 'Content type' });
    expect(typeFilter.textContent).toBe('News');
    expect(typeFilter.getAttribute('aria-disabled')).toBe('true');
    expect(relevantBox()).toHaveProperty('checked', false);
    expect(addLink()?.getAttribute('href')).toBe('/admin/cms/newcontent/2');
  });

  it('/admin/cms/contentgift is filter 15, a new gift action is route value 5', async () => {
    const { fetchSpy } = renderPage('/admin/cms/contentgift');
    await screen.findByRole('link', { name: 'Spring gifts' });
    expect(screen.getByRole('heading', { name: 'Gift actions' })).toBeTruthy();
    expect(listBodies(fetchSpy)[0]).toEqual(
      listBody({ contentType: 15, isGift: true, archived: false, actual: false }),
    );
    expect(screen.getByRole('combobox', { name: 'Content type' }).textContent).toBe(
      'Actions with gifts',
    );
    expect(addLink()?.getAttribute('href')).toBe('/admin/cms/newcontent/5');
  });
});
