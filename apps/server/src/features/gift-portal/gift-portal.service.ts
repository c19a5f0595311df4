import {
  actionType,
  createdGiftEntryStatus,
  englishT,
  type myGiftOrdersRequestSchema,
  type placeGiftOrderRequestSchema,
  type TextKey,
  type TextParams,
} from '@bo/contract';
import type { z } from 'zod';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.js';
import { pagedList } from '../../platform/http/paging.js';
import { today } from '../../platform/dates.js';
import { cents, fromCents, portalOrders as repo } from '../content/index.js';

type PlaceOrderRequest = z.output<typeof placeGiftOrderRequestSchema>;
type MyOrdersRequest = z.output<typeof myGiftOrdersRequestSchema>;

/**
 * Gift orders from the portal (issue 16; DESIGN §9 Gift orders), for a
 * signed-in CustomerUser acting for their own customer only:
 *
 * - The caller's customer is the `customers` row of the user's comId and
 *   custNo; a user without custNo, or whose row is missing, gets 403. Its
 *   mainCode owns the points (per action, `userPointsOf`) and the limits; a
 *   customer with an empty mainCode has no ledger and may not order (409).
 * - An action is open to the customer when it is a gift action (type 3 with
 *   isGift) of the caller's company, active, not finished, allowOrder on,
 *   today (the server's date) within orderFrom..orderTo (both days
 *   included), and its terms select the customer. Not the company's, or not
 *   a gift action: 404. Closed: 409 naming why. Terms exclude the customer: 403.
 * - Stock left = the item's quantity less the quantity ordered of it in
 *   orders not Canceled, by every customer (the catalogue shows at least 0).
 * - maxOrderItems (0: no limit) counts, per mainCode, the quantity in its
 *   orders not Canceled plus the new order: the item's limits that item, the
 *   group's limits the items whose group it is (directly: a subgroup's items
 *   count for the subgroup only), the action's limits all its items.
 * - PlaceGiftOrder runs in one transaction: the mainCode's customer rows are
 *   locked (custNo order), then the action and customer are checked, the
 *   lines resolved (itemNo and sort, or the itemNo's lowest active sort) and
 *   their items locked (id order), then every line is checked: unknown or
 *   inactive item, or one of another action: 404 naming it; the same item on
 *   two lines: 400; stock, limits and points (Σ costPoints × quantity within
 *   userPoints, compared in whole cents): 409. Only then are the lines
 *   inserted, in one statement, status 1 Created. Any refusal writes nothing.
 * - MyGiftOrders: the orders of the caller's custNo across actions, paged,
 *   postingDate newest first unless `desc` is false.
 */
export class GiftPortalService {
  constructor(
    private readonly db: Database,
    private readonly allRowsCap: number,
  ) {}

  /** The gift actions open to the caller's customer, closing soonest first. */
  async actions(user: SignedInUser) {
    const customer = await this.ordering(user);
    const open = await repo.openActions(this.db, customer, today());
    const selected = await repo.selectedAmong(
      this.db,
      customer,
      open.map((action) => action.content_id),
    );
    return open.filter((action) => selected.has(action.content_id));
  }

  /** The open action's groups and active gift items, with stock left and what the mainCode ordered. */
  async catalogue(user: SignedInUser, contentId: number) {
    const customer = await this.ordering(user);
    const action = await openAction(this.db, customer, contentId);
    const groups = await repo.groupsOf(this.db, customer.comId, contentId);
    const items = await repo.catalogueItems(this.db, customer, contentId);
    return { action, groups, items };
  }

  /** Places the order: one gift order per line, all or none (see the class comment). */
  async placeOrder(user: SignedInUser, request: PlaceOrderRequest) {
    const customer = await this.ordering(user);
    const { contentId } = request;
    return this.db.transaction(async (tx) => {
      const locked = await repo.lockMainCode(tx, customer.comId, customer.mainCode);
      if (!locked.includes(customer.custNo)) throw conflict('giftPortalCustomerChanged');
      const action = await openAction(tx, customer, contentId);
      const items = await lineItems(tx, customer, contentId, request.items);
      const lines = request.items.map((line, index) => {
        const item = items[index];
        if (!item) throw new Error('line without its item');
        return { index, item, quantity: line.quantity };
      });
      await checkStockAndLimits(tx, customer, action, lines);
      const cost = lines.reduce(
        (sum, line) => sum + cents(line.item.costPoints) * line.quantity,
        0,
      );
      if (cost > cents(action.user_points))
        throw conflict('giftPortalNotEnoughPoints', {
          cost: fromCents(cost),
          userPoints: action.user_points,
        });
      const orders = await repo.insertOrders(
        tx,
        lines.map(({ item, quantity }) => ({
          comId: customer.comId,
          contentId,
          itemId: item.id,
          custNo: customer.custNo,
          mainCode: customer.mainCode,
          login: user.login,
          itemNo: item.itemNo,
          itemName: item.description,
          quantity,
          points: fromCents(cents(item.costPoints) * quantity),
          giftEntryStatus: createdGiftEntryStatus,
          contactPerson: request.contactPerson,
          contactPhone: request.contactPhone,
        })),
      );
      const userPoints = await repo.userPointsNow(tx, customer, contentId);
      return { orders: orders.map((order) => ({ ...order, title: action.title })), userPoints };
    });
  }

  /** A page of the orders of the caller's customer (custNo), across actions. */
  async myOrders(user: SignedInUser, request: MyOrdersRequest) {
    const customer = await this.customer(user);
    return pagedList(request, this.allRowsCap, {
      rows: (window) =>
        repo.listMyOrders(this.db, customer.comId, customer.custNo, {
          desc: request.desc,
          ...window,
        }),
      total: () => repo.countMyOrders(this.db, customer.comId, customer.custNo),
    });
  }

  /** The caller's customer: 403 for a user without one. */
  private async customer(user: SignedInUser): Promise<repo.PortalCustomer> {
    const customer = user.custNo
      ? await repo.findCustomer(this.db, user.comId, user.custNo)
      : undefined;
    if (!customer) throw forbidden('giftPortalNoCustomer');
    return customer;
  }

  /** The caller's customer, which must have a mainCode to hold points. */
  private async ordering(user: SignedInUser): Promise<repo.PortalCustomer> {
    const customer = await this.customer(user);
    if (!customer.mainCode) throw conflict('giftPortalNoMainCode');
    return customer;
  }
}

/** The action, if it is open to the customer; else the refusal that says why. */
async function openAction(
  db: Executor,
  customer: repo.PortalCustomer,
  contentId: number,
): Promise<repo.ActionRow> {
  const action = await repo.findAction(db, customer, contentId);
  if (!action || action.content_type !== actionType || !action.is_gift)
    throw notFound('giftPortalActionNotFound');
  if (action.is_finished) throw conflict('giftPortalActionFinished');
  if (!action.active || !action.allow_order) throw conflict('giftPortalActionClosed');
  const now = today();
  if (now < action.order_from)
    throw conflict('giftPortalActionNotStarted', { orderFrom: action.order_from });
  if (now > action.order_to) throw conflict('giftPortalActionEnded', { orderTo: action.order_to });
  if (!action.selected) throw forbidden('giftPortalNotSelected');
  return action;
}

/** A refusal of one line, naming its field in `errors`. */
function lineRefusal(
  refuse: typeof conflict,
  index: number,
  field: 'itemNo' | 'quantity',
  key: TextKey,
  params: TextParams,
) {
  return refuse(key, params, { [`items.${index}.${field}`]: [englishT(key, params)] });
}

/**
 * The item of each line, resolved and then locked in id order: an item not
 * offered (unknown, inactive, of another action) is a 404 naming it, an item
 * on two lines a 400.
 */
async function lineItems(
  tx: Executor,
  customer: repo.PortalCustomer,
  contentId: number,
  lines: PlaceOrderRequest['items'],
): Promise<repo.ItemRow[]> {
  const ids = await repo.resolveLines(tx, customer.comId, contentId, lines);
  const missing = ids.indexOf(null);
  if (missing >= 0)
    throw notFound('giftPortalItemNotFound', { itemNo: lines[missing]?.itemNo ?? '' });
  const seen = new Set<number>();
  ids.forEach((id, index) => {
    if (id === null) return;
    if (seen.has(id))
      throw lineRefusal(badRequest, index, 'itemNo', 'giftPortalItemTwice', {
        itemNo: lines[index]?.itemNo ?? '',
      });
    seen.add(id);
  });
  const rows = new Map((await repo.lockItems(tx, [...seen])).map((row) => [row.id, row]));
  return ids.map((id, index) => {
    const row = id === null ? undefined : rows.get(id);
    // Locked as it is now: changed since it was resolved, it is no longer offered.
    if (
      !row ||
      row.comId !== customer.comId ||
      row.contentId !== contentId ||
      row.itemType !== repo.giftItemType ||
      !row.active
    )
      throw notFound('giftPortalItemNotFound', { itemNo: lines[index]?.itemNo ?? '' });
    return row;
  });
}

interface Line {
  index: number;
  item: repo.ItemRow;
  quantity: number;
}

/** Stock left and the item, group and action limits of the mainCode, for every line. */
async function checkStockAndLimits(
  tx: Executor,
  customer: repo.PortalCustomer,
  action: repo.ActionRow,
  lines: readonly Line[],
) {
  const ordered = await repo.orderedOfItems(
    tx,
    customer.mainCode,
    lines.map((line) => line.item.id),
  );
  for (const { index, item, quantity } of lines) {
    const sums = ordered.get(item.id) ?? { all: 0, mine: 0 };
    const stock = item.quantity - sums.all;
    if (quantity > stock)
      throw lineRefusal(conflict, index, 'quantity', 'giftPortalStockShort', {
        itemNo: item.itemNo,
        stock: Math.max(0, stock),
      });
    if (item.maxOrderItems > 0 && sums.mine + quantity > item.maxOrderItems)
      throw lineRefusal(conflict, index, 'quantity', 'giftPortalItemLimitReached', {
        itemNo: item.itemNo,
        max: item.maxOrderItems,
        ordered: sums.mine,
      });
  }
  const byGroup = new Map<number, number>();
  for (const { item, quantity } of lines)
    if (item.groupId !== null)
      byGroup.set(item.groupId, (byGroup.get(item.groupId) ?? 0) + quantity);
  const groups = await repo.groupLimits(tx, customer, action.content_id, [...byGroup.keys()]);
  for (const group of groups) {
    if (group.ordered + (byGroup.get(group.group_id) ?? 0) > group.max_order_items)
      throw conflict('giftPortalGroupLimitReached', {
        group: group.gift_group,
        max: group.max_order_items,
        ordered: group.ordered,
      });
  }
  const total = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (action.max_order_items > 0 && action.ordered + total > action.max_order_items)
    throw conflict('giftPortalActionLimitReached', {
      max: action.max_order_items,
      ordered: action.ordered,
    });
}
