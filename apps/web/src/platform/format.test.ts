import { describe, expect, it } from 'vitest';
import { formatDate, formatSize } from './format';

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

describe('formatSize', () => {
  it('says bytes, KB or MB, and nothing for a folder', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(12_800)).toBe('12.5 KB');
    expect(formatSize(3_355_443)).toBe('3.2 MB');
    expect(formatSize(null)).toBe('');
  });
});
