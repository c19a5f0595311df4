import { screenRoles } from '@bo/contract';
import { homeWidget, type HomeWidget } from '../../../platform/feature';

/** The sales import card of the admin home page (issue 16). */
export const pointsHomeWidgets: HomeWidget[] = [
  homeWidget({
    key: 'sales-import',
    roles: screenRoles.content,
    load: async () => (await import('./SalesImportCard')).SalesImportCard,
  }),
];
