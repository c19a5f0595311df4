import { compareItemFiles, itemFileKind, type ItemFile, type ItemFileKind } from '@bo/contract';

/** The view modes of a file panel (C§4.1): Add opens new, Edit opens edit, Cancel or Save returns to none. */
export type FileViewMode = 'none' | 'new' | 'edit';

/** The files of one panel in its order: visible before hidden, non-manual before manual (C§4.1). */
export function panelFiles(files: readonly ItemFile[], kind: ItemFileKind): ItemFile[] {
  return files.filter((file) => itemFileKind(file.fileType) === kind).sort(compareItemFiles);
}

/**
 * Whether a click on a file selects it: not while a new file is being added
 * (C§4.1), nor while one is being edited, so that a click on another file
 * does not drop the edits.
 */
export const canSelectFile = (mode: FileViewMode): boolean => mode === 'none';

/** Only manual files may be deleted (C§4.1). */
export const canDeleteFile = (file: ItemFile): boolean => file.manual;

/** Only manual files may change their description or file (C§4.1). */
export const canChangeFileContent = (file: ItemFile): boolean => file.manual;

/** The hidden and first-picture flags of a file as the edit form holds them. */
interface FileFlags {
  hidden: boolean;
  mainPic: boolean;
}

/** A first picture cannot be hidden (C§4.1). */
export const canHide = (flags: FileFlags): boolean => flags.hidden || !flags.mainPic;

/** A hidden file cannot be made the first picture; only a picture can be one (C§4.1). */
export const canBeFirstPicture = (file: ItemFile, flags: FileFlags): boolean =>
  itemFileKind(file.fileType) === 'image' && (flags.mainPic || !flags.hidden);

/** Show again is for a hidden file ('File unlocked successfully', C§4.1). */
export const canShowAgain = (file: ItemFile): boolean => file.hidden === 1;
