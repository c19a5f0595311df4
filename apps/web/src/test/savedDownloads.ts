import { beforeEach, vi } from 'vitest';

/**
 * Tests only: called in a describe block, the names of the files its tests
 * save (a download link's click, which saves nothing), each test from none.
 */
export function savedDownloads(): string[] {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
  });
  return saved;
}
