import { giftPicturePart } from '@bo/contract';
import type { SignedInUser } from '../../../platform/auth/account-store.js';
import { auditChange, auditWritten, type AuditedRecord } from '../../../platform/audit.js';
import type { Database, Executor } from '../../../platform/db/database.js';
import { conflict, notFound, orNotFound } from '../../../platform/http/errors.js';
import type { MultipartForm } from '../../../platform/http/multipart.js';
import { formPictures, writeWithPictures } from '../../../platform/storage/pictures.js';
import { deleteKeys, type Storage } from '../../../platform/storage/storage.js';
import * as repo from './gift-groups.repository.js';
import { fieldRefusal, groupFormValues, readGroupFields, readGroupKey } from './gift-items.form.js';

type GroupKey = { contentId: number; groupId: number };

const groupRecord: AuditedRecord<repo.GroupRow> = {
  entity: 'contentGroup',
  id: (row) => row.groupId,
  notFound: 'giftGroupNotFound',
};

/** The stored group as the values of its form: what an update keeps when it does not send them. */
const storedValues = (row: repo.GroupRow) => ({
  giftGroup: row.giftGroup,
  sort: row.sort,
  parentGroupId: row.parentGroupId ?? 0,
  maxOrderItems: row.maxOrderItems,
});

/**
 * The item groups of an action (B§2 tab-2, B§3, B§4): a tree within the
 * content, each with an optional picture (450x250, a hint). A group holding
 * items or subgroups is not deleted.
 */
export class GiftGroupsService {
  constructor(
    private readonly db: Database,
    private readonly storage: Storage,
  ) {}

  /** Every group of the content, by sort then name, with its counts. */
  async groups(comId: number, contentId: number): Promise<repo.CountedGroupRow[]> {
    await this.content(this.db, comId, contentId);
    return repo.groupsOf(this.db, comId, contentId);
  }

  async create(actor: SignedInUser, form: MultipartForm): Promise<repo.CountedGroupRow> {
    const fields = readGroupFields(groupFormValues(form.fields));
    const { comId } = actor;
    await this.content(this.db, comId, fields.contentId);
    return writeWithPictures(this.storage, this.picture(comId, form), ({ picFile }) =>
      this.db.transaction(async (tx) => {
        // Locked, so that the content is not deleted before the group is in.
        await this.content(tx, comId, fields.contentId, true);
        if (fields.parentGroupId !== 0) {
          const parent = await repo.lockGroup(
            tx,
            comId,
            fields.contentId,
            fields.parentGroupId,
            'key share',
          );
          if (!parent) throw fieldRefusal('parentGroupId', 'giftGroupParentNotFound');
        }
        const created = await repo.groupRows.insert(tx, {
          comId,
          contentId: fields.contentId,
          parentGroupId: fields.parentGroupId || null,
          giftGroup: fields.giftGroup,
          sort: fields.sort,
          maxOrderItems: fields.maxOrderItems,
          picFile: picFile ?? null,
        });
        await auditWritten(tx, actor, groupRecord, undefined, created);
        return { ...created, subGroupCount: 0, itemCount: 0 };
      }),
    );
  }

  /** An update: the fields it does not send keep their values; a new picture replaces the old one. */
  async update(actor: SignedInUser, form: MultipartForm): Promise<repo.CountedGroupRow> {
    const sent = groupFormValues(form.fields);
    const key = readGroupKey(sent);
    const { comId } = actor;
    const stored = await this.group(this.db, comId, key);
    const fields = readGroupFields({ ...storedValues(stored), ...sent });
    // The picture replaced is that of the row as locked, removed after the write.
    const { after, replaced } = await writeWithPictures(
      this.storage,
      this.picture(comId, form),
      ({ picFile }) =>
        this.db.transaction(async (tx) => {
          const tree = await repo.lockGroupsOf(tx, comId, key.contentId);
          const row = tree.find((group) => group.groupId === key.groupId);
          if (!row) throw notFound('giftGroupNotFound');
          checkParent(tree, key.groupId, fields.parentGroupId);
          const changed = await repo.groupRows.update(tx, comId, key.contentId, key.groupId, {
            parentGroupId: fields.parentGroupId || null,
            giftGroup: fields.giftGroup,
            sort: fields.sort,
            maxOrderItems: fields.maxOrderItems,
            ...(picFile ? { picFile } : {}),
          });
          await auditWritten(tx, actor, groupRecord, row, changed);
          const replaced = picFile ? row.picFile : null;
          return { after: await this.group(tx, comId, key), replaced };
        }),
    );
    await deleteKeys(this.storage, [replaced]);
    return after;
  }

  /** B§4: only a group without items and subgroups; its picture leaves the storage after the commit. */
  async delete(actor: SignedInUser, key: GroupKey): Promise<void> {
    const { comId } = actor;
    const before = await this.db.transaction(async (tx) => {
      // Locked first: an item or subgroup being put in it waits, and is counted below or refused.
      const row = await repo.lockGroup(tx, comId, key.contentId, key.groupId, 'update');
      if (!row) throw notFound('giftGroupNotFound');
      const counted = await this.group(tx, comId, key);
      if (counted.itemCount > 0 || counted.subGroupCount > 0)
        throw conflict('giftGroupDeleteBlocked');
      await repo.groupRows.delete(tx, comId, key.contentId, key.groupId);
      await auditChange(tx, actor, groupRecord.entity, {
        entityId: key.groupId,
        action: 'delete',
        before: row,
      });
      return row;
    });
    await deleteKeys(this.storage, [before.picFile]);
  }

  /** DeleteContentGroupPic: the picture leaves the group, then the storage. */
  async deletePicture(actor: SignedInUser, key: GroupKey): Promise<repo.CountedGroupRow> {
    const { comId } = actor;
    const { before, after } = await this.db.transaction(async (tx) => {
      const row = await repo.lockGroup(tx, comId, key.contentId, key.groupId, 'update');
      if (!row) throw notFound('giftGroupNotFound');
      if (row.picFile) {
        const changed = await repo.groupRows.update(tx, comId, key.contentId, key.groupId, {
          picFile: null,
        });
        await auditWritten(tx, actor, groupRecord, row, changed);
      }
      return { before: row, after: await this.group(tx, comId, key) };
    });
    await deleteKeys(this.storage, [before.picFile]);
    return after;
  }

  private async content(db: Executor, comId: number, contentId: number, lock = false) {
    return orNotFound(repo.findContentKind(db, comId, contentId, { lock }), 'contentNotFound');
  }

  private async group(db: Executor, comId: number, key: GroupKey) {
    return orNotFound(repo.findGroup(db, comId, key.contentId, key.groupId), 'giftGroupNotFound');
  }

  private picture(comId: number, form: MultipartForm) {
    return formPictures(`content/${comId}/groups`, form, { picFile: giftPicturePart });
  }
}

/**
 * The new parent of a group: 0 (a root), or a group of the same content that
 * is neither the group itself nor below it. `tree` is every group of the content.
 */
function checkParent(tree: readonly repo.GroupRow[], groupId: number, parentId: number): void {
  if (parentId === 0) return;
  const parentOf = new Map(tree.map((group) => [group.groupId, group.parentGroupId ?? 0]));
  if (!parentOf.has(parentId)) throw fieldRefusal('parentGroupId', 'giftGroupParentNotFound');
  // Up from the new parent: meeting the group itself would close a cycle.
  const seen = new Set<number>();
  for (let at = parentId; at !== 0 && !seen.has(at); at = parentOf.get(at) ?? 0) {
    if (at === groupId) throw fieldRefusal('parentGroupId', 'giftGroupParentCycle');
    seen.add(at);
  }
}
