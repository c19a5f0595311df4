import { describe, expect, it } from 'vitest';
import {
  bugLimits,
  bugReportFormSchema,
  bugsPageRequestSchema,
  bugStatusKey,
  bugStatuses,
  bugUpdateSchema,
  isBugStatus,
} from './bugs.js';
import { en } from './text/en.js';

describe('bug statuses', () => {
  it('are 1 New to 5 Duplicate, each named in the catalogue', () => {
    expect(bugStatuses).toEqual([1, 2, 3, 4, 5]);
    expect(bugStatuses.map((status) => en[bugStatusKey(status) as keyof typeof en])).toEqual([
      'New',
      'In progress',
      'Fixed',
      'Rejected',
      'Duplicate',
    ]);
  });

  it('know no other code', () => {
    for (const code of [0, 6, -1, 1.5]) expect(isBugStatus(code)).toBe(false);
    expect(bugStatusKey(9)).toBeUndefined();
  });
});

describe('bug schemas', () => {
  it('trim the report, require a page and a description, and bound the lengths', () => {
    expect(bugReportFormSchema.parse({ page: ' /admin ', description: ' broken ' })).toEqual({
      page: '/admin',
      description: 'broken',
      userAgent: '',
    });
    expect(bugReportFormSchema.safeParse({ page: '/', description: '  ' }).success).toBe(false);
    expect(bugReportFormSchema.safeParse({ page: '', description: 'x' }).success).toBe(false);
    const long = 'x'.repeat(bugLimits.description + 1);
    expect(bugReportFormSchema.safeParse({ page: '/', description: long }).success).toBe(false);
    expect(
      bugReportFormSchema.safeParse({ page: '/', description: 'x'.repeat(100_000) }).success,
    ).toBe(false);
  });

  it('default the list filter to any status and the update comment to none', () => {
    expect(bugsPageRequestSchema.parse({ size: 25, page: 0 })).toEqual({
      size: 25,
      page: 0,
      desc: false,
      status: 0,
    });
    expect(bugUpdateSchema.parse({ id: 3, status: 2 })).toEqual({ id: 3, status: 2, comment: '' });
    expect(bugUpdateSchema.safeParse({ id: 0, status: 2 }).success).toBe(false);
  });
});
