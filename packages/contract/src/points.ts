import { z } from 'zod';
import { pagedAnswerSchema } from './api.js';
import { importAnswerSchema } from './import-answer.js';
import { messages } from './messages.js';
import { pagedRequestSchema, positiveIdSchema, searchTextBodySchemas } from './request-fields.js';
import { ruleAnswerFields, ruleInputFields } from './rule-fields.js';
import { keyMask } from './shape-keys.js';

/**
 * Points (B§2 tab-4 and settings tab-3, B§3, B§5, B§7; DESIGN §9 Points):
 * the income rules, the sales they turn into points, the ledger per content
 * and customer mainCode, its adjustments and the points tab. Every call is for
 * ContentManager (`screenRoles.content`) and reads and writes the caller's
 * company only.
 */
export const pointsApi = {
  /** Body the content id: its income rules, by id. */
  rules: '/api/Content/PointsIncomeRules',
  /** Body the rule (its `contentId`; `id` ignored): the stored rule. */
  newRule: '/api/Content/NewPointsIncomeRule',
  /** Body the rule with its `id`: the stored rule. */
  updateRule: '/api/Content/UpdatePointsIncomeRule',
  /** Body the rule (its `id` is read): `{ok: true}`. */
  deleteRule: '/api/Content/DeletePointsIncomeRule',
  /** No body: the brands of the item master, `[{code, name}]`. */
  ruleBrands: '/api/content/PointsIncomeBrands',
  /** Body the brand (a JSON string; empty: every brand): the groups it has, `[{code, name}]`. */
  ruleGroups: '/api/content/PointsIncomeGroups',
  /** Body `{brand, groupCode}`: the subgroups they have, `[{code, name}]`. */
  ruleSubGroups: '/api/content/PointsIncomeSubGroups',
  /** Multipart `file` (.xlsx or .csv, header postingDate, custNo, itemNo, quantity, amount): `{success, imported, failedItems}`. */
  importSales: '/api/Sales/ImportSales',
  /** Body `{id, size, page, desc}`, query `filter`, `orderBy`: paged Points rows (rating first by default). */
  points: '/api/Content/Points',
  /** Body the content id, query `filter` as Points: the sums of the four point columns over the rows it selects (all without one), as the export's last row. */
  summary: '/api/Content/SummaryPoints',
  /** Body `{mainCode, amount, description, contentId}`: the ledger entry. */
  adjust: '/api/Content/PointsAdjustment',
  /** Beyond the spec: body `{id, description}`: the reversing entry of an adjustment (once only). */
  reverse: '/api/Content/ReversePointsAdjustment',
  /** Beyond the spec: body `{contentId, mainCode}`: the customer's ledger (accruals by sales line, adjustments, spending by order). */
  ledger: '/api/Content/PointsLedger',
  /** `/api/Content/PointsExportToExcel/{id}`, body the search text: an .xlsx of every row the search selects, streamed. */
  export: (contentId: number) => `/api/Content/PointsExportToExcel/${contentId}`,
} as const;

/** DESIGN §5: giftEntryStatus 1 Created, 2 Processing, 3 Shipped, 4 Finished, 5 Canceled. */
export const giftEntryStatuses = [1, 2, 3, 4, 5] as const;
export type GiftEntryStatus = (typeof giftEntryStatuses)[number];
/** A canceled order spends no points (DESIGN §9). */
export const canceledGiftEntryStatus = 5;
/** The status a placed order starts in: 1 Created. */
export const createdGiftEntryStatus = 1;

/** B§9: points are shown with 2 decimals. */
export const pointsDecimals = 2;
export const pointsLimits = {
  descriptionMax: 250,
  /** The largest amount of one adjustment, either sign. */
  amountMax: 100_000_000,
  /** The rule lists' longest text. */
  ruleListMax: 4000,
  /** The newest accrual lines a ledger shows. */
  ledgerLinesMax: 1000,
} as const;
/** The sales import (DESIGN §9): its header, in this order, and its largest file. */
export const salesImportColumns = [
  'postingDate',
  'custNo',
  'itemNo',
  'quantity',
  'amount',
] as const;
export const salesImportMaxLines = 1_000_000;

/**
 * B§5: the income rule's items list: ';' and ',' become '|', repeated '|'
 * are collapsed and a trailing '|' is removed. Beyond the letter: blanks
 * around a number are dropped, since no item number holds one.
 */
export function normaliseRuleItems(items: string): string {
  return items
    .replace(/[;,]/g, '|')
    .replace(/\s*\|\s*/g, '|')
    .trim()
    .replace(/\|{2,}/g, '|')
    .replace(/\|$/, '');
}
/** B§5: subgroups are stored comma-joined. */
export const joinSubGroups = (codes: readonly string[]): string =>
  codes
    .map((code) => code.trim())
    .filter(Boolean)
    .join(',');
export const splitList = (list: string, separator: ',' | '|'): string[] =>
  list
    .split(separator)
    .map((value) => value.trim())
    .filter(Boolean);

const ruleList = z.string().max(pointsLimits.ruleListMax).default('');

/**
 * A points income rule (B§3). `brands` and `groups` hold one code or several
 * comma-joined, `subGroups` comma-joined, `items` '|'-joined (normalised by
 * the server as B§5 says). A list left empty does not narrow the rule.
 */
export const pointsIncomeRuleSchema = z.strictObject({
  ...ruleInputFields,
  brands: ruleList,
  groups: ruleList,
  subGroups: ruleList,
  items: ruleList,
});
export type PointsIncomeRuleInput = z.input<typeof pointsIncomeRuleSchema>;
export const pointsIncomeRuleAnswerSchema = z.object({
  ...ruleAnswerFields,
  brands: z.string(),
  groups: z.string(),
  subGroups: z.string(),
  items: z.string(),
});
export type PointsIncomeRule = z.infer<typeof pointsIncomeRuleAnswerSchema>;

/** A choice of the rule dialog's lists. */
export const ruleChoiceSchema = z.object({ code: z.string(), name: z.string() });
export type RuleChoice = z.infer<typeof ruleChoiceSchema>;
export const ruleSubGroupsRequestSchema = z.object({
  brand: z.string().max(100).default(''),
  groupCode: z.string().max(100).default(''),
});

/** A failed line of the sales import. */
export const salesImportAnswerSchema = importAnswerSchema({
  failedItems: z.array(z.object({ line: z.number().int(), error: z.string() })),
});
export type SalesImportAnswer = z.infer<typeof salesImportAnswerSchema>;

/** A row of the points tab (B§3 Points row); the point columns with 2 decimals. */
export const pointsRowSchema = z.object({
  rating: z.number().int(),
  mainCode: z.string(),
  custName: z.string(),
  pointsAccrued: z.number(),
  pointsAdjusted: z.number(),
  pointsSpent: z.number(),
  userPoints: z.number(),
  respCenter: z.string(),
  salespersonName: z.string(),
});
export type PointsRow = z.infer<typeof pointsRowSchema>;
export const pointsAnswerSchema = pagedAnswerSchema(pointsRowSchema);
/** Body of Points. */
export const pointsRequestSchema = pagedRequestSchema(false, { id: positiveIdSchema });
/** Columns the points tab may be sorted by (query `orderBy`); rating by default (highest userPoints first). */
export const pointsOrderBy = [
  'rating',
  'mainCode',
  'custName',
  'pointsAccrued',
  'pointsAdjusted',
  'pointsSpent',
  'userPoints',
  'respCenter',
  'salespersonName',
] as const;
/** SummaryPoints: the sums of the four point columns over the rows the search selects. */
export const pointsSummarySchema = pointsRowSchema.pick(
  keyMask(['pointsAccrued', 'pointsAdjusted', 'pointsSpent', 'userPoints']),
);
export type PointsSummary = z.infer<typeof pointsSummarySchema>;

/**
 * Body of PointsAdjustment (B§3): an amount other than 0, 2 decimals, and its
 * reason. The amount is read as what is stored, in cents: 1e-21 passes
 * `multipleOf(0.01)` (within its tolerance) but is 0.00 once stored, so it is 0.
 */
export const pointsAdjustmentRequestSchema = z.object({
  contentId: positiveIdSchema,
  mainCode: z.string().trim().min(1).max(100),
  amount: z
    .number()
    .min(-pointsLimits.amountMax)
    .max(pointsLimits.amountMax)
    .multipleOf(0.01)
    .transform((amount) => Math.round(amount * 100) / 100)
    .refine((amount) => amount !== 0, { message: messages.pointsAmountZero }),
  description: z.string().trim().min(1).max(pointsLimits.descriptionMax),
});
export type PointsAdjustmentRequest = z.input<typeof pointsAdjustmentRequestSchema>;
export const reverseAdjustmentRequestSchema = z.object({
  id: positiveIdSchema,
  description: z.string().trim().min(1).max(pointsLimits.descriptionMax),
});
/** A ledger entry of an adjustment: never edited nor deleted; a reversing entry names the one it undoes. */
export const pointsAdjustmentSchema = z.object({
  id: z.number().int(),
  contentId: z.number().int(),
  mainCode: z.string(),
  amount: z.number(),
  description: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  /** The adjustment this entry reverses, or null. */
  reversesId: z.number().int().nullable(),
  /** The entry that reversed this one, or null. */
  reversedById: z.number().int().nullable(),
});
export type PointsAdjustment = z.infer<typeof pointsAdjustmentSchema>;

export const pointsLedgerRequestSchema = z.object({
  contentId: positiveIdSchema,
  mainCode: z.string().trim().min(1).max(100),
});
/** A customer's ledger in one content: the row's sums and the entries behind them, newest first. */
export const pointsLedgerSchema = z.object({
  row: pointsRowSchema,
  accruals: z.array(
    z.object({
      salesLineId: z.number().int(),
      postingDate: z.string(),
      custNo: z.string(),
      itemNo: z.string(),
      quantity: z.number(),
      amount: z.number(),
      points: z.number(),
    }),
  ),
  /** Every accrual line, when `accruals` holds only the newest `ledgerLinesMax`. */
  accrualLines: z.number().int(),
  adjustments: z.array(pointsAdjustmentSchema),
  spending: z.array(
    z.object({
      orderId: z.number().int(),
      postingDate: z.string(),
      custNo: z.string(),
      itemNo: z.string(),
      quantity: z.number().int(),
      points: z.number(),
      giftEntryStatus: z.number().int(),
    }),
  ),
});
export type PointsLedger = z.infer<typeof pointsLedgerSchema>;

/** Body of PointsExportToExcel: the search text (a JSON string), or `{filter}`. */
export const pointsExportBodySchema = z.union(searchTextBodySchemas);
