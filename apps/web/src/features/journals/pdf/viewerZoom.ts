/**
 * A zoom of the viewer: a scale (1 = 100 %), the page fitted to the width of
 * the view, or 'auto' (fitted, but at most 125 %, so a wide screen still shows
 * most of a page).
 */
export type Zoom = number | 'fit' | 'auto';

const autoMaxScale = 1.25;

const zoomSteps: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4];
const minZoom = zoomSteps[0] ?? 0.5;
const maxZoom = zoomSteps[zoomSteps.length - 1] ?? 4;

/** The next step above (`direction` 1) or below (-1) the scale shown now; it stays within the steps. */
export function stepZoom(shownScale: number, direction: 1 | -1): number {
  // A small tolerance so that a fitted 0.999 steps to 1.25, not to 1.
  const tolerance = 0.01;
  if (direction === 1) {
    return zoomSteps.find((step) => step > shownScale + tolerance) ?? maxZoom;
  }
  return [...zoomSteps].reverse().find((step) => step < shownScale - tolerance) ?? minZoom;
}

/** The scale that makes a page `pageWidth` points wide fill `viewWidth` pixels, within the steps. */
export function fitScale(pageWidth: number, viewWidth: number): number {
  if (pageWidth <= 0 || viewWidth <= 0) return 1;
  return Math.min(maxZoom, Math.max(minZoom, viewWidth / pageWidth));
}

/** A page number typed by the user, kept within 1..pageCount; null when it is not a number. */
export function clampPage(text: string, pageCount: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  return Math.min(Math.max(1, Number(text)), Math.max(1, pageCount));
}

/** "125 %". */
export function zoomLabel(scale: number): string {
  return `${Math.round(scale * 100)} %`;
}

/** The scale a zoom shows a page `pageWidth` points wide at, in a view `viewWidth` pixels wide. */
export function scaleFor(zoom: Zoom, pageWidth: number, viewWidth: number): number {
  if (zoom === 'fit') return fitScale(pageWidth, viewWidth);
  if (zoom === 'auto') return Math.min(autoMaxScale, fitScale(pageWidth, viewWidth));
  return zoom;
}
