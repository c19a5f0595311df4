import { fileManagerAcceptedTypes, type FileEntry, type FileKind } from '@bo/contract';
import { splitExtension } from '../../platform/storage/file-names.js';
import type { Storage, StorageEntry } from '../../platform/storage/storage.js';
import { joinPath, managedKey } from './file-paths.js';

const kindByExtension = new Map<string, FileKind>(
  fileManagerAcceptedTypes.flatMap((type) =>
    type.extensions.map((extension) => [extension, type.kind] as const),
  ),
);

function fileKind(entry: Pick<StorageEntry, 'name' | 'isFile'>): FileKind {
  if (!entry.isFile) return 'folder';
  return kindByExtension.get(splitExtension(entry.name)[1].toLowerCase()) ?? 'other';
}

/**
 * Presents the storage entries of `folder` (segments below the company root) as
 * the contract's file entries; the folder's URL is made once, not per entry.
 */
export function fileEntryPresenter(
  storage: Storage,
  comId: number,
  folder: readonly string[],
): (entry: StorageEntry) => FileEntry {
  const folderUrl = storage.publicUrl(managedKey(comId, folder));
  const idPrefix = folder.length > 0 ? `${joinPath(folder)}/` : '';
  return (entry) => ({
    fileName: entry.name,
    isFile: entry.isFile,
    id: idPrefix + entry.name,
    kind: fileKind(entry),
    // /uploads is cached for days: the version makes a re-uploaded name a new URL.
    url: entry.isFile
      ? `${folderUrl}/${encodeURIComponent(entry.name)}?v=${Math.trunc(entry.modified.getTime())}`
      : null,
    size: entry.isFile ? entry.size : null,
    modified: entry.modified.toISOString(),
  });
}
