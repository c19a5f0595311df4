import { englishT, itemApi, type Me } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MeContext } from '../../platform/auth/MeContext';
import { renderInApp } from '../../test/renderInApp';
import { queriesSentTo, stubApi } from '../../test/stubApi';
import { ItemCardPage } from './ItemCardPage';
import { ItemListPage } from './ItemListPage';
import { itemPaths } from './itemPaths';
import { itemCard, itemFile } from './itemTestData';

const translator: Me = {
  login: 'translatemanager',
  fullName: 'Tanya Translator',
  custNo: null,
  comId: 1,
  lang: null,
  roles: ['TranslateManager'],
};

function renderScreens(path: string, answers: Parameters<typeof stubApi>[0]) {
  const fetchSpy = stubApi(answers);
  const rendered = renderInApp(
    <MeContext value={translator}>
      <Routes>
        <Route path={itemPaths.list} element={<ItemListPage />} />
        <Route path={itemPaths.cardRoute} element={<ItemCardPage />} />
      </Routes>
    </MeContext>,
    { path },
  );
  return { ...rendered, fetchSpy };
}

const row = {
  itemNo: 'OC90',
  description: 'Oil filter OC 90',
  searchDescription: 'OIL FILTER',
  languages: [
    { lang: 'uk', translated: true },
    { lang: 'ru', translated: false },
    { lang: 'en', translated: false },
  ],
  pictures: 2,
  pdfs: 1,
  links: 0,
  criteria: 3,
};
const page = { body: { rows: [row], pageCount: 1, total: 1, capped: false } };

describe('ItemListPage', () => {
  it('lists items by ItemNo with their counts (pictures, links, PDF: C§2.1), the translated languages highlighted', async () => {
    const { fetchSpy } = renderScreens(itemPaths.list, { [itemApi.itemsPage]: page });
    const link = await screen.findByRole('link', { name: 'OC90' });
    expect(link.getAttribute('href')).toBe(itemPaths.card('OC90'));
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Item no',
      'Description',
      'Search description',
      'Languages',
      'Pictures',
      'Links',
      'PDF',
      'Criteria',
    ]);
    const cells = within(link.closest('tr') ?? document.body).getAllByRole('cell');
    expect(cells.slice(4).map((cell) => cell.textContent)).toEqual(['2', '0', '1', '3']);
    expect(screen.getByLabelText('Translated into uk').dataset.translated).toBe('true');
    expect(screen.getByLabelText('No translation into ru').dataset.translated).toBe('false');
    expect(queriesSentTo(fetchSpy, itemApi.itemsPage)[0]?.get('orderBy')).toBe('ItemNo');
  });

  it('filters the items missing a translation in a language, from the first page', async () => {
    const { user, fetchSpy, router } = renderScreens(`${itemPaths.list}?page=2`, {
      [itemApi.itemsPage]: page,
    });
    await user.click(await screen.findByRole('combobox', { name: 'Missing translation in' }));
    await user.click(await screen.findByRole('option', { name: 'Russian' }));
    await waitFor(() =>
      expect(queriesSentTo(fetchSpy, itemApi.itemsPage).at(-1)?.get('missingLang')).toBe('ru'),
    );
    expect(router.state.location.search).toBe('?missing=ru');
  });
});

describe('ItemCardPage', () => {
  const files = [
    itemFile({ id: 1, mainPic: true }),
    itemFile({ id: 2, hidden: 1 }),
    itemFile({ id: 3, fileType: 2, fileName: 'manual.pdf' }),
    itemFile({ id: 4, fileType: 4, fileName: 'https://mahle.com', url: 'https://mahle.com' }),
  ];

  it('shows the item with View (upper-cased, new tab) and the tabs with their counts', async () => {
    const item = { ...itemCard(files), firstPic: '/uploads/items/1/OC90/picture-1.png' };
    renderScreens(itemPaths.cardTab('oc90', 'uk'), { [itemApi.getItem]: { body: item } });
    expect(await screen.findByRole('heading', { name: 'Item OC90' })).toBeTruthy();
    const view = screen.getByRole('link', { name: 'View' });
    expect(view.getAttribute('href')).toBe('/item/OC90');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('img', { name: 'First picture' }).getAttribute('src')).toBe(
      item.firstPic,
    );
    const tabs = within(screen.getByRole('tablist', { name: 'Item OC90' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Ukrainian 4',
      'Russian 0',
      'English 0',
      'Images 2',
      'PDF 1',
      'Links 1',
    ]);
    expect(tabs.getByRole('tab', { name: 'Images 2' }).getAttribute('href')).toBe(
      itemPaths.cardTab('oc90', 'images'),
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty(
      'value',
      'Фільтр масляний',
    );
  });

  it('goes back to the list saying so for an item that is not there', async () => {
    const { router } = renderScreens(itemPaths.card('NOPE1'), {
      [itemApi.getItem]: {
        status: 404,
        body: {
          message: 'Item NOPE1 not found',
          code: 'not_found',
          key: 'itemNotFound',
          params: { itemNo: 'NOPE1' },
        },
      },
      [itemApi.itemsPage]: page,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(itemPaths.list));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        englishT('itemNotFound', { itemNo: 'NOPE1' }),
      ),
    );
  });
});
