import { englishT, itemApi, type ItemCard } from '@bo/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearAndPaste, pasteInto } from '../../test/pasteInto';
import { stubProseMirrorLayout } from '../../platform/ui/richText/proseMirrorLayout.testing';
import { renderInApp } from '../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../test/stubApi';
import { itemCard } from './itemTestData';
import { TranslationPanel } from './TranslationPanel';

stubProseMirrorLayout();

const emptyUk = { description: '', searchDescription: '', shortText: '', longText: '' };

const saveAnswer = (body: unknown) => ({ body: { ...(body as object), changed: true } });

const field = (name: string) => screen.getByRole('textbox', { name });
const warningBar = () =>
  screen.queryAllByRole('alert').find((alert) => alert.textContent === englishT('languageChanged'));
const snackbarSays = (text: string) =>
  waitFor(() =>
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(text),
  );

function renderPanel(item: ItemCard, lang: 'uk' | 'ru') {
  return renderInApp(<TranslationPanel item={item} lang={lang} />);
}

describe('TranslationPanel', () => {
  it('offers Restore and Update for an existing translation, and warns while values differ from it', async () => {
    const fetchSpy = stubApi({ [itemApi.saveTranslate]: saveAnswer });
    const { user } = renderPanel(itemCard(), 'uk');
    expect(field('Description')).toHaveProperty('value', 'Фільтр масляний');
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    const restore = screen.getByRole('button', { name: 'Restore' });
    const update = screen.getByRole('button', { name: 'Update' });
    expect(update).toHaveProperty('disabled', true);
    expect(warningBar()).toBeUndefined();

    await pasteInto(user, field('Short text'), ', 2.0');
    expect(warningBar()).toBeDefined();
    expect(update).toHaveProperty('disabled', false);

    // Restore: the saved values again, no warning.
    await user.click(restore);
    expect(field('Short text')).toHaveProperty('value', 'Для двигунів 1.6');
    expect(warningBar()).toBeUndefined();

    await clearAndPaste(user, field('Description'), 'Фільтр оливи');
    await user.click(update);
    await snackbarSays(englishT('translationSaved'));
    expect(bodiesSentTo(fetchSpy, itemApi.saveTranslate)).toEqual([
      {
        lang: 'uk',
        itemNo: 'OC90',
        description: 'Фільтр оливи',
        searchDescription: 'ФІЛЬТР',
        shortText: 'Для двигунів 1.6',
        longText: '<p>Опис</p>',
      },
    ]);
    // Saved: the saved values are the edited ones now.
    await waitFor(() => expect(warningBar()).toBeUndefined());
    expect(field('Description')).toHaveProperty('value', 'Фільтр оливи');
  });

  it('offers only Add for an empty translation, with an empty long text', async () => {
    const fetchSpy = stubApi({ [itemApi.saveTranslate]: saveAnswer });
    const { user } = renderPanel(itemCard(), 'ru');
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toHaveProperty('disabled', true);

    await pasteInto(user, field('Description'), 'Фильтр масляный');
    expect(warningBar()).toBeDefined();
    await user.click(add);
    await snackbarSays(englishT('translationSaved'));
    // Added: Update and Restore from now on.
    expect(await screen.findByRole('button', { name: 'Update' })).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, itemApi.saveTranslate)).toEqual([
      {
        lang: 'ru',
        itemNo: 'OC90',
        description: 'Фильтр масляный',
        searchDescription: '',
        shortText: '',
        longText: '',
      },
    ]);
  });

  it('offers Add again once every field is emptied: the server removes such a translation', async () => {
    stubApi({ [itemApi.saveTranslate]: saveAnswer });
    const item = itemCard();
    const { user } = renderPanel(
      { ...item, translates: { ...item.translates, uk: { ...emptyUk, description: 'Фільтр' } } },
      'uk',
    );
    await user.clear(field('Description'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await snackbarSays(englishT('translationSaved'));
    expect(await screen.findByRole('button', { name: 'Add' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });

  it("says when a save changed nothing, not 'Successfully saved!' (issue 31)", async () => {
    // Spaces the server trims: the form differs, the stored translation would not.
    const fetchSpy = stubApi({
      [itemApi.saveTranslate]: (body) => ({
        body: { ...(body as object), description: 'Фільтр масляний', changed: false },
      }),
    });
    const { user } = renderPanel(itemCard(), 'uk');
    await pasteInto(user, field('Description'), ' ');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await snackbarSays('Nothing changed: nothing was saved');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).not.toContain(
      englishT('translationSaved'),
    );
    expect(bodiesSentTo(fetchSpy, itemApi.saveTranslate)).toHaveLength(1);
    await waitFor(() => expect(warningBar()).toBeUndefined());
    expect(field('Description')).toHaveProperty('value', 'Фільтр масляний');
    expect(screen.getByRole('button', { name: 'Update' })).toHaveProperty('disabled', true);
  });

  it("shows the server's refusal and keeps the edits", async () => {
    stubApi({
      [itemApi.saveTranslate]: {
        status: 400,
        body: {
          message: englishT('itemLanguageUnknown', { lang: 'ru' }),
          code: 'bad_request',
          key: 'itemLanguageUnknown',
          params: { lang: 'ru' },
        },
      },
    });
    const { user } = renderPanel(itemCard(), 'ru');
    await pasteInto(user, field('Description'), 'Фильтр');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await snackbarSays(englishT('itemLanguageUnknown', { lang: 'ru' }));
    expect(field('Description')).toHaveProperty('value', 'Фильтр');
    expect(warningBar()).toBeDefined();
  });

  it('edits the long text as rich text and saves an editor with no text as empty', async () => {
    const fetchSpy = stubApi({ [itemApi.saveTranslate]: saveAnswer });
    const { user } = renderPanel(itemCard(), 'uk');
    const longText = await screen.findByRole('textbox', { name: 'Long text' });
    await waitFor(() => expect(longText.textContent).toBe('Опис'));
    expect(screen.getByRole('toolbar', { name: 'Text formatting' })).toBeTruthy();

    // Focused, not clicked: ProseMirror maps a click through elementFromPoint, which jsdom lacks.
    act(() => longText.focus());
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(warningBar()).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await snackbarSays(englishT('translationSaved'));
    expect(bodiesSentTo(fetchSpy, itemApi.saveTranslate)).toMatchObject([{ longText: '' }]);
  });
});
