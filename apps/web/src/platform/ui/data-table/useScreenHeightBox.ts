import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** Room kept beneath the box: the pagination bar, the paper's border and the page's padding. */
const belowBox = 52 + 2 + 16;
/** A box far down its page is still this share of the screen high. */
const smallestShare = 0.6;

/**
 * The height of a table's scroll box that ends at the bottom of the first
 * screen, so that its horizontal scrollbar is in view without scrolling down
 * (issue 32): the screen's height less the box's top and the pagination bar.
 * Measured again after each render (a bar shown above it) and on a resize.
 */
export function useScreenHeightBox(ref: RefObject<HTMLElement | null>): number {
  const [maxHeight, setMaxHeight] = useState(() => window.innerHeight - belowBox);
  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const top = element.getBoundingClientRect().top + window.scrollY;
    const screen = window.innerHeight;
    const next = Math.round(Math.max(screen * smallestShare, screen - top - belowBox));
    setMaxHeight((previous) => (previous === next ? previous : next));
  }, [ref]);
  // After every render: what is shown above the box may have changed its top.
  useLayoutEffect(measure);
  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return maxHeight;
}
