import {
  englishT,
  vehicleMarkFormSchema,
  vehicleModelFormFields,
  vehicleModelFormSchema,
  vehiclePictureField,
  vehicleSearchItemsBodySchema,
  vehicleTypeFormFields,
  vehicleTypeFormSchema,
  vehicleLimits,
  vehicleDictionaryNames,
  type PageQuery,
  type PageRequest,
  type Language,
  type VehicleDictionaries,
  type VehicleMarkForm,
  type VehicleTypeForm,
} from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import { writeAudit, writeAudits, type AuditEntry } from '../../platform/audit.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { badRequest, conflict, notFound } from '../../platform/http/errors.js';
import type { MultipartForm } from '../../platform/http/multipart.js';
import { pagedList, searchText, sortColumnOf } from '../../platform/http/paging.js';
import { storePictures } from '../../platform/storage/pictures.js';
import { deleteKeys, type Storage } from '../../platform/storage/storage.js';
import { validateForm } from './vehicles.form.js';
import * as repo from './vehicles.repository.js';
import { isForeignKeyViolation } from './vehicles.repository.js';

const markFormFields = Object.keys(vehicleMarkFormSchema.shape);

type AuditEntity = 'vehicleMark' | 'vehicleModel' | 'vehicleType' | 'vehicleItem';

const auditOf = (actor: SignedInUser, entity: AuditEntity) => ({
  actorLogin: actor.login,
  comId: actor.comId,
  entity,
});

/** The audit row of one record's change, written in the change's transaction. */
const audit = (
  tx: Executor,
  actor: SignedInUser,
  entity: AuditEntity,
  change: Pick<AuditEntry, 'entityId' | 'action' | 'before' | 'after'>,
) => writeAudit(tx, { ...auditOf(actor, entity), ...change });

/** Blocked deletes (C§4.3, C§8): the dialog's title as the message, its text under the id. */
const blocked = (
  title: 'vehicleMarkDeleteBlocked' | 'vehicleModelDeleteBlocked' | 'vehicleDeleteBlocked',
  reason: 'vehicleMarkHasModels' | 'vehicleModelHasVehicles' | 'vehicleHasItems',
  field: string,
) => conflict(title, undefined, { [field]: [englishT(reason)] });

const markBlocked = () => blocked('vehicleMarkDeleteBlocked', 'vehicleMarkHasModels', 'markId');
const modelBlocked = () =>
  blocked('vehicleModelDeleteBlocked', 'vehicleModelHasVehicles', 'modelId');
const typeBlocked = () => blocked('vehicleDeleteBlocked', 'vehicleHasItems', 'typeId');

const idRequired = (field: string) =>
  badRequest('vehicleIdInvalid', undefined, { [field]: [englishT('vehicleIdInvalid')] });

export class VehiclesService {
  constructor(
    private readonly db: Database,
    private readonly storage: Storage,
    private readonly allRowsCap: number,
  ) {}

  totals() {
    return repo.totals(this.db);
  }

  /** MainInfo (C§2.6): marks by name with their counts. */
  summary(request: PageRequest) {
    return pagedList(
      request,
      this.allRowsCap,
      {
        rows: (window) => repo.listMarks(this.db, { orderBy: 'mark', desc: false }, window),
        total: () => repo.countMarks(this.db),
      },
      (row) => ({
        markId: row.markId,
        mark: row.mark,
        modelsCount: row.modelsCount,
        typesCount: row.typesCount,
      }),
    );
  }

  marks(request: PageRequest, query: PageQuery) {
    const search = searchText(query.filter);
    const orderBy = sortColumnOf(repo.markSortColumns, query.orderBy, 'mark');
    return pagedList(
      request,
      this.allRowsCap,
      {
        rows: (window) => repo.listMarks(this.db, { search, orderBy, desc: request.desc }, window),
        total: () => repo.countMarks(this.db, search),
      },
      (row) => ({
        ...row,
        modelsCount: row.modelsCount,
        typesCount: row.typesCount,
      }),
    );
  }

  async mark(markId: number) {
    const row = await repo.findMark(this.db, markId);
    if (!row) throw notFound('vehicleMarkNotFound');
    return row;
  }

  async createMark(actor: SignedInUser, body: Record<string, unknown>) {
    const fields = markValues(validateForm(vehicleMarkFormSchema, body, markFormFields));
    try {
      return await this.db.transaction(async (tx) => {
        const row = await repo.insertMark(tx, { ...fields, manual: true });
        await audit(tx, actor, 'vehicleMark', {
          entityId: row.markId,
          action: 'create',
          after: row,
        });
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw markExists();
      throw error;
    }
  }

  async updateMark(actor: SignedInUser, body: Record<string, unknown>) {
    const form = validateForm(vehicleMarkFormSchema, body, markFormFields);
    const { markId } = form;
    const fields = markValues(form);
    if (!markId) throw idRequired('markId');
    const before = await this.mark(markId);
    try {
      return await this.db.transaction(async (tx) => {
        const row = await repo.updateMark(tx, markId, fields);
        if (!row) throw notFound('vehicleMarkNotFound');
        await audit(tx, actor, 'vehicleMark', {
          entityId: markId,
          action: 'update',
          before,
          after: row,
        });
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw markExists();
      throw error;
    }
  }

  async deleteMark(actor: SignedInUser, markId: number): Promise<void> {
    const before = await this.mark(markId);
    if (await repo.markHasModels(this.db, markId)) throw markBlocked();
    await this.deleteRecord(actor, 'vehicleMark', markId, before, markBlocked, (tx) =>
      repo.deleteMark(tx, markId),
    );
  }

  // -------------------------------------------------------------------------
  // Models

  async models(markId: number) {
    await this.mark(markId);
    return repo.listModels(this.db, markId);
  }

  async model(modelId: number) {
    const row = await repo.findModel(this.db, modelId);
    if (!row) throw notFound('vehicleModelNotFound');
    return { ...row, typesCount: await repo.countTypesOfModel(this.db, modelId) };
  }

  async createModel(actor: SignedInUser, form: MultipartForm) {
    const fields = validateForm(vehicleModelFormSchema, form.fields, vehicleModelFormFields);
    if (!fields.markId) throw notFound('vehicleMarkNotFound');
    await this.mark(fields.markId);
    const row = await this.writeWithPicture(
      'vehicles/models',
      form,
      () => notFound('vehicleMarkNotFound'),
      async (tx, image) => {
        const created = await repo.insertModel(tx, {
          markId: fields.markId ?? 0,
          model: fields.model,
          modelRange: fields.modelRange,
          active: fields.active,
          sort: fields.sort,
          pc: fields.pc,
          cv: fields.cv,
          ax: fields.ax,
          lcv: fields.lcv,
          mc: fields.mc,
          manual: true,
          image,
        });
        await audit(tx, actor, 'vehicleModel', {
          entityId: created.modelId,
          action: 'create',
          after: created,
        });
        return created;
      },
    );
    return { ...row, typesCount: 0 };
  }

  async updateModel(actor: SignedInUser, form: MultipartForm) {
    const fields = validateForm(vehicleModelFormSchema, form.fields, vehicleModelFormFields);
    if (!fields.modelId) throw idRequired('modelId');
    const { typesCount, ...before } = await this.model(fields.modelId);
    // The mark stays unless another is named; its modifications follow it (on update cascade).
    const markId = fields.markId || before.markId;
    if (markId !== before.markId) await this.mark(markId);
    const updated = await this.writeWithPicture(
      'vehicles/models',
      form,
      () => notFound('vehicleMarkNotFound'),
      async (tx, image) => {
        const row = await repo.updateModel(tx, before.modelId, {
          markId,
          model: fields.model,
          modelRange: fields.modelRange,
          active: fields.active,
          sort: fields.sort,
          pc: fields.pc,
          cv: fields.cv,
          ax: fields.ax,
          lcv: fields.lcv,
          mc: fields.mc,
          ...(image ? { image } : {}),
        });
        if (!row) throw notFound('vehicleModelNotFound');
        await audit(tx, actor, 'vehicleModel', {
          entityId: row.modelId,
          action: 'update',
          before,
          after: row,
        });
        return row;
      },
      before.image,
    );
    return { ...updated, typesCount };
  }

  /**
   * Removes the model's picture (issue 32): the record keeps no image and the
   * file goes from storage after the commit. A model without one is answered
   * as it is, with no audit row.
   */
  async deleteModelImage(actor: SignedInUser, modelId: number) {
    const { typesCount, ...before } = await this.model(modelId);
    const updated = await this.removePicture(actor, 'vehicleModel', modelId, before, (tx) =>
      repo.updateModel(tx, modelId, { image: null }).then((row) => {
        if (!row) throw notFound('vehicleModelNotFound');
        return row;
      }),
    );
    return { ...updated, typesCount };
  }

  async deleteModel(actor: SignedInUser, modelId: number): Promise<void> {
    const { typesCount, ...before } = await this.model(modelId);
    if (typesCount > 0) throw modelBlocked();
    await this.deleteRecord(actor, 'vehicleModel', modelId, before, modelBlocked, (tx) =>
      repo.deleteModel(tx, modelId),
    );
    await deleteKeys(this.storage, [before.image]);
  }

  // -------------------------------------------------------------------------
  // Modifications

  async vehicles(modelId: number) {
    await this.model(modelId);
    return repo.listTypes(this.db, modelId);
  }

  async vehicle(typeId: number) {
    const row = await repo.findType(this.db, typeId);
    if (!row) throw notFound('vehicleNotFound');
    return { ...row, itemsCount: await repo.countItemsOfType(this.db, typeId) };
  }

  async createVehicle(actor: SignedInUser, form: MultipartForm) {
    const fields = validateForm(vehicleTypeFormSchema, form.fields, vehicleTypeFormFields);
    const model = await this.parentModel(fields);
    await this.checkDictionaries(fields);
    const row = await this.writeWithPicture(
      'vehicles/types',
      form,
      () => notFound('vehicleModelNotFound'),
      async (tx, image) => {
        const created = await repo.insertType(tx, {
          ...typeValues(fields),
          modelId: model.modelId,
          markId: model.markId,
          manual: true,
          image,
        });
        await audit(tx, actor, 'vehicleType', {
          entityId: created.typeId,
          action: 'create',
          after: created,
        });
        return created;
      },
    );
    return { ...row, itemsCount: 0 };
  }

  async updateVehicle(actor: SignedInUser, form: MultipartForm) {
    const fields = validateForm(vehicleTypeFormSchema, form.fields, vehicleTypeFormFields);
    if (!fields.typeId) throw idRequired('typeId');
    const { itemsCount, ...before } = await this.vehicle(fields.typeId);
    const model = await this.parentModel({
      modelId: fields.modelId || before.modelId,
      markId: fields.markId,
    });
    await this.checkDictionaries(fields);
    const updated = await this.writeWithPicture(
      'vehicles/types',
      form,
      () => notFound('vehicleModelNotFound'),
      async (tx, image) => {
        const row = await repo.updateType(tx, before.typeId, {
          ...typeValues(fields),
          modelId: model.modelId,
          markId: model.markId,
          ...(image ? { image } : {}),
        });
        if (!row) throw notFound('vehicleNotFound');
        await audit(tx, actor, 'vehicleType', {
          entityId: row.typeId,
          action: 'update',
          before,
          after: row,
        });
        return row;
      },
      before.image,
    );
    return { ...updated, itemsCount };
  }

  /** Removes the modification's picture, as `deleteModelImage` does the model's. */
  async deleteVehicleImage(actor: SignedInUser, typeId: number) {
    const { itemsCount, ...before } = await this.vehicle(typeId);
    const updated = await this.removePicture(actor, 'vehicleType', typeId, before, (tx) =>
      repo.updateType(tx, typeId, { image: null }).then((row) => {
        if (!row) throw notFound('vehicleNotFound');
        return row;
      }),
    );
    return { ...updated, itemsCount };
  }

  async deleteVehicle(actor: SignedInUser, typeId: number): Promise<void> {
    const { itemsCount, ...before } = await this.vehicle(typeId);
    if (itemsCount > 0) throw typeBlocked();
    await this.deleteRecord(actor, 'vehicleType', typeId, before, typeBlocked, (tx) =>
      repo.deleteType(tx, typeId),
    );
    await deleteKeys(this.storage, [before.image]);
  }

  // -------------------------------------------------------------------------
  // Items of a modification

  async vehicleItems(comId: number, typeId: number) {
    await this.vehicle(typeId);
    return repo.listTypeItems(this.db, comId, typeId, this.allRowsCap);
  }

  /**
   * AddItems: the numbers (cleaned by the contract) are added as manual; when
   * any of them is already there nothing is added ('Item already exist', 409,
   * the numbers under `items`). Numbers unknown to the item master are kept.
   */
  async addItems(actor: SignedInUser, typeId: number, itemNos: readonly string[]) {
    await this.vehicle(typeId);
    const unique = [...new Set(itemNos)];
    return this.db.transaction(async (tx) => {
      const existing = await repo.existingTypeItems(tx, typeId, unique);
      if (existing.length > 0) throw itemExists(existing);
      const added = await repo.insertTypeItems(tx, typeId, unique, true);
      // Added by someone else between the check and the insert.
      if (added.length < unique.length)
        throw itemExists(unique.filter((itemNo) => !added.includes(itemNo)));
      await writeAudits(
        tx,
        added.map((itemNo) => ({
          ...auditOf(actor, 'vehicleItem'),
          entityId: `${typeId}/${itemNo}`,
          action: 'create' as const,
          after: { typeId, itemNo, manual: true },
        })),
      );
      const rows = await repo.listTypeItems(tx, actor.comId, typeId, this.allRowsCap);
      const addedSet = new Set(added);
      return rows.filter((row) => addedSet.has(row.itemNo));
    });
  }

  async deleteItem(actor: SignedInUser, typeId: number, itemNo: string): Promise<void> {
    await this.vehicle(typeId);
    await this.db.transaction(async (tx) => {
      const before = await repo.deleteTypeItem(tx, typeId, itemNo);
      if (!before) throw notFound('vehicleItemNotFound');
      await audit(tx, actor, 'vehicleItem', {
        entityId: `${typeId}/${itemNo}`,
        action: 'delete',
        before,
      });
    });
  }

  /** Every item of the modification; one audit row holds how many went. */
  async deleteItems(actor: SignedInUser, typeId: number): Promise<void> {
    await this.vehicle(typeId);
    await this.db.transaction(async (tx) => {
      const removed = await repo.deleteTypeItems(tx, typeId);
      await audit(tx, actor, 'vehicleItem', {
        entityId: `${typeId}/*`,
        action: 'delete',
        before: { typeId, items: removed },
      });
    });
  }

  /** SearchItems: at most 50 of the caller's item master; an empty cleaned text finds nothing. */
  async searchItems(comId: number, body: string) {
    const pattern = vehicleSearchItemsBodySchema.parse(body);
    if (pattern === '' || /^%+$/.test(pattern)) return [];
    return repo.searchMasterItems(this.db, comId, pattern, vehicleLimits.searchLimit);
  }

  /** The lists named in the caller's `language` (English by default: the Reference's). */
  async dictionaries(language: Language = 'en'): Promise<VehicleDictionaries> {
    const answer = Object.fromEntries(
      vehicleDictionaryNames.map((name) => [name, [] as { id: number; name: string }[]]),
    ) as VehicleDictionaries;
    for (const row of await repo.dictionaries(this.db, language)) {
      answer[row.dictionary].push({ id: row.id, name: row.name });
    }
    return answer;
  }

  // -------------------------------------------------------------------------

  /** The modification's model, which must be under `markId` when one is sent. */
  private async parentModel(fields: { modelId?: number | undefined; markId?: number | undefined }) {
    if (!fields.modelId) throw notFound('vehicleModelNotFound');
    const model = await repo.findModel(this.db, fields.modelId);
    if (!model || (fields.markId && fields.markId !== model.markId))
      throw notFound('vehicleModelNotFound');
    return model;
  }

  private async checkDictionaries(fields: VehicleTypeForm): Promise<void> {
    const unknown = await repo.unknownDictionaryEntries(this.db, {
      bodyType: fields.bodyType,
      driveType: fields.driveType,
      engineType: fields.engineType,
      fuel: fields.fuel,
      fuelPreparation: fields.fuelPreparation,
    });
    if (unknown.length > 0)
      throw badRequest(
        'vehicleDictionaryUnknown',
        undefined,
        Object.fromEntries(unknown.map((name) => [name, [englishT('vehicleDictionaryUnknown')]])),
      );
  }

  /**
   * Stores the form's picture (if any) and runs `write` with its key in one
   * transaction. A failed write removes the stored picture again, and a
   * foreign key failure (the parent went meanwhile) answers `parentMissing`;
   * after success the `replaced` picture is removed when a new one came.
   */
  private async writeWithPicture<Row>(
    folder: string,
    form: MultipartForm,
    parentMissing: () => Error,
    write: (tx: Executor, image: string | null) => Promise<Row>,
    replaced?: string | null,
  ): Promise<Row> {
    const { image = null } = await storePictures(this.storage, folder, form.files, {
      image: vehiclePictureField,
    });
    let row: Row;
    try {
      row = await this.db.transaction((tx) => write(tx, image));
    } catch (error) {
      await deleteKeys(this.storage, [image]);
      if (isForeignKeyViolation(error)) throw parentMissing();
      throw error;
    }
    if (image) await deleteKeys(this.storage, [replaced]);
    return row;
  }

  /**
   * Clears a record's picture with its audit row, then removes the file from
   * storage after the commit; a record without one is answered as it is.
   */
  private async removePicture<Row extends { image: string | null }>(
    actor: SignedInUser,
    entity: AuditEntity,
    entityId: number,
    before: Row,
    clear: (tx: Executor) => Promise<Row>,
  ): Promise<Row> {
    if (!before.image) return before;
    const after = await this.db.transaction(async (tx) => {
      const row = await clear(tx);
      await audit(tx, actor, entity, { entityId, action: 'update', before, after: row });
      return row;
    });
    await deleteKeys(this.storage, [before.image]);
    return after;
  }

  /** Deletes a record with its audit row; a child added since the check (foreign key) answers `blocked`. */
  private async deleteRecord(
    actor: SignedInUser,
    entity: AuditEntity,
    entityId: number,
    before: object,
    blocked: () => Error,
    remove: (tx: Executor) => Promise<unknown>,
  ): Promise<void> {
    try {
      await this.db.transaction(async (tx) => {
        await remove(tx);
        await audit(tx, actor, entity, { entityId, action: 'delete', before });
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw blocked();
      throw error;
    }
  }
}

function markValues(form: VehicleMarkForm) {
  return {
    mark: form.mark,
    active: form.active,
    oe: form.oe,
    pc: form.pc,
    cv: form.cv,
    ax: form.ax,
    en: form.en,
    gr: form.gr,
    lcv: form.lcv,
    mc: form.mc,
  };
}

function typeValues(fields: VehicleTypeForm) {
  return {
    typeName: fields.typeName,
    typeRange: fields.typeRange,
    bodyType: fields.bodyType,
    driveType: fields.driveType,
    engineType: fields.engineType,
    fuel: fields.fuel,
    fuelPreparation: fields.fuelPreparation,
    engines: fields.engines,
    capacity: fields.capacity,
    ccmTech: fields.ccmTech,
    cylinders: fields.cylinders,
    valve: fields.valve,
    hp: fields.hp,
    kw: fields.kw,
    tonnage: fields.tonnage,
    active: fields.active,
    sort: fields.sort,
  };
}

const markExists = () =>
  conflict('vehicleMarkExists', undefined, { mark: [englishT('vehicleMarkExists')] });

const itemExists = (itemNos: readonly string[]) =>
  conflict('vehicleItemExists', undefined, { items: [...itemNos] });
