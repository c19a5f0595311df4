import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idBodySchema,
  maxDbInt,
  okAnswerSchema,
  pointsApi,
  pointsIncomeRuleAnswerSchema,
  pointsIncomeRuleSchema,
  ruleChoiceSchema,
  ruleSubGroupsRequestSchema,
  salesImportAnswerSchema,
  salesImportColumns,
  salesImportMaxLines,
  screenRoles,
  contentIdBodySchema,
} from '@bo/contract';
import { registerImportRoute } from '../../../platform/excel/import-route.js';
import type { AppDeps } from '../../../platform/feature.js';
import { rolesAccess } from '../../../platform/http/access.js';
import { currentUser } from '../../../platform/http/current-user.js';
import { PointsRulesService } from './points-rules.service.js';
import { SalesImportService } from './sales-import.service.js';

/** Points income rules and sales: ContentManager (B§6, DESIGN §4). */
const pointsRulesAccess = rolesAccess(...screenRoles.content);
const tags = ['content'];

const positiveId = z.number().int().positive().max(maxDbInt);
/** The rule id: a number, a JSON string, or the rule. */
const ruleIdBodySchema = z.union([
  idBodySchema,
  z
    .object({ id: positiveId })
    .loose()
    .transform((rule) => rule.id),
]);
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
const choicesAnswer = { 200: z.array(ruleChoiceSchema) };

/** The points income rules, their lists and the sales import (issue 15; DESIGN §9 Points). */
export function registerPointsRuleRoutes(app: FastifyInstance, { db }: AppDeps): void {
  registerPointsRuleCalls(app, new PointsRulesService(db));
  registerSalesImportRoute(app, new SalesImportService(db));
}

function registerPointsRuleCalls(app: FastifyInstance, service: PointsRulesService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: pointsRulesAccess };

  api.post(
    pointsApi.rules,
    {
      config,
      schema: {
        tags,
        summary: 'The points income rules of an action; body its id',
        body: contentIdBodySchema,
        response: { 200: z.array(pointsIncomeRuleAnswerSchema) },
      },
    },
    (request) => service.rules(currentUser(request).comId, request.body),
  );

  const ruleDescription =
    'Only for content types 3 and 6. brands, groups and subGroups are stored comma-joined, items ' +
    "'|'-joined (';' and ',' become '|', repeats collapsed, no trailing '|', upper-cased). The " +
    "action's accrual is recomputed.";
  api.post(
    pointsApi.newRule,
    {
      config,
      schema: {
        tags,
        summary: 'Adds a points income rule to the action contentId',
        description: ruleDescription,
        body: pointsIncomeRuleSchema,
        response: { 200: pointsIncomeRuleAnswerSchema },
      },
    },
    (request) => service.create(currentUser(request), request.body),
  );

  api.post(
    pointsApi.updateRule,
    {
      config,
      schema: {
        tags,
        summary: 'Changes the points income rule id of the action contentId',
        description: ruleDescription,
        body: pointsIncomeRuleSchema,
        response: { 200: pointsIncomeRuleAnswerSchema },
      },
    },
    (request) => service.update(currentUser(request), request.body),
  );

  api.post(
    pointsApi.deleteRule,
    {
      config,
      schema: {
        tags,
        summary:
          "Deletes the points income rule; body the rule or its id. The action's accrual is recomputed",
        body: ruleIdBodySchema,
        response: { 200: okAnswerSchema },
      },
    },
    async (request) => {
      await service.delete(currentUser(request), request.body);
      return { ok: true as const };
    },
  );

  api.post(
    pointsApi.ruleBrands,
    {
      config,
      schema: { tags, summary: 'The brands of the item master', response: choicesAnswer },
    },
    (request) => service.brands(currentUser(request).comId),
  );

  api.post(
    pointsApi.ruleGroups,
    {
      config,
      schema: {
        tags,
        summary: 'The groups with items of the brand (empty: every brand), with their names',
        body: brandBodySchema,
        response: choicesAnswer,
      },
    },
    (request) => service.groups(currentUser(request).comId, request.body),
  );

  api.post(
    pointsApi.ruleSubGroups,
    {
      config,
      schema: {
        tags,
        summary: 'The subgroups of groupCode with items of the brand (empty: every brand)',
        body: ruleSubGroupsRequestSchema,
        response: choicesAnswer,
      },
    },
    (request) => service.subGroups(currentUser(request).comId, request.body),
  );
}

export function registerSalesImportRoute(
  app: FastifyInstance,
  service: Pick<SalesImportService, 'import'>,
  path: string = pointsApi.importSales,
): void {
  registerImportRoute(app, {
    path,
    access: pointsRulesAccess,
    tags,
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
