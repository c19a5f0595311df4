import { vehicleDictionaryNames, type Language, type VehicleDictionaries } from '@bo/contract';
import type { Database } from '../../platform/db/database.js';
import type { Storage } from '../../platform/storage/storage.js';
import { MarksService } from './marks.service.js';
import { ModelsService } from './models.service.js';
import { ModificationsService } from './modifications.service.js';
import { VehicleItemsService } from './vehicle-items.service.js';
import { VehicleWrites } from './vehicle-writes.js';
import * as repo from './vehicles.repository.js';

/** The vehicle editor's services, one per level, and what belongs to no level. */
export class VehiclesService {
  readonly marks: MarksService;
  readonly models: ModelsService;
  readonly modifications: ModificationsService;
  readonly items: VehicleItemsService;

  constructor(
    private readonly db: Database,
    storage: Storage,
    allRowsCap: number,
  ) {
    const writes = new VehicleWrites(db, storage);
    this.marks = new MarksService(db, writes, allRowsCap);
    this.models = new ModelsService(db, writes, this.marks);
    this.modifications = new ModificationsService(db, writes, this.models);
    this.items = new VehicleItemsService(db, this.modifications, allRowsCap);
  }

  totals() {
    return repo.totals(this.db);
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
}
