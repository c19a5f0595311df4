import { messages } from '@bo/contract';
import { screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { clearAndPaste, pasteInto } from '../../test/pasteInto';
import { renderInApp } from '../../test/renderInApp';
import { FormTextField } from './form/FormTextField';
import { changedLanguages, LanguageTabs, type LanguageCode } from './LanguageTabs';

type Translation = { description: string };
type Translations = Record<LanguageCode, Translation>;

const saved: Translations = {
  uk: { description: 'Фільтр' },
  ru: { description: 'Фильтр' },
  en: { description: 'Filter' },
};

/** Translation fields of an item card, as C§2.2 shows them. */
function TranslationForm() {
  const { control, formState } = useForm<Translations>({ defaultValues: saved });
  return (
    <form>
      <LanguageTabs changed={changedLanguages(formState.dirtyFields)} counts={{ uk: 1 }}>
        {(language) => (
          <FormTextField
            key={language}
            control={control}
            name={`${language}.description`}
            label="Description"
          />
        )}
      </LanguageTabs>
    </form>
  );
}

const tabs = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const description = () => screen.getByRole('textbox', { name: 'Description' });

describe('LanguageTabs', () => {
  it('shows Ukrainian first, then Russian and English, with the panel of the open tab', async () => {
    const { user } = renderInApp(<TranslationForm />);
    expect(tabs()).toEqual(['Ukrainian (1)', 'Russian', 'English']);
    expect(screen.getByRole('tab', { name: 'Ukrainian (1)' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(description()).toHaveProperty('value', 'Фільтр');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { name: 'Ukrainian (1)' }).id,
    );

    await user.click(screen.getByRole('tab', { name: 'English' }));
    expect(description()).toHaveProperty('value', 'Filter');
  });

  it('marks the languages that differ from the saved values and warns on their panel', async () => {
    const { user } = renderInApp(<TranslationForm />);
    await user.click(screen.getByRole('tab', { name: 'Russian' }));
    await pasteInto(user, description(), ' масляный');

    const russian = screen.getByRole('tab', { name: 'Russian, changed' });
    expect(within(screen.getByRole('tabpanel')).getByRole('alert').textContent).toBe(
      messages.languageChanged,
    );

    // Switching keeps the values and asks nothing; an unchanged language has no warning.
    await user.click(screen.getByRole('tab', { name: 'English' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(russian);
    expect(description()).toHaveProperty('value', 'Фильтр масляный');

    // Back to the saved text: nothing is marked any more.
    await clearAndPaste(user, description(), 'Фильтр');
    expect(screen.getByRole('tab', { name: 'Russian' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads the changed languages from nested dirty fields', () => {
    expect(changedLanguages({})).toEqual([]);
    expect(
      changedLanguages({ en: { description: true }, uk: { description: false }, ru: {} }),
    ).toEqual(['en']);
    expect(changedLanguages({ uk: { files: [{ name: true }] } })).toEqual(['uk']);
  });
});
