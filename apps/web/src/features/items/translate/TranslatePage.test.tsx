import { cleanItemSearch, englishT, itemApi, type ItemTranslation } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answerDialog, pickOption } from '../../../test/dialogSteps';
import { clearAndType, pasteInto } from '../../../test/pasteInto';
import { renderInApp } from '../../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../../test/stubApi';
import { itemPaths } from '../itemPaths';
import { TranslatePage } from './TranslatePage';

const languages = [
  { lang: 'uk', name: 'Ukrainian' },
  { lang: 'ru', name: 'Russian' },
  { lang: 'en', name: 'English' },
];

const translations: Record<string, ItemTranslation> = {
  'OC90:uk': {
    itemNo: 'OC90',
    lang: 'uk',
    description: 'Фільтр масляний',
    searchDescription: '',
    shortText: '',
    longText: '',
  },
};

const translationOf = (body: unknown) => {
  const { itemNo, lang } = body as { itemNo: string; lang: string };
  return {
    body: translations[`${itemNo}:${lang}`] ?? {
      itemNo,
      lang,
      description: '',
      searchDescription: '',
      shortText: '',
      longText: '',
    },
  };
};

function renderAt(
  path: string,
  saveAnswer = (body: unknown) => ({ body: { ...(body as object), changed: true } }),
) {
  const fetchSpy = stubApi({
    [itemApi.languages]: { body: languages },
    [itemApi.getTranslate]: translationOf,
    [itemApi.searchItems]: (body) => ({
      body:
        body === 'OC%'
          ? [
              { itemNo: 'OC90', description: 'Oil filter OC 90' },
              { itemNo: 'OC205', description: 'Oil filter OC 205' },
            ]
          : [],
    }),
    [itemApi.saveTranslate]: saveAnswer,
  });
  const rendered = renderInApp(
    <Routes>
      <Route path={itemPaths.translateStart} element={<TranslatePage />} />
      <Route path={itemPaths.translateRoute} element={<TranslatePage />} />
    </Routes>,
    { path },
  );
  return { ...rendered, fetchSpy };
}

describe('the item search cleaning (A§5)', () => {
  it('upper-cases, turns * into %, and keeps only letters, digits and %', () => {
    expect(cleanItemSearch('oc*')).toBe('OC%');
    expect(cleanItemSearch(' w 712/73 ')).toBe('W71273');
    expect(cleanItemSearch("'; drop--*")).toBe('DROP%');
    expect(cleanItemSearch('-/ ')).toBe('');
  });
});

describe('TranslatePage', () => {
  it('opens with the item search, skips an empty search, and sends the cleaned pattern', async () => {
    const { user, fetchSpy, router } = renderAt(itemPaths.translateStart);
    const dialog = await screen.findByRole('dialog', { name: 'Item search' });
    expect(screen.getByText(englishT('chooseItemToTranslate'))).toBeTruthy();
    const input = within(dialog).getByRole('textbox', { name: 'Item no' });

    // Nothing left after cleaning: no search.
    await user.type(input, '-/ {Enter}');
    expect(bodiesSentTo(fetchSpy, itemApi.searchItems)).toEqual([]);

    await clearAndType(user, input, 'oc*');
    expect(
      within(dialog).getByText(englishT('itemSearchPattern', { pattern: 'OC%' })),
    ).toBeTruthy();
    await user.keyboard('{Enter}');
    const results = await within(dialog).findByRole('list', { name: 'Items found' });
    expect(bodiesSentTo(fetchSpy, itemApi.searchItems)).toEqual(['OC%']);
    expect(
      within(results)
        .getAllByRole('button')
        .map((row) => row.textContent),
    ).toEqual(['OC90Oil filter OC 90', 'OC205Oil filter OC 205']);

    await user.click(within(results).getByRole('button', { name: /OC90/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(itemPaths.translate('OC90')));
    expect(await screen.findByRole('textbox', { name: 'Description' })).toHaveProperty(
      'value',
      'Фільтр масляний',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when no item matches', async () => {
    const { user } = renderAt(itemPaths.translateStart);
    const dialog = await screen.findByRole('dialog', { name: 'Item search' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Item no' }), 'zz9{Enter}');
    expect(
      await within(dialog).findByText(englishT('itemSearchNoResults', { pattern: 'ZZ9' })),
    ).toBeTruthy();
  });

  it("loads the chosen language and saves its four texts with the toolbar's Save: 'Saved!'", async () => {
    const { user, fetchSpy } = renderAt(`${itemPaths.translate('OC90')}?lang=ru`);
    const description = await screen.findByRole('textbox', { name: 'Description' });
    expect(description).toHaveProperty('value', '');
    expect(bodiesSentTo(fetchSpy, itemApi.getTranslate)).toEqual([{ itemNo: 'OC90', lang: 'ru' }]);

    await pasteInto(user, description, 'Фильтр масляный');
    await pasteInto(
      user,
      screen.getByRole('textbox', { name: 'Short text' }),
      'Для двигателей 1.6',
    );
    expect(screen.getByText(englishT('languageChanged'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        englishT('translateSaved'),
      ),
    );
    expect(bodiesSentTo(fetchSpy, itemApi.saveTranslate)).toEqual([
      {
        itemNo: 'OC90',
        lang: 'ru',
        description: 'Фильтр масляный',
        searchDescription: '',
        shortText: 'Для двигателей 1.6',
        longText: '',
      },
    ]);
  });

  it('disables Save while nothing changed, and says so when a save changed nothing (issue 31)', async () => {
    const { user, fetchSpy } = renderAt(itemPaths.translate('OC90'), (body) => ({
      body: { ...translations['OC90:uk'], ...(body as object), changed: false },
    }));
    const description = await screen.findByRole('textbox', { name: 'Description' });
    expect(description).toHaveProperty('value', 'Фільтр масляний');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);

    // Changed and changed back: nothing to save.
    await pasteInto(user, description, 'x');
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await user.type(description, '{Backspace}');
    await waitFor(() => expect(save).toHaveProperty('disabled', true));

    // A space the server trims away: sent, and answered as no change.
    await pasteInto(user, description, ' ');
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await user.click(save);
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Nothing changed: nothing was saved',
      ),
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).not.toContain(
      englishT('translateSaved'),
    );
    expect(bodiesSentTo(fetchSpy, itemApi.saveTranslate)).toHaveLength(1);
    await waitFor(() => expect(save).toHaveProperty('disabled', true));
  });

  it('asks before another language drops the edits', async () => {
    const { user, fetchSpy } = renderAt(itemPaths.translate('OC90'));
    const description = await screen.findByRole('textbox', { name: 'Description' });
    await pasteInto(user, description, ' новий');

    await pickOption(user, document.body, 'Language', 'English');
    await answerDialog(user, englishT('unsavedChangesTitle'), 'Stay');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty(
      'value',
      'Фільтр масляний новий',
    );

    await pickOption(user, document.body, 'Language', 'English');
    await answerDialog(user, englishT('unsavedChangesTitle'), 'Leave');
    await waitFor(() =>
      expect(bodiesSentTo(fetchSpy, itemApi.getTranslate)).toContainEqual({
        itemNo: 'OC90',
        lang: 'en',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty('value', ''),
    );
  });
});
