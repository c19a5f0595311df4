import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
// Screens read their words through react-i18next: the app's instance, started as in main.tsx.
import { i18n } from '../platform/i18n';
import { cacheComputedStyles } from './computedStyleCache';
import { removeTestStyles } from './testStyles';
import { waitMargin } from './waits';

configure({ asyncUtilTimeout: waitMargin });
cacheComputedStyles();

/** The made-up language tests add their own words in (`i18n.addResourceBundle`). */
const madeUpLanguage = 'xx';

// Without Vitest globals Testing Library cannot register its own cleanup. A test that shows
// another language leaves the next one in English, without the made-up language's words.
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
  if (i18n.hasResourceBundle(madeUpLanguage, 'translation')) {
    i18n.removeResourceBundle(madeUpLanguage, 'translation');
  }
});
afterAll(removeTestStyles);

// jsdom has no object URLs; previews only need a distinct URL per file.
let objectUrlCount = 0;
URL.createObjectURL = () => {
  objectUrlCount += 1;
  return `blob:test/${objectUrlCount}`;
};
URL.revokeObjectURL = () => undefined;
