import { describe, expect, it } from 'vitest';
import {
  auditChanges,
  auditEntityKey,
  auditPageRequestSchema,
  auditValueText,
  periodEnd,
  periodStart,
  sameValue,
} from './audit.js';

describe('the before/after view', () => {
  it('shows only the fields whose values changed, nested objects compared by value', () => {
    const before = {
      title: 'Old',
      sort: 1,
      tags: ['a', 'b'],
      place: { x: 1, y: { z: 2 } },
      gone: 5,
    };
    const after = {
      sort: 1,
      title: 'New',
      tags: ['a', 'b'],
      place: { y: { z: 2 }, x: 1 },
      added: null,
    };
    expect(auditChanges('update', before, after)).toEqual([
      { field: 'title', before: 'Old', after: 'New' },
      { field: 'added', before: undefined, after: null },
      { field: 'gone', before: 5, after: undefined },
    ]);
    expect(
      auditChanges('update', { place: { x: 1, y: { z: 2 } } }, { place: { x: 1, y: { z: 3 } } }),
    ).toEqual([{ field: 'place', before: { x: 1, y: { z: 2 } }, after: { x: 1, y: { z: 3 } } }]);
    expect(auditChanges('update', { tags: ['a', 'b'] }, { tags: ['b', 'a'] })).toHaveLength(1);
    expect(auditChanges('update', { a: 1 }, { a: 1 })).toEqual([]);
  });

  it('shows every field of the record made on a creation and of the record removed on a deletion', () => {
    expect(auditChanges('create', null, { title: 'New', sort: 1 })).toEqual([
      { field: 'title', before: undefined, after: 'New' },
      { field: 'sort', before: undefined, after: 1 },
    ]);
    expect(auditChanges('delete', { title: 'Old', sort: 1 }, null)).toEqual([
      { field: 'title', before: 'Old', after: undefined },
      { field: 'sort', before: 1, after: undefined },
    ]);
  });

  it('shows a side that is no object as one field without a name', () => {
    expect(auditChanges('update', 'a', 'b')).toEqual([{ field: '', before: 'a', after: 'b' }]);
    expect(auditChanges('update', null, null)).toEqual([]);
    expect(auditChanges('update', [1], [1, 2])).toEqual([
      { field: '', before: [1], after: [1, 2] },
    ]);
  });

  it('compares by value and writes values as text', () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(auditValueText('text')).toBe('text');
    expect(auditValueText(5)).toBe('5');
    expect(auditValueText(null)).toBe('null');
    expect(auditValueText({ a: [1] })).toBe('{"a":[1]}');
    expect(auditValueText(undefined)).toBe('');
  });
});

describe('the audit filters', () => {
  it('names known entities by key and leaves the others as they are', () => {
    expect(auditEntityKey('banner')).toBe('auditEntityBanner');
    expect(auditEntityKey('item-file')).toBe('auditEntityItemFile');
    expect(auditEntityKey('something-new')).toBeUndefined();
    expect(auditEntityKey('toString')).toBeUndefined();
  });

  it('reads a date as a whole UTC day and a timestamp as it is', () => {
    expect(periodStart('2026-03-02').toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(periodEnd('2026-03-02').toISOString()).toBe('2026-03-03T00:00:00.000Z');
    expect(periodEnd('2026-12-31').toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(periodEnd('2026-03-02T10:00:00+02:00').toISOString()).toBe('2026-03-02T08:00:00.000Z');
  });

  it('takes empty filters and newest first by default', () => {
    expect(auditPageRequestSchema.parse({ size: 25, page: 0 })).toEqual({
      size: 25,
      page: 0,
      desc: true,
      entity: '',
      login: '',
      action: '',
      from: null,
      to: null,
    });
    // An empty bound is no bound, as an empty filter is no filter elsewhere (issue 31).
    expect(auditPageRequestSchema.parse({ size: 25, page: 0, from: '', to: '' })).toMatchObject({
      from: null,
      to: null,
    });
    expect(auditPageRequestSchema.safeParse({ size: 25, page: 0, action: 'publish' }).success).toBe(
      false,
    );
  });
});
