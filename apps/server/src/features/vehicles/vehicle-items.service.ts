import { vehicleLimits, vehicleSearchItemsBodySchema } from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import { auditChange, writeEachAudit } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { conflict, notFound } from '../../platform/http/errors.js';
import type { ModificationsService } from './modifications.service.js';
import * as repo from './vehicle-items.repository.js';

const itemExists = (itemNos: readonly string[]) =>
  conflict('vehicleItemExists', undefined, { items: [...itemNos] });

/** The item numbers of a modification (C§4.3) and the search in the caller's item master. */
export class VehicleItemsService {
  constructor(
    private readonly db: Database,
    private readonly modifications: ModificationsService,
    private readonly allRowsCap: number,
  ) {}

  async list(comId: number, typeId: number) {
    await this.modifications.get(typeId);
    return repo.listTypeItems(this.db, comId, typeId, this.allRowsCap);
  }

  /**
   * AddItems: the numbers (cleaned by the contract) are added as manual; when
   * any of them is already there nothing is added ('Item already exist', 409,
   * the numbers under `items`). Numbers unknown to the item master are kept.
   */
  async add(actor: SignedInUser, typeId: number, itemNos: readonly string[]) {
    await this.modifications.get(typeId);
    const unique = [...new Set(itemNos)];
    return this.db.transaction(async (tx) => {
      const existing = await repo.existingTypeItems(tx, typeId, unique);
      if (existing.length > 0) throw itemExists(existing);
      const added = await repo.insertTypeItems(tx, typeId, unique, true);
      // Added by someone else between the check and the insert.
      if (added.length < unique.length)
        throw itemExists(unique.filter((itemNo) => !added.includes(itemNo)));
      await writeEachAudit(tx, actor, 'vehicleItem', added, (itemNo) => ({
        entityId: `${typeId}/${itemNo}`,
        action: 'create',
        after: { typeId, itemNo, manual: true },
      }));
      const rows = await repo.listTypeItems(tx, actor.comId, typeId, this.allRowsCap);
      const addedSet = new Set(added);
      return rows.filter((row) => addedSet.has(row.itemNo));
    });
  }

  async delete(actor: SignedInUser, typeId: number, itemNo: string): Promise<void> {
    await this.modifications.get(typeId);
    await this.db.transaction(async (tx) => {
      const before = await repo.deleteTypeItem(tx, typeId, itemNo);
      if (!before) throw notFound('vehicleItemNotFound');
      await auditChange(tx, actor, 'vehicleItem', {
        entityId: `${typeId}/${itemNo}`,
        action: 'delete',
        before,
      });
    });
  }

  /** Every item of the modification; one audit row holds how many went. */
  async deleteAll(actor: SignedInUser, typeId: number): Promise<void> {
    await this.modifications.get(typeId);
    await this.db.transaction(async (tx) => {
      const removed = await repo.deleteTypeItems(tx, typeId);
      await auditChange(tx, actor, 'vehicleItem', {
        entityId: `${typeId}/*`,
        action: 'delete',
        before: { typeId, items: removed },
      });
    });
  }

  /** SearchItems: at most 50 of the caller's item master; an empty cleaned text finds nothing. */
  async search(comId: number, body: string) {
    const pattern = vehicleSearchItemsBodySchema.parse(body);
    if (pattern === '' || /^%+$/.test(pattern)) return [];
    return repo.searchMasterItems(this.db, comId, pattern, vehicleLimits.searchLimit);
  }
}
