import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
// Screens read their words through react-i18next: the app's instance, started as in main.tsx.
import '../platform/i18n';
import { cacheComputedStyles } from './computedStyleCache';
import { removeTestStyles } from './testStyles';
import { waitMargin } from './waits';

configure({ asyncUtilTimeout: waitMargin });
cacheComputedStyles();

// Without Vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
afterAll(removeTestStyles);

// jsdom has no object URLs; previews only need a distinct URL per file.
let objectUrlCount = 0;
URL.createObjectURL = () => {
  objectUrlCount += 1;
  return `blob:test/${objectUrlCount}`;
};
URL.revokeObjectURL = () => undefined;
