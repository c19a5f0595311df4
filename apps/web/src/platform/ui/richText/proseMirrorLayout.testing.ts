import { afterAll, beforeAll } from 'vitest';

/**
 * Tests only. ProseMirror measures the selection to scroll it into view:
 * jsdom has no layout, so these answer empty boxes while the calling file
 * runs (the web project shares one jsdom between files, so they are put back
 * after). Call it at the top of a test file that edits rich text.
 */
export function stubProseMirrorLayout(): void {
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  const emptyRects = (): DOMRect[] => [];
  const stubs: [object, string, unknown][] = [
    [Range.prototype, 'getClientRects', emptyRects],
    [Range.prototype, 'getBoundingClientRect', emptyRect],
    [Element.prototype, 'getClientRects', emptyRects],
  ];
  const originals = stubs.map(([target, name]) => Object.getOwnPropertyDescriptor(target, name));
  beforeAll(() => {
    for (const [target, name, value] of stubs) {
      Object.defineProperty(target, name, { value, configurable: true, writable: true });
    }
  });
  afterAll(() => {
    stubs.forEach(([target, name], index) => {
      const original = originals[index];
      if (original) Object.defineProperty(target, name, original);
      else Reflect.deleteProperty(target, name);
    });
  });
}
