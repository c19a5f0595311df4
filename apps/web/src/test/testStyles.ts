import createCache, { type EmotionCache } from '@emotion/cache';

let cache: EmotionCache | undefined;

/**
 * Tests only: the emotion cache of the running test file, as main.tsx gives
 * the app one. Its `<style>` elements go with removeTestStyles() after the
 * file: with one jsdom for every file (isolate: false), one cache for the run
 * would keep every rule of every file in the document, and each
 * getComputedStyle (every *ByRole query, every click) would read them all.
 */
export function testStyleCache(): EmotionCache {
  cache ??= createCache({ key: 'css' });
  return cache;
}

/** Removes the `<style>` elements of the file's cache; the next file starts a new one. */
export function removeTestStyles() {
  cache?.sheet.flush();
  cache = undefined;
}
