import type { UserEvent } from '@testing-library/user-event';

/**
 * Tests only: clicks `field` and pastes `text` at the caret, one input event
 * where typing would render the screen once per key. A test of what each key
 * does (a mask, a length limit, a counter, a debounce) types instead.
 */
export async function pasteInto(user: UserEvent, field: Element, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Tests only: empties `field`, then pastes `text` into it (pasteInto). */
export async function clearAndPaste(user: UserEvent, field: Element, text: string) {
  await user.clear(field);
  await pasteInto(user, field, text);
}

/** Tests only: empties `field`, then types `text` into it key by key. */
export async function clearAndType(user: UserEvent, field: Element, text: string) {
  await user.clear(field);
  await user.type(field, text);
}
