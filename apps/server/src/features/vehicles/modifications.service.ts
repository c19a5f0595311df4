import {
  englishT,
  vehicleTypeFormFields,
  vehicleTypeFormSchema,
  type VehicleTypeForm,
} from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import type { Database } from '../../platform/db/database.js';
import { badRequest, notFound, orNotFound } from '../../platform/http/errors.js';
import type { MultipartForm } from '../../platform/http/multipart.js';
import type { ModelsService } from './models.service.js';
import { blocked, idRequired, type VehicleLevel, type VehicleWrites } from './vehicle-writes.js';
import { formValues, typeValueNames, validateForm } from './vehicles.form.js';
import * as repo from './vehicles.repository.js';

const typeLevel: VehicleLevel<repo.TypeRow> = {
  entity: 'vehicleType',
  id: (row) => row.typeId,
  notFound: 'vehicleNotFound',
  blocked: blocked('vehicleDeleteBlocked', 'vehicleHasItems', 'typeId'),
  pictures: { folder: 'vehicles/types', parentMissing: () => notFound('vehicleModelNotFound') },
};

/** The modifications (types) of a model (C§4.3), each with its picture and its count of items. */
export class ModificationsService {
  constructor(
    private readonly db: Database,
    private readonly writes: VehicleWrites,
    private readonly models: ModelsService,
  ) {}

  async list(modelId: number) {
    await this.models.get(modelId);
    return repo.listTypes(this.db, modelId);
  }

  async get(typeId: number) {
    const row = await orNotFound(repo.typeRows.find(this.db, typeId), typeLevel.notFound);
    return { ...row, itemsCount: await repo.countItemsOfType(this.db, typeId) };
  }

  async create(actor: SignedInUser, form: MultipartForm) {
    const fields = validateForm(vehicleTypeFormSchema, form.fields, vehicleTypeFormFields);
    const model = await this.parentModel(fields);
    await this.checkDictionaries(fields);
    const row = await this.writes.save(actor, typeLevel, {
      form,
      write: (tx, image) =>
        repo.typeRows.insert(tx, {
          ...formValues(fields, typeValueNames),
          modelId: model.modelId,
          markId: model.markId,
          manual: true,
          image,
        }),
    });
    return { ...row, itemsCount: 0 };
  }

  async update(actor: SignedInUser, form: MultipartForm) {
    const fields = validateForm(vehicleTypeFormSchema, form.fields, vehicleTypeFormFields);
    if (!fields.typeId) throw idRequired('typeId');
    const { itemsCount, ...before } = await this.get(fields.typeId);
    const model = await this.parentModel({
      modelId: fields.modelId || before.modelId,
      markId: fields.markId,
    });
    await this.checkDictionaries(fields);
    const row = await this.writes.save(actor, typeLevel, {
      before,
      form,
      write: (tx, image) =>
        repo.typeRows.update(tx, before.typeId, {
          ...formValues(fields, typeValueNames),
          modelId: model.modelId,
          markId: model.markId,
          ...(image ? { image } : {}),
        }),
    });
    return { ...row, itemsCount };
  }

  /** Removes the modification's picture, as the models' `deleteImage` does the model's. */
  async deleteImage(actor: SignedInUser, typeId: number) {
    const { itemsCount, ...before } = await this.get(typeId);
    const row = await this.writes.removePicture(actor, typeLevel, before, (tx) =>
      repo.typeRows.update(tx, typeId, { image: null }),
    );
    return { ...row, itemsCount };
  }

  async delete(actor: SignedInUser, typeId: number): Promise<void> {
    const { itemsCount, ...before } = await this.get(typeId);
    if (itemsCount > 0) throw typeLevel.blocked();
    await this.writes.delete(actor, typeLevel, before, (tx) => repo.typeRows.delete(tx, typeId));
  }

  /** The modification's model, which must be under `markId` when one is sent. */
  private async parentModel(fields: { modelId?: number | undefined; markId?: number | undefined }) {
    if (!fields.modelId) throw notFound('vehicleModelNotFound');
    const model = await repo.modelRows.find(this.db, fields.modelId);
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
}
