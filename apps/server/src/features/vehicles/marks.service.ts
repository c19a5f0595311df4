import { englishT, vehicleMarkFormSchema, type PageQuery, type PageRequest } from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import type { Database } from '../../platform/db/database.js';
import { conflict, orNotFound } from '../../platform/http/errors.js';
import { pagedList, searchText, sortColumnOf } from '../../platform/http/paging.js';
import { blocked, idRequired, type VehicleLevel, type VehicleWrites } from './vehicle-writes.js';
import { formValues, markValueNames, validateForm } from './vehicles.form.js';
import * as repo from './vehicles.repository.js';

const markFormFields = Object.keys(vehicleMarkFormSchema.shape);

const markLevel: VehicleLevel<repo.MarkRow> = {
  entity: 'vehicleMark',
  id: (row) => row.markId,
  notFound: 'vehicleMarkNotFound',
  blocked: blocked('vehicleMarkDeleteBlocked', 'vehicleMarkHasModels', 'markId'),
  exists: () => conflict('vehicleMarkExists', undefined, { mark: [englishT('vehicleMarkExists')] }),
};

/** The marks (C§2.6, C§4.3): the home's summary, the list and their edits. */
export class MarksService {
  constructor(
    private readonly db: Database,
    private readonly writes: VehicleWrites,
    private readonly allRowsCap: number,
  ) {}

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

  list(request: PageRequest, query: PageQuery) {
    const search = searchText(query.filter);
    const orderBy = sortColumnOf(repo.markSortColumns, query.orderBy, 'mark');
    return pagedList(
      request,
      this.allRowsCap,
      {
        rows: (window) => repo.listMarks(this.db, { search, orderBy, desc: request.desc }, window),
        total: () => repo.countMarks(this.db, search),
      },
      (row) => row,
    );
  }

  async get(markId: number) {
    return orNotFound(repo.markRows.find(this.db, markId), markLevel.notFound);
  }

  create(actor: SignedInUser, body: Record<string, unknown>) {
    const fields = formValues(
      validateForm(vehicleMarkFormSchema, body, markFormFields),
      markValueNames,
    );
    return this.writes.save(actor, markLevel, {
      write: (tx) => repo.markRows.insert(tx, { ...fields, manual: true }),
    });
  }

  async update(actor: SignedInUser, body: Record<string, unknown>) {
    const form = validateForm(vehicleMarkFormSchema, body, markFormFields);
    const { markId } = form;
    const fields = formValues(form, markValueNames);
    if (!markId) throw idRequired('markId');
    const before = await this.get(markId);
    return this.writes.save(actor, markLevel, {
      before,
      write: (tx) => repo.markRows.update(tx, markId, fields),
    });
  }

  async delete(actor: SignedInUser, markId: number): Promise<void> {
    const before = await this.get(markId);
    if (await repo.markHasModels(this.db, markId)) throw markLevel.blocked();
    await this.writes.delete(actor, markLevel, before, (tx) => repo.markRows.delete(tx, markId));
  }
}
