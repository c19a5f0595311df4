import { vehicleModelFormFields, vehicleModelFormSchema } from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import type { Database } from '../../platform/db/database.js';
import { notFound, orNotFound } from '../../platform/http/errors.js';
import type { MultipartForm } from '../../platform/http/multipart.js';
import type { MarksService } from './marks.service.js';
import { blocked, idRequired, type VehicleLevel, type VehicleWrites } from './vehicle-writes.js';
import { formValues, modelValueNames, validateForm } from './vehicles.form.js';
import * as repo from './vehicles.repository.js';

const modelLevel: VehicleLevel<repo.ModelRow> = {
  entity: 'vehicleModel',
  id: (row) => row.modelId,
  notFound: 'vehicleModelNotFound',
  blocked: blocked('vehicleModelDeleteBlocked', 'vehicleModelHasVehicles', 'modelId'),
  pictures: { folder: 'vehicles/models', parentMissing: () => notFound('vehicleMarkNotFound') },
};

/** The models of a mark (C§4.3), each with its picture and its count of modifications. */
export class ModelsService {
  constructor(
    private readonly db: Database,
    private readonly writes: VehicleWrites,
    private readonly marks: MarksService,
  ) {}

  async list(markId: number) {
    await this.marks.get(markId);
    return repo.listModels(this.db, markId);
  }

  async get(modelId: number) {
    const row = await orNotFound(repo.modelRows.find(this.db, modelId), modelLevel.notFound);
    return { ...row, typesCount: await repo.countTypesOfModel(this.db, modelId) };
  }

  async create(actor: SignedInUser, form: MultipartForm) {
    const fields = validateForm(vehicleModelFormSchema, form.fields, vehicleModelFormFields);
    if (!fields.markId) throw notFound('vehicleMarkNotFound');
    const markId = fields.markId;
    await this.marks.get(markId);
    const row = await this.writes.save(actor, modelLevel, {
      form,
      write: (tx, image) =>
        repo.modelRows.insert(tx, {
          ...formValues(fields, modelValueNames),
          markId,
          manual: true,
          image,
        }),
    });
    return { ...row, typesCount: 0 };
  }

  async update(actor: SignedInUser, form: MultipartForm) {
    const fields = validateForm(vehicleModelFormSchema, form.fields, vehicleModelFormFields);
    if (!fields.modelId) throw idRequired('modelId');
    const { typesCount, ...before } = await this.get(fields.modelId);
    // The mark stays unless another is named; its modifications follow it (on update cascade).
    const markId = fields.markId || before.markId;
    if (markId !== before.markId) await this.marks.get(markId);
    const row = await this.writes.save(actor, modelLevel, {
      before,
      form,
      write: (tx, image) =>
        repo.modelRows.update(tx, before.modelId, {
          ...formValues(fields, modelValueNames),
          markId,
          ...(image ? { image } : {}),
        }),
    });
    return { ...row, typesCount };
  }

  /**
   * Removes the model's picture (issue 32): the record keeps no image and the
   * file goes from storage after the commit. A model without one is answered
   * as it is, with no audit row.
   */
  async deleteImage(actor: SignedInUser, modelId: number) {
    const { typesCount, ...before } = await this.get(modelId);
    const row = await this.writes.removePicture(actor, modelLevel, before, (tx) =>
      repo.modelRows.update(tx, modelId, { image: null }),
    );
    return { ...row, typesCount };
  }

  async delete(actor: SignedInUser, modelId: number): Promise<void> {
    const { typesCount, ...before } = await this.get(modelId);
    if (typesCount > 0) throw modelLevel.blocked();
    await this.writes.delete(actor, modelLevel, before, (tx) => repo.modelRows.delete(tx, modelId));
  }
}
