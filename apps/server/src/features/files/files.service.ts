import { fileManagerAcceptedTypes, messages, type FileModel, type TextKey } from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import { auditChange, type AuditEntry } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { badRequest, conflict, notFound } from '../../platform/http/errors.js';
import type { MultipartForm } from '../../platform/http/multipart.js';
import { cleanFileName, numberedName, withExtension } from '../../platform/storage/file-names.js';
import { detectAcceptedType } from '../../platform/storage/file-types.js';
import { StorageError, type Storage, type StorageEntry } from '../../platform/storage/storage.js';
import {
  joinPath,
  managedKey,
  managerRootKey,
  parseEntryName,
  parseManagedPath,
  parseNewFolderPath,
} from './file-paths.js';

/** A folder's entries, as the listing answers them. */
interface FolderContent {
  folder: string[];
  entries: StorageEntry[];
}

/** An entry of `folder`. */
interface FolderEntry {
  folder: string[];
  entry: StorageEntry;
}

interface StoredUploads {
  folder: string[];
  stored: { entry: StorageEntry; uploadedName: string }[];
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
// How many ' (n)' alternatives a taken name tries before giving up.
const maxAlternatives = 1000;

/** Folders first, then by name as a person sorts (case-insensitive, 'a2' before 'a10'). */
function byFolderThenName(a: StorageEntry, b: StorageEntry): number {
  return Number(a.isFile) - Number(b.isFile) || collator.compare(a.name, b.name);
}

/** Storage conditions (a taken name, a race, a link) as API errors: 409, 404 or 400. */
async function withStorageErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    switch (error.code) {
      case 'exists':
        throw conflict('nameTaken', { name: error.key.split('/').pop() ?? '' });
      case 'not_empty':
        throw conflict('folderNotEmpty');
      case 'not_found':
        throw notFound('folderNotFound');
      case 'unsafe_key':
        throw badRequest('pathInvalid');
    }
  }
}

/**
 * The file manager (A§2, DESIGN §6): one root per company; every path is parsed
 * by file-paths.ts before the storage is asked anything.
 */
export class FileManagerService {
  constructor(
    private readonly db: Database,
    private readonly storage: Storage,
  ) {}

  load(comId: number, currentDir: string): Promise<FolderContent> {
    return withStorageErrors(() => this.loadFolder(comId, currentDir));
  }

  createDirectory(actor: SignedInUser, currentDir: string): Promise<FolderEntry> {
    return withStorageErrors(() => this.createFolder(actor, currentDir));
  }

  deleteDirectory(actor: SignedInUser, currentDir: string): Promise<string> {
    return withStorageErrors(() => this.deleteFolder(actor, currentDir));
  }

  /** Deletes the named files of a folder: all of them, or none when one is missing or a folder. */
  deleteFiles(actor: SignedInUser, model: FileModel): Promise<string[]> {
    return withStorageErrors(() => this.deleteNamedFiles(actor, model));
  }

  /**
   * Stores the uploaded files in a folder below the root. Every file is checked
   * first (not empty, an accepted type by content), so a refused upload stores
   * nothing; a taken name gets ' (n)' instead of replacing the existing file.
   * Each file is audited as it is stored; a failure on the way removes the
   * files already stored, and audits their removal.
   */
  upload(actor: SignedInUser, form: MultipartForm): Promise<StoredUploads> {
    return withStorageErrors(() => this.storeUploads(actor, form));
  }

  private async loadFolder(comId: number, currentDir: string): Promise<FolderContent> {
    const folder = parseManagedPath(currentDir);
    await this.requireFolder(comId, folder, 'folderNotFound');
    const entries = await this.storage.list(managedKey(comId, folder));
    return { folder, entries: entries.sort(byFolderThenName) };
  }

  private async createFolder(actor: SignedInUser, currentDir: string): Promise<FolderEntry> {
    const { parent, name } = parseNewFolderPath(currentDir);
    await this.requireFolder(actor.comId, parent, 'parentFolderNotFound');
    const segments = [...parent, name];
    // A taken name throws StorageError 'exists': 409 through withStorageErrors.
    await this.storage.createFolder(managedKey(actor.comId, segments));
    await this.audit(actor, 'folder', segments, 'create', { path: joinPath(segments) });
    return { folder: parent, entry: await this.statOrFail(actor.comId, segments) };
  }

  private async deleteFolder(actor: SignedInUser, currentDir: string): Promise<string> {
    const segments = parseManagedPath(currentDir);
    if (segments.length === 0) {
      throw badRequest('rootNotDeletable', undefined, { currentDir: [messages.rootNotDeletable] });
    }
    const entry = await this.storage.stat(managedKey(actor.comId, segments));
    if (!entry || entry.isFile) throw notFound('folderNotFound');
    await this.storage.deleteFolder(managedKey(actor.comId, segments));
    await this.audit(actor, 'folder', segments, 'delete', { path: joinPath(segments) });
    return joinPath(segments);
  }

  private async deleteNamedFiles(actor: SignedInUser, model: FileModel): Promise<string[]> {
    const folder = parseManagedPath(model.currentDir ?? '');
    const names = [
      ...new Set(
        (model.filesList ?? []).map((entry, index) =>
          parseEntryName(entry.fileName, `filesList.${index}.fileName`),
        ),
      ),
    ];
    if (names.length === 0) {
      throw badRequest('chooseFilesToDelete', undefined, {
        filesList: [messages.chooseFilesToDelete],
      });
    }
    await this.requireFolder(actor.comId, folder, 'folderNotFound');
    const files: StorageEntry[] = [];
    for (const name of names) {
      const entry = await this.storage.stat(managedKey(actor.comId, [...folder, name]));
      if (!entry) throw notFound('fileNotFound', { name });
      if (!entry.isFile)
        throw badRequest('notAFile', { name }, { filesList: [messages.notAFile(name)] });
      files.push(entry);
    }
    for (const file of files) {
      const segments = [...folder, file.name];
      await this.storage.delete(managedKey(actor.comId, segments));
      await this.audit(actor, 'file', segments, 'delete', {
        path: joinPath(segments),
        size: file.size,
      });
    }
    return files.map((file) => joinPath([...folder, file.name]));
  }

  private async storeUploads(actor: SignedInUser, form: MultipartForm): Promise<StoredUploads> {
    const folder = parseManagedPath(form.fields.currentDir ?? '');
    if (folder.length === 0) {
      throw badRequest('uploadToRootRefused', undefined, {
        currentDir: [messages.uploadToRootRefused],
      });
    }
    await this.requireFolder(actor.comId, folder, 'folderNotFound');
    if (form.uploads.length === 0) {
      throw badRequest('chooseFiles', undefined, { formFiles: [messages.chooseFiles] });
    }
    const checked = [];
    for (const upload of form.uploads) {
      const shownName = cleanFileName(upload.fileName);
      if (upload.data.length === 0) {
        throw badRequest(
          'fileEmptyNamed',
          { name: shownName },
          {
            [upload.field]: [messages.fileEmptyNamed(shownName)],
          },
        );
      }
      const type = await detectAcceptedType(upload.data, fileManagerAcceptedTypes);
      if (!type) {
        throw badRequest(
          'fileTypeNotAllowed',
          { name: shownName },
          {
            [upload.field]: [messages.fileTypeNotAllowed(shownName)],
          },
        );
      }
      checked.push({ upload, name: withExtension(shownName, type.extensions) });
    }
    // Each file's audit row is written as soon as the file is stored, not after
    // the last one: a crash mid-upload leaves the stored files audited (all but
    // at most the one whose row was being written).
    const written: string[] = [];
    const stored: StoredUploads['stored'] = [];
    try {
      for (const { upload, name } of checked) {
        const storedName = await this.putUnderFreeName(actor.comId, folder, name, upload.data);
        written.push(storedName);
        const segments = [...folder, storedName];
        const entry = await this.statOrFail(actor.comId, segments);
        await this.audit(actor, 'file', segments, 'create', {
          path: joinPath(segments),
          size: entry.size,
        });
        stored.push({ entry, uploadedName: upload.fileName });
      }
    } catch (error) {
      await this.removeWritten(actor, folder, written, stored).catch(() => undefined);
      throw error;
    }
    return { folder, stored };
  }

  /**
   * Undoes a failed upload: removes the files it wrote, and audits the removal
   * of those whose creation was audited. The caller answers the upload's error,
   * not an error of this clean-up.
   */
  private async removeWritten(
    actor: SignedInUser,
    folder: string[],
    written: string[],
    stored: StoredUploads['stored'],
  ): Promise<void> {
    const audited = new Map(stored.map(({ entry }) => [entry.name, entry]));
    for (const name of written) {
      const segments = [...folder, name];
      await this.storage.delete(managedKey(actor.comId, segments));
      const entry = audited.get(name);
      if (entry) {
        await this.audit(actor, 'file', segments, 'delete', {
          path: joinPath(segments),
          size: entry.size,
        });
      }
    }
  }

  private async putUnderFreeName(
    comId: number,
    folder: string[],
    name: string,
    data: Buffer,
  ): Promise<string> {
    for (let n = 0; n < maxAlternatives; n++) {
      const candidate = n === 0 ? name : numberedName(name, n);
      try {
        await this.storage.put(managedKey(comId, [...folder, candidate]), data, {
          exclusive: true,
        });
        return candidate;
      } catch (error) {
        if (!(error instanceof StorageError && error.code === 'exists')) throw error;
      }
    }
    throw conflict('nameTaken', { name });
  }

  /** The root always exists (made on first use); another folder must, or `missing` answers 404. */
  private async requireFolder(comId: number, folder: string[], missing: TextKey): Promise<void> {
    if (folder.length === 0) {
      await this.storage.createFolder(managerRootKey(comId), { parents: true });
      return;
    }
    const entry = await this.storage.stat(managedKey(comId, folder));
    if (!entry || entry.isFile) throw notFound(missing);
  }

  private async statOrFail(comId: number, segments: string[]): Promise<StorageEntry> {
    const entry = await this.storage.stat(managedKey(comId, segments));
    if (!entry) throw notFound('fileNotFound', { name: joinPath(segments) });
    return entry;
  }

  private async audit(
    actor: SignedInUser,
    entity: 'file' | 'folder',
    segments: string[],
    action: AuditEntry['action'],
    values: Record<string, unknown>,
  ): Promise<void> {
    await auditChange(this.db, actor, entity, {
      entityId: joinPath(segments),
      action,
      ...(action === 'delete' ? { before: values } : { after: values }),
    });
  }
}
