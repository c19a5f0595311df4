import {
  englishT,
  joinSubGroups,
  normaliseRuleItems,
  splitList,
  type pointsIncomeRuleSchema,
  type RuleChoice,
} from '@bo/contract';
import type { z } from 'zod';
import type { SignedInUser } from '../../../platform/auth/account-store.js';
import { auditSubject, writeAudit, type AuditEntry } from '../../../platform/audit.js';
import type { Database, Executor } from '../../../platform/db/database.js';
import { badRequest, notFound } from '../../../platform/http/errors.js';
import { earnsPoints, recomputeAccrual } from './points-accrual.js';
import * as repo from './points-rules.repository.js';
import { contentTypeOf } from './points-ledger.repository.js';

type RuleBody = z.output<typeof pointsIncomeRuleSchema>;
type RuleValues = Pick<
  repo.NewPointsRuleRow,
  'active' | 'exclude' | 'brands' | 'groups' | 'subGroups' | 'items'
>;

/** A comma list as stored: its codes trimmed, each once, joined by ','. */
const commaList = (list: string) => joinSubGroups([...new Set(splitList(list, ','))]);

/**
 * The rule's lists as stored (B§5): brands, groups and subgroups
 * comma-joined; items normalised (';' and ',' to '|', repeats collapsed, no
 * trailing '|') and upper-cased, as the item master keeps its numbers.
 */
function ruleValues(body: RuleBody): RuleValues {
  return {
    active: body.active,
    exclude: body.exclude,
    brands: commaList(body.brands),
    groups: commaList(body.groups),
    subGroups: commaList(body.subGroups),
    items: normaliseRuleItems(body.items).toUpperCase(),
  };
}

/**
 * Points income rules (B§2 settings tab-3, B§3; DESIGN §9): which items of
 * an action of type 3 or 6 earn points. Every change recomputes the action's
 * accrual in its transaction, the content row locked meanwhile.
 */
export class PointsRulesService {
  constructor(private readonly db: Database) {}

  /** The action's rules by id (any content type: rules left from a former type stay visible). */
  async rules(comId: number, contentId: number): Promise<repo.PointsRuleRow[]> {
    if ((await contentTypeOf(this.db, { comId, contentId })) === undefined)
      throw notFound('contentNotFound');
    return repo.rulesOf(this.db, comId, contentId);
  }

  async create(actor: SignedInUser, body: RuleBody): Promise<repo.PointsRuleRow> {
    const values = ruleValues(body);
    return this.db.transaction(async (tx) => {
      await earningContent(tx, actor.comId, body.contentId);
      const created = await repo.ruleRows.insert(tx, {
        ...values,
        comId: actor.comId,
        contentId: body.contentId,
      });
      await recomputeAccrual(tx, actor.comId, [body.contentId]);
      await writeAudit(tx, { ...audit(actor, created.id), action: 'create', after: created });
      return created;
    });
  }

  async update(actor: SignedInUser, body: RuleBody): Promise<repo.PointsRuleRow> {
    const values = ruleValues(body);
    return this.db.transaction(async (tx) => {
      const before = await this.rule(tx, actor.comId, body.id);
      if (before.contentId !== body.contentId) throw notFound('pointsRuleNotFound');
      await earningContent(tx, actor.comId, before.contentId);
      const after = await repo.ruleRows.update(tx, actor.comId, before.id, values);
      if (!after) throw notFound('pointsRuleNotFound');
      await recomputeAccrual(tx, actor.comId, [before.contentId]);
      await writeAudit(tx, { ...audit(actor, after.id), action: 'update', before, after });
      return after;
    });
  }

  async delete(actor: SignedInUser, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.rule(tx, actor.comId, id);
      if ((await repo.lockedContentType(tx, actor.comId, before.contentId)) === undefined)
        throw notFound('pointsRuleNotFound');
      await repo.ruleRows.delete(tx, actor.comId, id);
      await recomputeAccrual(tx, actor.comId, [before.contentId]);
      await writeAudit(tx, { ...audit(actor, id), action: 'delete', before });
    });
  }

  /** PointsIncomeBrands: the brands of the item master. */
  brands(comId: number): Promise<RuleChoice[]> {
    return repo.ruleBrands(this.db, comId);
  }

  /** PointsIncomeGroups: the groups with items of the brand (one, or several comma-joined; none: every brand). */
  groups(comId: number, brand: string): Promise<RuleChoice[]> {
    return repo.ruleGroups(this.db, comId, splitList(brand, ','));
  }

  /**
   * PointsIncomeSubGroups: the subgroups of the group (or of each of several
   * comma-joined) with items of the brand; a code met under two groups is
   * listed once. No group: none (a subgroup belongs to its group).
   */
  async subGroups(
    comId: number,
    request: { brand: string; groupCode: string },
  ): Promise<RuleChoice[]> {
    const brands = splitList(request.brand, ',');
    const byCode = new Map<string, RuleChoice>();
    for (const groupCode of new Set(splitList(request.groupCode, ','))) {
      for (const choice of await repo.ruleSubGroups(this.db, comId, brands, groupCode))
        if (!byCode.has(choice.code)) byCode.set(choice.code, choice);
    }
    return [...byCode.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  }

  private async rule(db: Executor, comId: number, id: number): Promise<repo.PointsRuleRow> {
    const row = id ? await repo.ruleRows.find(db, comId, id) : undefined;
    if (!row) throw notFound('pointsRuleNotFound');
    return row;
  }
}

/** The action, locked until the transaction ends; another company's is not found, another type refused. */
async function earningContent(tx: Executor, comId: number, contentId: number) {
  const contentType = await repo.lockedContentType(tx, comId, contentId);
  if (contentType === undefined) throw notFound('contentNotFound');
  if (!earnsPoints(contentType))
    throw badRequest('pointsRuleContentType', undefined, {
      contentId: [englishT('pointsRuleContentType')],
    });
}

const audit = (actor: SignedInUser, id: number): Omit<AuditEntry, 'action'> => ({
  ...auditSubject(actor, 'pointsIncomeRule'),
  entityId: id,
});
