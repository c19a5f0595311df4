import { describe, expect, it } from 'vitest';
import { formatMonth } from '../journals.api';
import { clampPage, fitScale, scaleFor, stepZoom, zoomLabel } from './viewerZoom';

describe('viewer zoom and pages', () => {
  it('steps the zoom from the scale shown, within 50 % and 400 %', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    // A fitted 0.996 counts as 100 %.
    expect(stepZoom(0.996, 1)).toBe(1.25);
    expect(stepZoom(1.1, -1)).toBe(1);
    expect(stepZoom(4, 1)).toBe(4);
    expect(stepZoom(0.5, -1)).toBe(0.5);
  });

  it('fits a page to the width of the view', () => {
    expect(fitScale(600, 900)).toBe(1.5);
    expect(fitScale(600, 100)).toBe(0.5);
    expect(fitScale(0, 900)).toBe(1);
    expect(zoomLabel(1.5)).toBe('150 %');
    // 'auto' fits too, but stops at 125 % on a wide view.
    expect(scaleFor('auto', 600, 900)).toBe(1.25);
    expect(scaleFor('auto', 600, 450)).toBe(0.75);
    expect(scaleFor('fit', 600, 900)).toBe(1.5);
    expect(scaleFor(2, 600, 900)).toBe(2);
  });

  it('keeps a typed page number within the document', () => {
    expect(clampPage('3', 10)).toBe(3);
    expect(clampPage('0', 10)).toBe(1);
    expect(clampPage('99', 10)).toBe(10);
    expect(clampPage('two', 10)).toBeNull();
  });

  it('names a journal month', () => {
    expect(formatMonth('2026-03')).toBe('March 2026');
    expect(formatMonth('2026')).toBe('2026');
  });
});
