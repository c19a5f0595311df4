import path from 'node:path';
import {
  canMoveUnder,
  type catalogNodeFormSchema,
  catalogPictureField,
  childLevel,
  englishT,
  type CatalogNodeForm,
  type CatalogTreeRequest,
  type TextKey,
} from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import {
  deleteAudited,
  saveAudited,
  writeEachAudit,
  type AuditedRecord,
} from '../../platform/audit.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { isForeignKeyViolation } from '../../platform/db/foreign-key-violation.js';
import { badRequest, conflict, notFound, orNotFound } from '../../platform/http/errors.js';
import type { ParsedForm } from '../../platform/http/multipart.js';
import { formPictures, writeWithPictures } from '../../platform/storage/pictures.js';
import { deleteKeys, isSafeName, type Storage } from '../../platform/storage/storage.js';
import { groupLinks, type GroupLink } from '../items/index.js';
import * as repo from './catalog.repository.js';

/** The node form (C§5, C§9), its text fields checked by the contract's schema. */
type CatalogNodeUpload = ParsedForm<typeof catalogNodeFormSchema>;

const nodeRecord: AuditedRecord<repo.CatalogNodeRow> = {
  entity: 'catalogNode',
  id: (row) => row.id,
  notFound: 'catalogNodeNotFound',
};

/** The stored picture's file name: what the tree answers as `img` and DeleteFile names. */
export const pictureName = (key: string): string => path.posix.basename(key);

/** The whole tree's rows with what the item master says of its level-3 links. */
interface CatalogTreeRows {
  rows: repo.CatalogNodeRow[];
  links: readonly GroupLink[];
}

export class CatalogService {
  constructor(
    private readonly db: Database,
    private readonly storage: Storage,
  ) {}

  /** One query for the nodes, one for every level-3 link's names and item count. */
  async tree(comId: number, request: Required<CatalogTreeRequest>): Promise<CatalogTreeRows> {
    const rows = await repo.listNodes(this.db, comId, request.active);
    return { rows, links: await this.linksOf(this.db, comId, rows) };
  }

  /** The company's node; 404 `key` when it has none of this id. */
  async node(comId: number, id: number, key: TextKey = 'catalogNodeNotFound') {
    return orNotFound(repo.nodeRows.find(this.db, comId, id), key);
  }

  /** The node with its link's names and item count, as the update answers it. */
  async presentable(comId: number, row: repo.CatalogNodeRow) {
    return { row, links: await this.linksOf(this.db, comId, [row]) };
  }

  async add(actor: SignedInUser, form: CatalogNodeUpload): Promise<repo.CatalogNodeRow> {
    const { fields } = form;
    let level = 1;
    if (fields.parentId !== 0) {
      const parent = await this.node(actor.comId, fields.parentId, 'catalogParentNotFound');
      const below = childLevel(parent.level);
      if (below === undefined)
        throw badRequest('catalogFourthLevel', undefined, {
          parentId: [englishT('catalogFourthLevel')],
        });
      level = below;
    }
    const link = await this.checkedLink(actor.comId, level, fields);
    return writeWithPictures(this.storage, this.picture(actor.comId, form), ({ img = null }) =>
      parentMustExist(
        saveAudited(this.db, actor, nodeRecord, undefined, (tx) =>
          repo.nodeRows.insert(tx, {
            comId: actor.comId,
            parentId: fields.parentId === 0 ? null : fields.parentId,
            level,
            title: fields.title,
            img,
            sort: fields.sort,
            col: fields.col,
            active: fields.active,
            ...link,
          }),
        ),
      ),
    );
  }

  async update(actor: SignedInUser, form: CatalogNodeUpload): Promise<repo.CatalogNodeRow> {
    const { fields } = form;
    if (fields.id === undefined)
      throw badRequest('catalogIdInvalid', undefined, { id: [englishT('catalogIdInvalid')] });
    const before = await this.node(actor.comId, fields.id);
    const parentId = fields.parentId === 0 ? null : fields.parentId;
    if (parentId !== before.parentId) await this.checkMove(actor.comId, before, parentId);
    const link = await this.checkedLink(actor.comId, before.level, fields);
    const upload = { ...this.picture(actor.comId, form), before };
    return writeWithPictures(this.storage, upload, ({ img }) =>
      parentMustExist(
        saveAudited(this.db, actor, nodeRecord, before, (tx) =>
          repo.nodeRows.update(tx, actor.comId, before.id, {
            parentId,
            title: fields.title,
            sort: fields.sort,
            col: fields.col,
            active: fields.active,
            ...link,
            ...(img ? { img } : {}),
          }),
        ),
      ),
    );
  }

  /** Beyond the spec: a node without children goes, with its picture (409 for one with children). */
  async delete(actor: SignedInUser, id: number): Promise<void> {
    const before = await this.node(actor.comId, id);
    if (await repo.hasChildren(this.db, actor.comId, id)) throw conflict('catalogNodeHasChildren');
    try {
      await deleteAudited(this.db, actor, nodeRecord, before, (tx) =>
        repo.nodeRows.delete(tx, actor.comId, id),
      );
    } catch (error) {
      // A child was added between the check and the delete.
      if (isForeignKeyViolation(error)) throw conflict('catalogNodeHasChildren');
      throw error;
    }
    await deleteKeys(this.storage, [before.img]);
  }

  /**
   * Beyond the spec: one place up (-1) or down (1) among the siblings. Two
   * different sorts are swapped; equal ones (the default 10 everywhere) are
   * renumbered 10, 20, 30 … in the new order. At either end nothing changes.
   */
  async move(actor: SignedInUser, id: number, by: -1 | 1): Promise<void> {
    const node = await this.node(actor.comId, id);
    await this.db.transaction(async (tx) => {
      const siblings = await repo.lockSiblings(tx, actor.comId, node.parentId);
      const index = siblings.findIndex((sibling) => sibling.id === id);
      const current = siblings[index];
      const neighbour = siblings[index + by];
      if (!current || !neighbour) return;
      let sorts: { id: number; sort: number }[];
      if (current.sort !== neighbour.sort) {
        sorts = [
          { id: current.id, sort: neighbour.sort },
          { id: neighbour.id, sort: current.sort },
        ];
      } else {
        const order = [...siblings];
        order.splice(index, 1);
        order.splice(index + by, 0, current);
        sorts = order
          .map((sibling, place) => ({ id: sibling.id, sort: (place + 1) * 10, was: sibling.sort }))
          .filter((change) => change.sort !== change.was)
          .map(({ id: changed, sort }) => ({ id: changed, sort }));
      }
      const changed = await repo.setSorts(tx, actor.comId, sorts);
      const beforeById = new Map(siblings.map((sibling) => [sibling.id, sibling]));
      await writeEachAudit(tx, actor, nodeRecord.entity, changed, (row) => ({
        entityId: row.id,
        action: 'update',
        before: beforeById.get(row.id),
        after: row,
      }));
    });
  }

  /** `items/DeleteFile?picName=` (C§7): the node's picture leaves the node and the storage. */
  async deletePicture(actor: SignedInUser, id: number, picName: string) {
    if (!isSafeName(picName))
      throw badRequest('catalogPictureNameInvalid', undefined, {
        picName: [englishT('catalogPictureNameInvalid')],
      });
    const before = await this.node(actor.comId, id);
    if (!before.img || pictureName(before.img) !== picName)
      throw notFound('catalogPictureNotFound');
    const updated = await saveAudited(this.db, actor, nodeRecord, before, (tx) =>
      repo.nodeRows.update(tx, actor.comId, id, { img: null }),
    );
    await deleteKeys(this.storage, [before.img]);
    return updated;
  }

  /** C§4.4: under a node one level above the node's own (the root for level 1), never under itself. */
  private async checkMove(comId: number, node: repo.CatalogNodeRow, parentId: number | null) {
    if (parentId === node.id) throw moveUnderItself();
    let parentLevel = 0;
    if (parentId !== null) {
      const parent = await this.node(comId, parentId, 'catalogParentNotFound');
      if ((await repo.ancestorIds(this.db, comId, parent.id)).includes(node.id))
        throw moveUnderItself();
      parentLevel = parent.level;
    }
    if (!canMoveUnder(node.level, parentLevel))
      throw badRequest('catalogMoveSameLevel', undefined, {
        parentId: [englishT('catalogMoveSameLevel')],
      });
  }

  /** The level-3 link of the form, checked against the company's item master (DESIGN §9). */
  private async checkedLink(comId: number, level: number, fields: CatalogNodeForm) {
    const { itemGroup, itemSubGroup } = fields;
    if (level < 3) {
      if (itemGroup !== '' || itemSubGroup !== '')
        throw badRequest('catalogItemGroupLevel3Only', undefined, {
          [itemGroup !== '' ? 'itemGroup' : 'itemSubGroup']: [
            englishT('catalogItemGroupLevel3Only'),
          ],
        });
      return { itemGroup: null, itemSubGroup: null };
    }
    if (itemGroup === '')
      throw badRequest('catalogItemGroupRequired', undefined, {
        itemGroup: [englishT('catalogItemGroupRequired')],
      });
    const [link] = await groupLinks(this.db, comId, [
      { groupCode: itemGroup, subGroupCode: itemSubGroup },
    ]);
    if (link?.groupName == null) {
      const words = englishT('catalogItemGroupUnknown', { code: itemGroup });
      throw badRequest('catalogItemGroupUnknown', { code: itemGroup }, { itemGroup: [words] });
    }
    if (itemSubGroup !== '' && link.subGroupName === null) {
      const params = { code: itemSubGroup, group: itemGroup };
      const words = englishT('catalogItemSubGroupUnknown', params);
      throw badRequest('catalogItemSubGroupUnknown', params, { itemSubGroup: [words] });
    }
    return { itemGroup, itemSubGroup: itemSubGroup === '' ? null : itemSubGroup };
  }

  /** Every distinct link of the level-3 rows, named and counted in one statement. */
  private async linksOf(db: Executor, comId: number, rows: readonly repo.CatalogNodeRow[]) {
    const keys = new Map<string, { groupCode: string; subGroupCode: string }>();
    for (const row of rows) {
      if (row.itemGroup === null) continue;
      const key = { groupCode: row.itemGroup, subGroupCode: row.itemSubGroup ?? '' };
      keys.set(linkKey(key), key);
    }
    return groupLinks(db, comId, [...keys.values()]);
  }

  private picture(comId: number, form: CatalogNodeUpload) {
    return formPictures(`catalog/${comId}`, form, { img: catalogPictureField });
  }
}

/** The parent was deleted between the check and the write. */
async function parentMustExist<Row>(write: Promise<Row>): Promise<Row> {
  try {
    return await write;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound('catalogParentNotFound');
    throw error;
  }
}

/** The map key of a group link. */
export const linkKey = (link: { groupCode: string; subGroupCode: string }): string =>
  `${link.groupCode}\u0000${link.subGroupCode}`;

const moveUnderItself = () =>
  badRequest('catalogMoveUnderItself', undefined, {
    parentId: [englishT('catalogMoveUnderItself')],
  });
