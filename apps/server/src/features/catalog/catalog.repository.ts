import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { companyRows } from '../../platform/db/company-rows.js';
import type { Executor } from '../../platform/db/database.js';
import { rowExists } from '../../platform/db/row-exists.js';
import { catalogNodes } from './catalog.schema.js';

export type CatalogNodeRow = typeof catalogNodes.$inferSelect;
export type NewCatalogNodeRow = typeof catalogNodes.$inferInsert;

/** The node by id in this company (find, lock, insert, update, delete); another company's node is not found. */
export const nodeRows = companyRows(catalogNodes, {
  comId: catalogNodes.comId,
  id: catalogNodes.id,
});

/**
 * Every node of the company (or its active ones) in one query, ordered by
 * parent, sort and id: the order of catalog_nodes_company_parent_sort_idx,
 * which is also each node's children's order.
 */
export async function listNodes(
  db: Executor,
  comId: number,
  activeOnly: boolean,
): Promise<CatalogNodeRow[]> {
  return db
    .select()
    .from(catalogNodes)
    .where(
      and(eq(catalogNodes.comId, comId), activeOnly ? eq(catalogNodes.active, true) : undefined),
    )
    .orderBy(asc(catalogNodes.parentId), asc(catalogNodes.sort), asc(catalogNodes.id));
}

const parentIs = (parentId: number | null): SQL =>
  parentId === null ? isNull(catalogNodes.parentId) : eq(catalogNodes.parentId, parentId);

export const hasChildren = (db: Executor, comId: number, id: number): Promise<boolean> =>
  rowExists(db, catalogNodes, and(eq(catalogNodes.comId, comId), eq(catalogNodes.parentId, id)));

const idRowsSchema = z.object({ rows: z.array(z.object({ id: z.coerce.number() })) });

/** The ids above the node, its parent first (at most two: the tree has three levels). */
export async function ancestorIds(db: Executor, comId: number, id: number): Promise<number[]> {
  const result = await db.execute(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from ${catalogNodes} where com_id = ${comId} and id = ${id}
      union all
      select n.id, n.parent_id, up.depth + 1 from ${catalogNodes} n
        join up on n.com_id = ${comId} and n.id = up.parent_id
      where up.depth < 5
    )
    select id from up where depth > 0 order by depth`);
  return idRowsSchema.parse(result).rows.map((row) => row.id);
}

/** The children of `parentId` (null: the top level) in their order, locked until the transaction ends. */
export async function lockSiblings(
  db: Executor,
  comId: number,
  parentId: number | null,
): Promise<CatalogNodeRow[]> {
  return db
    .select()
    .from(catalogNodes)
    .where(and(eq(catalogNodes.comId, comId), parentIs(parentId)))
    .orderBy(asc(catalogNodes.sort), asc(catalogNodes.id))
    .for('update');
}

/** Sets the sort of several nodes in one statement; answers the rows as they are now. */
export async function setSorts(
  db: Executor,
  comId: number,
  sorts: readonly { id: number; sort: number }[],
): Promise<CatalogNodeRow[]> {
  if (sorts.length === 0) return [];
  const values = JSON.stringify(sorts);
  return db
    .update(catalogNodes)
    .set({ sort: sql`v.sort` })
    .from(sql`jsonb_to_recordset(${values}::jsonb) as v(id int, sort int)`)
    .where(and(eq(catalogNodes.comId, comId), sql`${catalogNodes.id} = v.id`))
    .returning();
}

/** Inserts the nodes in one statement, answering them as stored (the demo's tree, a level at a time). */
export async function insertNodes(
  db: Executor,
  nodes: NewCatalogNodeRow[],
): Promise<CatalogNodeRow[]> {
  return nodes.length === 0 ? [] : db.insert(catalogNodes).values(nodes).returning();
}
