import type { ServerFeature } from '../../platform/feature.js';
import { registerVehicleExportRoutes } from './vehicle-export.routes.js';
import { VehicleExportService } from './vehicle-export.service.js';
import { registerVehicleImportRoutes } from './vehicle-import.routes.js';
import { VehicleImportService } from './vehicle-import.service.js';
import { seedDemoVehicles } from './vehicles.demo.js';
import { registerVehicleRoutes } from './vehicles.routes.js';
import { VehiclesService } from './vehicles.service.js';

/**
 * The vehicle editor (issue 13; C§2.5, C§2.6, C§4.3, C§7): marks, models,
 * modifications and their items, one vehicle database for the portal, its
 * imports, exports and Reference PDF, and its catalogue-scale demo data
 * (DEMO_SCALE).
 */
export const vehiclesFeature: ServerFeature = {
  name: 'vehicles',
  register(app, { db, storage, config }) {
    const vehicles = new VehiclesService(db, storage, config.allRowsCap);
    registerVehicleRoutes(app, vehicles, storage);
    registerVehicleExportRoutes(app, new VehicleExportService(db), vehicles);
    registerVehicleImportRoutes(app, new VehicleImportService(db));
  },
  seedDemo: seedDemoVehicles,
};
