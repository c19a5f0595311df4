import {
  englishT,
  giftPicturePart,
  itemTypeOf,
  itemTypes,
  type ContentItemKey,
} from '@bo/contract';
import type { SignedInUser } from '../../../platform/auth/account-store.js';
import { auditChange, writeEachAudit } from '../../../platform/audit.js';
import type { Database, Executor } from '../../../platform/db/database.js';
import { isUniqueViolation } from '../../../platform/db/unique-violation.js';
import { conflict, notFound, orNotFound } from '../../../platform/http/errors.js';
import type { MultipartForm } from '../../../platform/http/multipart.js';
import { formPictures, writeWithPictures } from '../../../platform/storage/pictures.js';
import { deleteKeys, type Storage } from '../../../platform/storage/storage.js';
import * as groups from './gift-groups.repository.js';
import { fieldRefusal, itemFormValues, readItemFields, readUpdateKey } from './gift-items.form.js';
import * as repo from './gift-items.repository.js';
import { itemNoOf, itemValues, storedValues, type ItemValues } from './gift-items.values.js';

/**
 * The items of an action (B§2 tab-3, B§3, B§4, B§5, B§7) of its item type:
 * catalogue items (1) from the item master, or gifts (2) of any number. An
 * item in orders is not deleted; copies share their picture, which leaves the
 * storage with its last holder.
 */
export class GiftItemsService {
  constructor(
    private readonly db: Database,
    private readonly storage: Storage,
  ) {}

  /** The content's items of `itemType` by sort then itemNo, each with its orders. */
  async items(comId: number, contentId: number, itemType: number) {
    if (!(await groups.findContentKind(this.db, comId, contentId)))
      throw notFound('contentNotFound');
    return repo.itemsOf(this.db, comId, contentId, itemType);
  }

  async create(actor: SignedInUser, form: MultipartForm): Promise<repo.ListedItemRow> {
    const fields = readItemFields(itemFormValues(form.fields));
    const itemType = await this.itemType(actor.comId, fields.contentId);
    const values = await itemValues(this.db, actor.comId, itemType, fields);
    return writeWithPictures(this.storage, this.picture(actor.comId, form), ({ firstPic }) =>
      this.insert(actor, fields.contentId, { ...values, firstPic: firstPic ?? null }),
    );
  }

  /**
   * The row named by prevItemNo and prevSort (each falling back to itemNo and
   * sort); the fields the update does not send keep their values. A new
   * picture replaces the row's, whose file goes when no other row holds it.
   */
  async update(actor: SignedInUser, form: MultipartForm): Promise<repo.ListedItemRow> {
    const { comId } = actor;
    const sent = itemFormValues(form.fields);
    const key = readUpdateKey(sent);
    const itemType = await this.itemType(comId, key.contentId);
    const stored = await repo.findItem(this.db, comId, {
      ...key,
      itemType,
      itemNo: itemNoOf(itemType, key.itemNo),
    });
    if (!stored) throw notFound('giftItemNotFound');
    const fields = readItemFields({ ...storedValues(stored), ...sent });
    const values = await itemValues(this.db, comId, itemType, fields);
    const result = await writeWithPictures(
      this.storage,
      this.picture(comId, form),
      ({ firstPic }) =>
        this.writing(values, () =>
          this.db.transaction(async (tx) => {
            const before = await repo.lockItemById(tx, comId, { ...key, itemType, id: stored.id });
            if (!before) throw notFound('giftItemNotFound');
            await this.checkGroup(tx, comId, key.contentId, values.groupId);
            const changed = await repo.itemRows.update(tx, comId, stored.id, {
              ...values,
              ...(firstPic ? { firstPic } : {}),
            });
            await auditChange(tx, actor, 'contentItem', {
              entityId: stored.id,
              action: 'update',
              before,
              after: changed,
            });
            const replaced = firstPic ? before.firstPic : null;
            const held = await repo.heldPictures(tx, comId, [replaced]);
            return {
              after: await this.listed(tx, comId, stored.id),
              unheld: replaced && !held.has(replaced) ? replaced : null,
            };
          }),
        ),
    );
    await deleteKeys(this.storage, [result.unheld]);
    return result.after;
  }

  /**
   * CopyContentItem (B§7): the body is the item with its sort raised by 1; a
   * new row with the body's fields and the source's picture. The source is
   * the body's `id` when given, else the item of the same number one sort below.
   */
  async copy(actor: SignedInUser, body: Record<string, unknown>): Promise<repo.ListedItemRow> {
    const fields = readItemFields(body);
    const sourceId = typeof body.id === 'number' && body.id > 0 ? body.id : undefined;
    const itemType = await this.itemType(actor.comId, fields.contentId);
    const values = await itemValues(this.db, actor.comId, itemType, fields);
    return this.insert(actor, fields.contentId, values, async (tx) => {
      const source = sourceId
        ? await repo.lockItemById(tx, actor.comId, {
            contentId: fields.contentId,
            itemType,
            id: sourceId,
          })
        : await repo.findItem(
            tx,
            actor.comId,
            { contentId: fields.contentId, itemType, itemNo: values.itemNo, sort: fields.sort - 1 },
            { lock: true },
          );
      // Locked: the source's last-holder check on delete waits for the copy.
      if (!source) throw notFound('giftItemNotFound');
      return source.firstPic;
    });
  }

  /** B§4: only an item in no orders; its picture goes when no other row holds it. */
  async delete(actor: SignedInUser, key: ContentItemKey): Promise<void> {
    await this.deleteMany(actor, [key], 'giftItemDeleteBlocked');
  }

  /**
   * DeleteContentItems: all or nothing, in one transaction. A key not found
   * answers 404; one item in orders answers 409 naming those items, and
   * nothing is deleted.
   */
  async deleteMany(
    actor: SignedInUser,
    keys: readonly ContentItemKey[],
    blockedKey: 'giftItemDeleteBlocked' | 'giftItemsDeleteBlocked' = 'giftItemsDeleteBlocked',
  ): Promise<number> {
    const { comId } = actor;
    const contentIds = [...new Set(keys.map((key) => key.contentId))];
    const kinds = await repo.contentKindsOf(this.db, comId, contentIds);
    if (kinds.size < contentIds.length) throw notFound('contentNotFound');
    const rowKeys = new Map<string, repo.ItemKey>();
    for (const key of keys) {
      const kind = kinds.get(key.contentId);
      const itemType = kind ? itemTypeOf(kind.contentType, kind.isGift) : itemTypes.none;
      const rowKey = {
        contentId: key.contentId,
        itemType,
        itemNo: itemNoOf(itemType, key.itemNo),
        sort: key.sort,
      };
      rowKeys.set(JSON.stringify(rowKey), rowKey);
    }
    const { deleted, unheld } = await this.db.transaction(async (tx) => {
      const rows = await repo.lockItems(tx, comId, [...rowKeys.values()]);
      if (rows.length < rowKeys.size) throw notFound('giftItemNotFound');
      const orders = await repo.ordersOf(
        tx,
        rows.map((row) => row.id),
      );
      if (orders.size > 0) {
        const itemNos = rows.filter((row) => orders.has(row.id)).map((row) => row.itemNo);
        throw conflict(blockedKey, { itemNos: [...new Set(itemNos)].slice(0, 20).join(', ') });
      }
      const gone = await repo.deleteItems(
        tx,
        comId,
        rows.map((row) => row.id),
      );
      await writeEachAudit(tx, actor, 'contentItem', gone, (row) => ({
        entityId: row.id,
        action: 'delete',
        before: row,
      }));
      const pictures = gone.map((row) => row.firstPic);
      const held = await repo.heldPictures(tx, comId, pictures);
      return {
        deleted: gone.length,
        unheld: [...new Set(pictures)].filter((key) => key && !held.has(key)),
      };
    });
    await deleteKeys(this.storage, unheld);
    return deleted;
  }

  /** Inserts an item (a clash of type, number and sort is a 409); `picture` reads the copy's source. */
  private async insert(
    actor: SignedInUser,
    contentId: number,
    values: ItemValues & { firstPic?: string | null },
    picture?: (tx: Executor) => Promise<string | null>,
  ): Promise<repo.ListedItemRow> {
    const { comId } = actor;
    return this.writing(values, () =>
      this.db.transaction(async (tx) => {
        // Locked, so that the content is not deleted before the item is in.
        if (!(await groups.findContentKind(tx, comId, contentId, { lock: true })))
          throw notFound('contentNotFound');
        await this.checkGroup(tx, comId, contentId, values.groupId);
        const firstPic = picture ? await picture(tx) : (values.firstPic ?? null);
        const created = await repo.itemRows.insert(tx, { ...values, comId, contentId, firstPic });
        await auditChange(tx, actor, 'contentItem', {
          entityId: created.id,
          action: 'create',
          after: created,
        });
        return { ...created, inOrders: 0 };
      }),
    );
  }

  /** Runs a write, answering a clash of (item type, number, sort) as 409. */
  private async writing<Result>(values: ItemValues, write: () => Promise<Result>) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const params = { itemNo: values.itemNo, sort: values.sort ?? 1 };
      throw conflict('giftItemExists', params, { itemNo: [englishT('giftItemExists', params)] });
    }
  }

  /** The content's item type (B§4); 404 for another company's content, 400 for one without items. */
  private async itemType(comId: number, contentId: number): Promise<1 | 2> {
    const kind = await groups.findContentKind(this.db, comId, contentId);
    if (!kind) throw notFound('contentNotFound');
    const itemType = itemTypeOf(kind.contentType, kind.isGift);
    if (itemType === itemTypes.none) throw fieldRefusal('contentId', 'giftItemsNotTaken');
    return itemType;
  }

  /** Group 0 is none; another is a group of the same content, locked against its deletion. */
  private async checkGroup(
    tx: Executor,
    comId: number,
    contentId: number,
    groupId: number | null | undefined,
  ) {
    if (!groupId) return;
    if (!(await groups.lockGroup(tx, comId, contentId, groupId, 'key share')))
      throw fieldRefusal('groupId', 'giftItemGroupNotFound');
  }

  private async listed(db: Executor, comId: number, id: number) {
    return orNotFound(repo.findListedItem(db, comId, id), 'giftItemNotFound');
  }

  private picture(comId: number, form: MultipartForm) {
    return formPictures(`content/${comId}/items`, form, { firstPic: giftPicturePart });
  }
}
