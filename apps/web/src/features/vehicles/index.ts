import { screenRoles, vehicleScreens } from '@bo/contract';
import type { Feature } from '../../platform/feature';
import { lazyRoute } from '../../platform/shell/lazyRoute';
import { screenRoute } from '../../platform/shell/screenRoute';
import { vehiclePaths } from './vehiclePaths';

/** Vehicle editor: VehicleEditor (DESIGN §4, C§6); the deletes also VehicleEditorDelete. */
const roles = screenRoles.vehicleEditor;

export const vehiclesFeature: Feature = {
  drawerPaths: [vehiclePaths.home, vehiclePaths.marks, vehicleScreens.importExport],
  routes: [
    screenRoute({
      path: vehiclePaths.home,
      title: 'drawerVehicleEditor',
      roles,
      load: async () => (await import('./VehicleHomePage')).VehicleHomePage,
    }),
    screenRoute({
      path: vehiclePaths.marks,
      title: 'drawerVehicles',
      roles,
      load: async () => (await import('./MarkListPage')).MarkListPage,
    }),
    screenRoute({
      path: vehicleScreens.importExport,
      title: 'drawerImportExport',
      roles,
      load: async () =>
        (await import('./importExport/VehicleImportExportPage')).VehicleImportExportPage,
    }),
    screenRoute({
      path: vehiclePaths.markRoute,
      title: 'vehicleMark',
      roles,
      load: async () => (await import('./MarkPage')).MarkPage,
    }),
    screenRoute({
      path: vehiclePaths.modelRoute,
      title: 'vehicleModel',
      roles,
      load: async () => (await import('./ModelPage')).ModelPage,
    }),
    screenRoute({
      path: vehiclePaths.modificationRoute,
      title: 'vehicleModification',
      roles,
      load: async () => (await import('./ModificationPage')).ModificationPage,
    }),
  ],
  // The item links of a modification's items (C§2.5) lead to the item's page, which every
  // signed-in user may open: no role and no admin shell.
  portalRoutes: [
    lazyRoute(
      vehiclePaths.searchRoute,
      'itemCard',
      async () => (await import('./SearchRedirect')).SearchRedirect,
    ),
  ],
};
