import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.js';
import { firstRow, lockedRow } from '../../../platform/db/first-row.js';
import { keyedRows } from '../../../platform/db/keyed-rows.js';
import { contentKind, type ContentKind } from '../article/content.repository.js';
import { contentGroups } from './gift-items.schema.js';

export type GroupRow = typeof contentGroups.$inferSelect;
/** A group with what stands in it: its direct subgroups and its items. */
export type CountedGroupRow = GroupRow & { subGroupCount: number; itemCount: number };

// Written with the table's own name: inside the subqueries "content_groups" is the
// listed group (the inner tables are aliased), which drizzle's column references
// would not say in a select list.
const countColumns = {
  subGroupCount: sql<number>`(select count(*) from content_groups s
    where s.com_id = content_groups.com_id and s.content_id = content_groups.content_id
      and s.parent_group_id = content_groups.group_id)`.mapWith(Number),
  itemCount: sql<number>`(select count(*) from content_items i
    where i.com_id = content_groups.com_id and i.content_id = content_groups.content_id
      and i.group_id = content_groups.group_id)`.mapWith(Number),
};

const inContent = (comId: number, contentId: number) =>
  and(eq(contentGroups.comId, comId), eq(contentGroups.contentId, contentId));
const byId = (comId: number, contentId: number, groupId: number) =>
  and(inContent(comId, contentId), eq(contentGroups.groupId, groupId));

/** The content's item type inputs, locked against deletion until the transaction ends (or read, outside one). */
export const findContentKind = (
  db: Executor,
  comId: number,
  contentId: number,
  { lock = false } = {},
): Promise<ContentKind | undefined> =>
  contentKind(db, comId, contentId, lock ? 'key share' : undefined);

/** Every group of the content with its counts, by sort, then name, in one query. */
export async function groupsOf(
  db: Executor,
  comId: number,
  contentId: number,
): Promise<CountedGroupRow[]> {
  return db
    .select({ ...getTableColumns(contentGroups), ...countColumns })
    .from(contentGroups)
    .where(inContent(comId, contentId))
    .orderBy(asc(contentGroups.sort), asc(contentGroups.giftGroup), asc(contentGroups.groupId));
}

export const findGroup = (
  db: Executor,
  comId: number,
  contentId: number,
  groupId: number,
): Promise<CountedGroupRow | undefined> =>
  firstRow(
    db
      .select({ ...getTableColumns(contentGroups), ...countColumns })
      .from(contentGroups)
      .where(byId(comId, contentId, groupId)),
  );

/**
 * The group, locked until the transaction ends: `update` against items and
 * subgroups being added to it (their keys take a share lock on it), `key share`
 * against its deletion while an item or subgroup is put in it.
 */
export const lockGroup = (
  db: Executor,
  comId: number,
  contentId: number,
  groupId: number,
  strength: 'update' | 'key share',
): Promise<GroupRow | undefined> =>
  lockedRow(
    db
      .select()
      .from(contentGroups)
      .where(byId(comId, contentId, groupId)),
    strength,
  );

/** Every group of the content, locked: two moves in one tree run one after the other (no cycle between them). */
export async function lockGroupsOf(
  db: Executor,
  comId: number,
  contentId: number,
): Promise<GroupRow[]> {
  return db
    .select()
    .from(contentGroups)
    .where(inContent(comId, contentId))
    .orderBy(asc(contentGroups.groupId))
    .for('no key update');
}

export const groupRows = keyedRows(contentGroups, byId);
