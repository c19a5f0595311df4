import { vi } from 'vitest';

/**
 * Tests only: a submit handler whose every call stays pending until `finish()`, to test a
 * screen while its submit still runs.
 */
export function heldSubmit() {
  let release = (): void => undefined;
  const onSubmit = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        release = resolve;
      }),
  );
  return { onSubmit, finish: () => release() };
}
