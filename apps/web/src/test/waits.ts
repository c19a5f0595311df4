/**
 * How long a wait for a state (findBy*, waitFor) may last before the test
 * fails: a margin against a hang on a loaded machine, not a budget. A wait
 * for something the app does after a delay of its own adds the delay to it.
 */
export const waitMargin = 5000;
