import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('TRUST_PROXY', () => {
  it('is a number of trusted hops or a list of proxy addresses, never "trust every entry"', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/24' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/24',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});

describe('AUDIT_RETENTION_DAYS', () => {
  it('is a whole number of days, 730 unless set', () => {
    expect(loadConfig({}).auditRetentionDays).toBe(730);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '90' }).auditRetentionDays).toBe(90);
    for (const wrong of ['0', '-1', '1.5', 'a year', '36501'])
      expect(() => loadConfig({ AUDIT_RETENTION_DAYS: wrong }), wrong).toThrow(
        /AUDIT_RETENTION_DAYS/,
      );
  });
});
