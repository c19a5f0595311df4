import { and, asc, eq } from 'drizzle-orm';
import { companyRows } from '../../../platform/db/company-rows.js';
import type { Executor } from '../../../platform/db/database.js';
import { productBrands, productGroups, productSubGroups } from '../../items/index.js';
import { contentKind } from '../article/content.repository.js';
import { pointsIncomeRules } from './points.schema.js';

export type PointsRuleRow = typeof pointsIncomeRules.$inferSelect;
export type NewPointsRuleRow = typeof pointsIncomeRules.$inferInsert;

/** The rule by id in this company (find, lock, insert, update, delete); another company's rule is not found. */
export const ruleRows = companyRows(pointsIncomeRules, {
  comId: pointsIncomeRules.comId,
  id: pointsIncomeRules.id,
});

/** The content's type, the content row locked until the transaction ends; undefined when the company has no such content. */
export const lockedContentType = async (db: Executor, comId: number, contentId: number) =>
  (await contentKind(db, comId, contentId, 'update'))?.contentType;

/** The action's rules by id. */
export async function rulesOf(db: Executor, comId: number, contentId: number) {
  return db
    .select()
    .from(pointsIncomeRules)
    .where(and(eq(pointsIncomeRules.comId, comId), eq(pointsIncomeRules.contentId, contentId)))
    .orderBy(asc(pointsIncomeRules.id));
}

// ---------------------------------------------------------------------------
// The rule dialog's lists: brands, then groups, then subgroups of the item master

/** The brands that have items (the item master's skip scan), each its own name. */
export async function ruleBrands(db: Executor, comId: number) {
  const brands = await productBrands(db, comId);
  return brands.map((code) => ({ code, name: code }));
}

/** The groups holding items of these brands (of any brand when none), with their names. */
export const ruleGroups = productGroups;

/** The subgroups of the group holding items of these brands (of any brand when none), with their names. */
export const ruleSubGroups = productSubGroups;
