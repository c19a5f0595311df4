import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditApi, type AuditRow, type PagedAnswer } from '@bo/contract';
import { openTestApp, type TestApp } from '../../test/test-app.js';
import { auditLog, jobRuns } from '../db/platform.schema.js';
import { auditRetentionJob, runAuditRetention } from './audit-retention.js';

let t: TestApp;
openTestApp({}, async (app) => {
  t = app;
});

const dayMs = 24 * 3600 * 1000;
const now = new Date('2026-06-15T03:00:00Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * dayMs);

/** `count` audit rows of company 1 written at `at`, named by `entityId`. */
const writeRows = (count: number, at: Date, entityId: string) =>
  t.deps.db.insert(auditLog).values(
    Array.from({ length: count }, () => ({
      at,
      actorLogin: 'retention-test',
      comId: 1,
      entity: 'banner',
      entityId,
      action: 'update',
    })),
  );

const remaining = async () =>
  (await t.deps.db.select({ entityId: auditLog.entityId }).from(auditLog))
    .map((row) => row.entityId)
    .sort();

describe('the audit retention job', () => {
  it('removes rows older than the retention in batches, keeps newer ones, once a day for all instances', async () => {
    await writeRows(7, daysBefore(31), 'old');
    await writeRows(1, new Date(daysBefore(30).getTime() - 1000), 'just-old');
    await writeRows(2, new Date(daysBefore(30).getTime() + 1000), 'just-kept');
    await writeRows(3, daysBefore(1), 'new');

    // Two instances at once: one wins the day's run, the other does nothing.
    const [first, second] = await Promise.all([
      runAuditRetention(t.deps.db, 30, { now, batch: 3 }),
      runAuditRetention(t.deps.db, 30, { now, batch: 3 }),
    ]);
    expect([first, second]).toContainEqual({ ran: true, removed: 8 });
    expect([first, second]).toContainEqual({ ran: false });
    expect(await remaining()).toEqual(['just-kept', 'just-kept', 'new', 'new', 'new']);

    const [run] = await t.deps.db.select().from(jobRuns).where(eq(jobRuns.job, auditRetentionJob));
    expect(run?.day).toBe('2026-06-15');
    expect(run?.outcome).toMatch(/^removed 8 audit rows before 2026-05-16T03:00:00.000Z$/);
    expect(run?.finishedAt).toBeInstanceOf(Date);

    // Later the same day (UTC) the job does nothing, though rows have aged past the retention.
    const later = new Date(now.getTime() + 20 * 3600 * 1000);
    expect(await runAuditRetention(t.deps.db, 1, { now: later })).toEqual({ ran: false });
    expect(await remaining()).toHaveLength(5);

    // The next day it runs again.
    const nextDay = new Date(now.getTime() + dayMs);
    expect(await runAuditRetention(t.deps.db, 30, { now: nextDay })).toEqual({
      ran: true,
      removed: 2,
    });
    expect(await remaining()).toEqual(['new', 'new', 'new']);
    expect(await t.deps.db.select().from(jobRuns)).toHaveLength(2);
  });

  it('leaves what remains readable through the viewer', async () => {
    const admin = await t.makeUser({ roles: ['Admin'] });
    const response = await t.post(auditApi.auditPage, { size: 25, page: 0 }, admin);
    const answer = response.json<PagedAnswer<AuditRow>>();
    expect(answer.rows.map((row) => row.entityId)).toEqual(['new', 'new', 'new']);
  });
});
