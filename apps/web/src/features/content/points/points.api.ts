import {
  pointsAdjustmentSchema,
  pointsAnswerSchema,
  pointsApi,
  pointsIncomeRuleAnswerSchema,
  pointsLedgerSchema,
  pointsSummarySchema,
  ruleChoiceSchema,
  salesImportAnswerSchema,
  type PagedAnswer,
  type PointsAdjustmentRequest,
  type PointsIncomeRule,
  type PointsIncomeRuleInput,
  type PointsRow,
} from '@bo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { postQuery } from '../../../platform/apiQuery';
import { notifyFailure } from '../../../platform/callFailures';
import { apiDownload, apiPost } from '../../../platform/http';
import type { TableLoad } from '../../../platform/ui/data-table/types';
import { recordListCalls } from '../../../platform/ui/editable-table/recordListCalls';
import { useListChange } from '../../../platform/ui/editable-table/useListChange';
import { useImportFile } from '../../../platform/ui/import/useImportFile';
import { useApiMutation } from '../../../platform/useApiMutation';

export const pointsKeys = {
  /** Everything read from the points: what a sales import makes stale. */
  all: ['content', 'points'] as const,
  rules: (contentId: number) => ['content', 'points', 'rules', contentId] as const,
  ruleChoices: ['content', 'points', 'ruleChoices'] as const,
  /** The rows, sums and ledgers of one content: what an adjustment makes stale. */
  content: (contentId: number) => ['content', 'points', 'of', contentId] as const,
  rows: (contentId: number) => ['content', 'points', 'of', contentId, 'rows'] as const,
  summary: (contentId: number) => ['content', 'points', 'of', contentId, 'summary'] as const,
  ledger: (contentId: number, mainCode: string) =>
    ['content', 'points', 'of', contentId, 'ledger', mainCode] as const,
};

// The choices change only with the item master: kept a few minutes.
const choicesStaleMs = 5 * 60_000;
const ruleChoicesSchema = z.array(ruleChoiceSchema);

/**
 * The income rules of a content (PointsIncomeRules, New-, Update- and
 * DeletePointsIncomeRule): not part of the article form, each change is sent
 * at once (B§7). A rule changes the accrual: the points of the content reload too.
 */
export const {
  load: loadPointsRules,
  useSave: useSavePointsRule,
  useDelete: useDeletePointsRule,
} = recordListCalls<PointsIncomeRuleInput, PointsIncomeRule>({
  paths: {
    list: pointsApi.rules,
    create: pointsApi.newRule,
    update: pointsApi.updateRule,
    remove: pointsApi.deleteRule,
  },
  schema: pointsIncomeRuleAnswerSchema,
  staleKeys: (contentId) => [pointsKeys.rules(contentId), pointsKeys.content(contentId)],
});

/** One list of a rule's choices, under `ruleChoices` then `key`; kept for `choicesStaleMs`. */
const ruleChoicesQuery = (key: readonly string[], path: string, body: unknown) => ({
  ...postQuery([...pointsKeys.ruleChoices, ...key], path, body, ruleChoicesSchema),
  staleTime: choicesStaleMs,
});

/** The brands of the item master (PointsIncomeBrands). */
export const useRuleBrands = () =>
  useQuery(ruleChoicesQuery(['brands'], pointsApi.ruleBrands, undefined));

/** The groups of a brand (PointsIncomeGroups; no brand: the groups of every brand). */
export const useRuleGroups = (brand: string) =>
  useQuery(ruleChoicesQuery(['groups', brand], pointsApi.ruleGroups, brand));

/** The subgroups of a brand's group (PointsIncomeSubGroups); nothing is asked without a group. */
export function useRuleSubGroups(brand: string, groupCode: string) {
  const key = ['subGroups', brand, groupCode];
  const query = ruleChoicesQuery(key, pointsApi.ruleSubGroups, { brand, groupCode });
  return useQuery({ ...query, enabled: groupCode !== '' });
}

/** Sales/ImportSales: afterwards every points read is loaded again (the accrual changed). */
export function useImportSales() {
  return useImportFile(pointsApi.importSales, salesImportAnswerSchema, pointsKeys.all);
}

/** One page of the points tab: `{id, size, page, desc}` in the body, filter and orderBy in the query. */
export function pointsLoader(contentId: number): TableLoad<PointsRow> {
  return (page, query, signal) =>
    apiPost(
      pointsApi.points,
      { id: contentId, ...page },
      {
        query,
        schema: pointsAnswerSchema,
        signal,
      },
    );
}

/**
 * The sums of the four point columns over the rows the search selects, every
 * row without one (SummaryPoints): the rows the table and the export show.
 */
export function usePointsSummary(contentId: number, search = '') {
  const filter = search.trim();
  const key = [...pointsKeys.summary(contentId), filter];
  const options = { query: { filter } };
  return useQuery(postQuery(key, pointsApi.summary, contentId, pointsSummarySchema, options));
}

/**
 * The customers' main codes of the points rows already loaded (any page,
 * sort or search), for the adjustment dialog's suggestions.
 */
export function useLoadedMainCodes(contentId: number): () => string[] {
  const queryClient = useQueryClient();
  return () => {
    const pages = queryClient.getQueriesData<PagedAnswer<PointsRow>>({
      queryKey: pointsKeys.rows(contentId),
    });
    const codes = pages.flatMap(([, page]) => page?.rows.map((row) => row.mainCode) ?? []);
    return [...new Set(codes)].sort((a, b) => a.localeCompare(b));
  };
}

/** PointsAdjustment: the ledger entry added. */
export function useAdjustPoints(contentId: number) {
  // The rows, sums and ledgers of the content change.
  return useListChange([pointsKeys.content(contentId)], (adjustment: PointsAdjustmentRequest) =>
    apiPost(pointsApi.adjust, adjustment, { schema: pointsAdjustmentSchema }),
  );
}

/** ReversePointsAdjustment: the reversing entry of an adjustment, with its reason. */
export function useReverseAdjustment(contentId: number) {
  return useListChange(
    [pointsKeys.content(contentId)],
    (reversal: { id: number; description: string }) =>
      apiPost(pointsApi.reverse, reversal, { schema: pointsAdjustmentSchema }),
  );
}

/** A customer's ledger (PointsLedger); the ledger's tables read it through the query cache. */
export function ledgerQuery(contentId: number, mainCode: string) {
  const key = pointsKeys.ledger(contentId, mainCode);
  return postQuery(key, pointsApi.ledger, { contentId, mainCode }, pointsLedgerSchema);
}

/** PointsExportToExcel/{id}: the rows the search selects, as an .xlsx saved by the browser. */
export function useExportPoints(contentId: number) {
  return useApiMutation({
    meta: notifyFailure(),
    mutationFn: (search: string) =>
      apiDownload('POST', pointsApi.export(contentId), search, {
        fileName: `points-${contentId}.xlsx`,
      }),
  });
}
