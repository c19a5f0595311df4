import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

describe('en-GB dates (DESIGN §5)', () => {
  it('shows a date-only value as dd/mm/yyyy without a time-zone shift', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
  });

  it('shows an instant as its day', () => {
    expect(formatDate('2026-11-21T12:00:00.000Z')).toBe('21/11/2026');
  });

  it('shows nothing for nothing, and an unreadable value as it is', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });
});
