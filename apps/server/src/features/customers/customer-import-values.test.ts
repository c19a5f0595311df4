import { describe, expect, it } from 'vitest';
import { balanceDateValue, balanceValue } from './customer-import.service.js';

describe('balanceValue', () => {
  it('reads empty as 0, a comma as the decimal point, at most 2 decimals', () => {
    expect(balanceValue('')).toBe('0');
    expect(balanceValue('1234.5')).toBe('1234.5');
    expect(balanceValue('1234,56')).toBe('1234.56');
    expect(balanceValue('-12,3')).toBe('-12.3');
    expect(balanceValue('+7')).toBe('+7');
    expect(balanceValue('999999999999.99')).toBe('999999999999.99');
  });

  it('rounds the binary noise of a number cell, and refuses anything else', () => {
    expect(balanceValue('0.30000000000000004')).toBe('0.30');
    expect(balanceValue('1.234')).toBeNull();
    expect(balanceValue('1.2300001')).toBeNull();
    expect(balanceValue('12a')).toBeNull();
    expect(balanceValue('1,234.50')).toBeNull();
    expect(balanceValue('1e5')).toBeNull();
    expect(balanceValue('1000000000000')).toBeNull();
  });
});

describe('balanceDateValue', () => {
  it('reads YYYY-MM-DD and the day number of a date cell; empty is no date', () => {
    expect(balanceDateValue('')).toBeNull();
    expect(balanceDateValue('2026-10-31')).toBe('2026-10-31');
    expect(balanceDateValue('46326')).toBe('2026-10-31');
  });

  it('refuses other forms and impossible days', () => {
    expect(balanceDateValue('31/10/2026')).toBeUndefined();
    expect(balanceDateValue('2026-02-30')).toBeUndefined();
    expect(balanceDateValue('2026-13-01')).toBeUndefined();
    expect(balanceDateValue('46326.5')).toBeUndefined();
    expect(balanceDateValue('9999999')).toBeUndefined();
  });
});
