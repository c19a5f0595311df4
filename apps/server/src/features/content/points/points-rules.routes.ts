import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  pointsApi,
  pointsIncomeRuleAnswerSchema,
  pointsIncomeRuleSchema,
  ruleChoiceSchema,
  ruleSubGroupsRequestSchema,
  salesImportAnswerSchema,
  salesImportColumns,
  salesImportMaxLines,
  contentIdBodySchema,
} from '@bo/contract';
import { registerImportRoute } from '../../../platform/excel/import-route.js';
import type { AppDeps } from '../../../platform/feature.js';
import {
  contentAccess,
  contentRoutes,
  contentTags,
  recordIdBodySchema,
} from '../content-routes.js';
import { PointsRulesService } from './points-rules.service.js';
import { SalesImportService } from './sales-import.service.js';

/** The brand: a JSON string (one brand or several comma-joined; empty or none: every brand), or `{brand}`. */
const brandBodySchema = z
  .union([
    z.string().max(4000),
    z
      .object({ brand: z.string().max(4000).default('') })
      .loose()
      .transform((body) => body.brand),
  ])
  .nullish()
  .transform((brand) => brand ?? '');
const choicesAnswer = z.array(ruleChoiceSchema);

/** The points income rules, their lists and the sales import (issue 15; DESIGN §9 Points). */
export function registerPointsRuleRoutes(app: FastifyInstance, { db }: AppDeps): void {
  registerPointsRuleCalls(app, new PointsRulesService(db));
  registerSalesImportRoute(app, new SalesImportService(db));
}

function registerPointsRuleCalls(app: FastifyInstance, service: PointsRulesService): void {
  const route = contentRoutes(app);

  route.post(
    pointsApi.rules,
    {
      summary: 'The points income rules of an action; body its id',
      body: contentIdBodySchema,
      answer: z.array(pointsIncomeRuleAnswerSchema),
    },
    ({ user, body }) => service.rules(user.comId, body),
  );

  const ruleDescription =
    'Only for content types 3 and 6. brands, groups and subGroups are stored comma-joined, items ' +
    "'|'-joined (';' and ',' become '|', repeats collapsed, no trailing '|', upper-cased). The " +
    "action's accrual is recomputed.";
  route.post(
    pointsApi.newRule,
    {
      summary: 'Adds a points income rule to the action contentId',
      description: ruleDescription,
      body: pointsIncomeRuleSchema,
      answer: pointsIncomeRuleAnswerSchema,
    },
    ({ user, body }) => service.create(user, body),
  );

  route.post(
    pointsApi.updateRule,
    {
      summary: 'Changes the points income rule id of the action contentId',
      description: ruleDescription,
      body: pointsIncomeRuleSchema,
      answer: pointsIncomeRuleAnswerSchema,
    },
    ({ user, body }) => service.update(user, body),
  );

  route.post(
    pointsApi.deleteRule,
    {
      summary:
        "Deletes the points income rule; body the rule or its id. The action's accrual is recomputed",
      body: recordIdBodySchema,
    },
    async ({ user, body }) => {
      await service.delete(user, body);
    },
  );

  route.post(
    pointsApi.ruleBrands,
    { summary: 'The brands of the item master', answer: choicesAnswer },
    ({ user }) => service.brands(user.comId),
  );

  route.post(
    pointsApi.ruleGroups,
    {
      summary: 'The groups with items of the brand (empty: every brand), with their names',
      body: brandBodySchema,
      answer: choicesAnswer,
    },
    ({ user, body }) => service.groups(user.comId, body),
  );

  route.post(
    pointsApi.ruleSubGroups,
    {
      summary: 'The subgroups of groupCode with items of the brand (empty: every brand)',
      body: ruleSubGroupsRequestSchema,
      answer: choicesAnswer,
    },
    ({ user, body }) => service.subGroups(user.comId, body),
  );
}

export function registerSalesImportRoute(
  app: FastifyInstance,
  service: Pick<SalesImportService, 'import'>,
  path: string = pointsApi.importSales,
): void {
  registerImportRoute(app, {
    path,
    access: contentAccess,
    tags: contentTags,
    summary:
      'Imports sales lines and adds what they earn to the accrual of the actions they fall in',
    description:
      `.xlsx or .csv whose first line names the columns ${salesImportColumns.join(', ')} (any ` +
      'order and letter case); postingDate YYYY-MM-DD, dd/mm/yyyy or an Excel date; custNo one of ' +
      "the company's customers; itemNo one of its item master; quantity and amount numbers of 0 " +
      `or more (amount with at most 2 decimals). At most ${salesImportMaxLines} lines.`,
    answer: salesImportAnswerSchema,
    run: (actor, upload) => service.import(actor, upload.path, upload.fileName),
  });
}
