import { en, languageNames, roleCatalogue, roleCodes, uk, type Me } from '@bo/contract';
import type { Page } from '@playwright/test';
import { expect, signInAsNewUser, test } from './fixtures.js';

/**
 * The English texts of the catalogue that Ukrainian words differently: none of
 * them may be left on a screen shown in Ukrainian. Texts with placeholders are
 * left out (their filled-in words cannot be told from data).
 */
const ukrainian: Record<string, string> = uk;
const englishOnly = new Set(
  Object.entries(en)
    .filter(([key, words]) => !words.includes('{{') && ukrainian[key] !== words)
    .map(([, words]) => words),
);

/**
 * Data, not labels: the demo accounts are named after their roles in English
 * ('Administrator', 'Content manager'), and those names show in the users
 * list and on the account button. They are skipped there only.
 */
const accountNames = ['Administrator', ...roleCodes.map((role) => roleCatalogue[role].name)];

/** Every text a person reads or hears on the page: text nodes and the labelling attributes. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate((names) => {
    const isAccountName = (words: string, element: Element) =>
      names.includes(words) && element.closest('td, header button') !== null;
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style')) continue;
      const words = node.textContent?.trim() ?? '';
      if (!isAccountName(words, parent)) texts.push(words);
    }
    const labelled = document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]');
    for (const element of Array.from(labelled)) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const words = element.getAttribute(name)?.trim() ?? '';
        if (!isAccountName(words, element)) texts.push(words);
      }
    }
    return texts.map((text) => text.trim()).filter(Boolean);
  }, accountNames);
}

test('in Ukrainian, every screen of the drawer shows no English text of the catalogue', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // An account of the test's own holding every role, as `admin` does: the language it keeps
  // is nobody else's.
  await signInAsNewUser(page, roleCodes);
  await page.goto('/admin');
  await page.getByRole('button', { name: en.interfaceLanguage }).click();
  await page.getByRole('menuitem', { name: languageNames.uk }).click();
  await expect(page.getByRole('button', { name: uk.signOut })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  // Kept for the user on the server: a new page (another browser tab) opens in Ukrainian.
  const me = (await (await page.request.get('/api/auth/me')).json()) as Me;
  expect(me.lang).toBe('uk');

  const menu = page.getByRole('navigation', { name: uk.mainMenu });
  const paths = await menu
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(paths.length).toBeGreaterThan(8);

  const leftovers: string[] = [];
  for (const path of ['/admin', ...paths]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    for (const text of await shownTexts(page))
      if (englishOnly.has(text)) leftovers.push(`${path}: ${text}`);
  }
  expect(leftovers).toEqual([]);
});
