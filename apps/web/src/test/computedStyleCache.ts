const installed = Symbol.for('bo.test.computedStyleCache');

/**
 * Tests only: keeps jsdom's answers to `getComputedStyle(element)` until the
 * document changes. jsdom matches every style rule of the document at each
 * call, and a role query asks it for every candidate, each of its ancestors
 * and each of its children: the same elements again and again (in a profile of
 * the slowest files, most of the queries' time). Any change of a node, an
 * attribute (a class, an inline style) or a style rule's text, or a resize,
 * drops every kept answer before the next call is answered, so an answer is
 * always what jsdom would compute at that moment.
 */
export function cacheComputedStyles() {
  const scope = window as unknown as Record<symbol, boolean>;
  if (scope[installed]) return;
  scope[installed] = true;

  const computeStyle = window.getComputedStyle.bind(window);
  let kept = new WeakMap<Element, CSSStyleDeclaration>();
  const forget = () => {
    kept = new WeakMap();
  };
  const changes = new MutationObserver(forget);
  changes.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  window.addEventListener('resize', forget);

  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return computeStyle(element, pseudoElement);
    // Changes not yet delivered to the observer's callback.
    if (changes.takeRecords().length > 0) forget();
    let style = kept.get(element);
    if (!style) {
      style = computeStyle(element);
      kept.set(element, style);
    }
    return style;
  };
}
