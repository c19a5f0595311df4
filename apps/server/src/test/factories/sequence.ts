/**
 * One counter for every factory, so that each row a test makes has values no
 * other call gives (a company id, a customer code) and never meets another
 * test's data.
 */
let sequence = 0;

export const nextSequence = () => ++sequence;
