import { englishT, itemApi, type ItemView, type Me } from '@bo/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MeContext } from '../../../platform/auth/MeContext';
import { renderInApp } from '../../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../../test/stubApi';
import { itemPaths } from '../itemPaths';
import { ItemPage } from './ItemPage';

// Any signed-in user: a customer's user here.
const customerUser: Me = {
  login: 'customeruser',
  fullName: 'Carla Customer',
  custNo: 'C100001',
  comId: 1,
  lang: null,
  roles: ['CustomerUser'],
};

const view: ItemView = {
  itemNo: 'OC90',
  description: 'Oil filter OC 90',
  searchDescription: 'OIL FILTER',
  brand: 'MAHLE',
  groupName: 'Filters',
  subGroupName: 'Oil filters',
  firstPic: '/uploads/items/1/OC90/first.png',
  pictures: [
    {
      url: '/uploads/items/1/OC90/first.png',
      fileType: 1,
      fileDescript: 1,
      fileName: 'first.png',
      originalName: 'first.png',
    },
    {
      url: '/uploads/items/1/OC90/side.png',
      fileType: 1,
      fileDescript: 2,
      fileName: 'side.png',
      originalName: 'side.png',
    },
  ],
  pdfs: [
    {
      url: '/uploads/items/1/OC90/5e6f7a8b-manual.pdf',
      fileType: 2,
      fileDescript: 5,
      fileName: '5e6f7a8b-manual.pdf',
      originalName: 'Manual OC 90.pdf',
    },
  ],
  links: [
    {
      url: 'https://mahle.com/oc90',
      fileType: 4,
      fileDescript: 7,
      fileName: 'https://mahle.com/oc90',
      originalName: 'https://mahle.com/oc90',
    },
  ],
  criterias: [{ name: 'Height, mm', value: '79' }],
  translates: {
    uk: {
      description: 'Фільтр масляний',
      searchDescription: '',
      shortText: 'Для 1.6',
      longText: '',
    },
    ru: null,
    en: { description: 'Oil filter', searchDescription: '', shortText: '', longText: '' },
  },
};

function renderPage(path: string) {
  const fetchSpy = stubApi({ [itemApi.itemView]: { body: view } });
  const rendered = renderInApp(
    <MeContext value={customerUser}>
      <Routes>
        <Route path={itemPaths.viewRoute} element={<ItemPage />} />
      </Routes>
    </MeContext>,
    { path },
  );
  return { ...rendered, fetchSpy };
}

describe('ItemPage', () => {
  it('shows the item, its pictures in order, criteria, PDFs and links, in Ukrainian first', async () => {
    const { fetchSpy } = renderPage('/item/oc90');
    expect(await screen.findByRole('heading', { name: 'OC90', level: 1 })).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, itemApi.itemView)).toEqual(['OC90']);
    expect(screen.getByText('Фільтр масляний')).toBeTruthy();
    expect(screen.getAllByRole('img').map((picture) => picture.getAttribute('src'))).toEqual(
      view.pictures.map((picture) => picture.url),
    );
    const criteria = screen.getByRole('table', { name: 'Criteria' });
    expect(within(criteria).getByRole('rowheader').textContent).toBe('Height, mm');
    const link = screen.getByRole('link', { name: 'https://mahle.com/oc90' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('names a PDF by the name it was uploaded under, linking to the stored file (issue 32)', async () => {
    renderPage('/item/OC90');
    const pdf = await screen.findByRole('link', { name: 'Manual OC 90.pdf' });
    expect(pdf.getAttribute('href')).toBe('/uploads/items/1/OC90/5e6f7a8b-manual.pdf');
    expect(screen.queryByText('5e6f7a8b-manual.pdf')).toBeNull();
  });

  it('shows the chosen language, or says it has no translation', async () => {
    const { user, router } = renderPage('/item/OC90');
    await screen.findByText('Фільтр масляний');
    await user.click(screen.getByRole('button', { name: 'Russian' }));
    expect(router.state.location.search).toBe('?lang=ru');
    expect(screen.getByText(englishT('noTranslationInto', { language: 'Russian' }))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByText('Oil filter')).toBeTruthy();
    expect(screen.queryByText('Фільтр масляний')).toBeNull();
  });
});
