import { screenRoles } from '@bo/contract';
import type { Feature } from '../../platform/feature';
import { screenRoute } from '../../platform/shell/screenRoute';
import { filePaths } from './filePaths';

/** File manager: ContentManager or CatalogManager (DESIGN §4, A§6). */
const roles = screenRoles.files;

export const filesFeature: Feature = {
  drawerPaths: [filePaths.manager],
  routes: [
    screenRoute({
      path: filePaths.manager,
      title: 'fileManager',
      roles,
      load: async () => (await import('./FileManagerPage')).FileManagerPage,
    }),
  ],
};

/**
 * The file manager as a modal for other features (the rich-text editor, B§2):
 * `<FileManagerDialog open onClose onPick={(file) => insert(file.url, file.name)} />`.
 * Its code loads when it first opens.
 */
export { FileManagerDialog } from './LazyFileManagerDialog';
export type { FileManagerDialogProps } from './FileManagerDialog';
export type { PickedFile } from './fileColumns';
