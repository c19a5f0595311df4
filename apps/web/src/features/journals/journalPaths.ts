import { journalScreens } from '@bo/contract';

export const journalPaths = {
  list: journalScreens.list,
  edit: journalScreens.edit,
  /** The edit screen's route; id 0 means a new journal. */
  editRoute: `${journalScreens.list}/:id`,
  /** The journals every signed-in user reads, outside the admin shell (A§1). */
  library: '/journals',
  viewer: (id: number) => `/journals/${id}`,
  viewerRoute: '/journals/:id',
} as const;
