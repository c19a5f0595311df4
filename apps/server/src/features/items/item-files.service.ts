import { randomBytes } from 'node:crypto';
import {
  isItemFileDescription,
  itemFieldLimits,
  itemFileDefaultSort,
  itemFileField,
  itemFileKind,
  itemFileSortInvalidKey,
  itemLinkMaxLength,
  itemLinkProblem,
  messages,
  parseItemFileSort,
  uploadedSource,
  type ItemFileKind,
} from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import { auditChange } from '../../platform/audit.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { badRequest, conflict, notFound, orNotFound } from '../../platform/http/errors.js';
import type { MultipartForm } from '../../platform/http/multipart.js';
import { cleanFileName, withExtension } from '../../platform/storage/file-names.js';
import { detectAcceptedType } from '../../platform/storage/file-types.js';
import type { Storage } from '../../platform/storage/storage.js';
import * as repo from './item-files.repository.js';
import { presentItemFile } from './items.presenter.js';
import { itemExists } from './items.repository.js';
import { parseItemNo } from './items.service.js';

const pictureTypes = [
  { mime: 'image/png', extensions: ['png'] },
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { mime: 'image/gif', extensions: ['gif'] },
  { mime: 'image/webp', extensions: ['webp'] },
] as const;
const pdfTypes = [{ mime: 'application/pdf', extensions: ['pdf'] }] as const;

/** A multipart form's text fields by name in any letter case ('FileDescription' or 'fileDescription'). */
class FormFields {
  private readonly byName = new Map<string, string>();
  constructor(fields: Record<string, string>) {
    for (const [name, value] of Object.entries(fields)) this.byName.set(name.toLowerCase(), value);
  }
  get(name: string): string | undefined {
    return this.byName.get(name.toLowerCase());
  }
  /** The trimmed value, undefined when missing or empty. */
  text(name: string): string | undefined {
    return this.get(name)?.trim() || undefined;
  }
}

const wholeNumber = /^\d{1,9}$/;

function parseFileType(fields: FormFields): { fileType: number; kind: ItemFileKind } {
  const text = fields.text('fileType') ?? '';
  const fileType = wholeNumber.test(text) ? Number(text) : NaN;
  const kind = itemFileKind(fileType);
  if (!kind)
    throw badRequest('itemFileTypeUnknown', undefined, {
      fileType: [messages.itemFileTypeUnknown],
    });
  return { fileType, kind };
}

/** The FileDescript enum key; nothing chosen (missing, '' or 0) is 'Select File Description' (C§5). */
function parseDescription(text: string | undefined): number {
  if (text === undefined || text === '0')
    throw badRequest('itemFileSelectDescription', undefined, {
      fileDescription: [messages.itemFileSelectDescription],
    });
  const id = wholeNumber.test(text) ? Number(text) : NaN;
  if (!isItemFileDescription(id))
    throw badRequest('itemFileDescriptionUnknown', undefined, {
      fileDescription: [messages.itemFileDescriptionUnknown],
    });
  return id;
}

/** The sort sent, by the catalogue's rule (refused, never cut); `fallback` when none is sent. */
function parseSort(text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const sort = parseItemFileSort(text);
  if (sort === undefined)
    throw badRequest(itemFileSortInvalidKey, undefined, { sort: [messages.itemFileSortInvalid] });
  return sort;
}

/** A flag sent as 1/0 (C§7 Hidden) or true/false; undefined when not sent. */
function parseFlag(fields: FormFields, name: string): boolean | undefined {
  const text = fields.text(name)?.toLowerCase();
  if (text === undefined) return undefined;
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  throw badRequest('itemFileFlagInvalid', { field: name }, { [name]: [messages.invalidValue] });
}

/**
 * The link of a URL field: 'Please enter URL' when empty, refused past
 * `itemLinkMaxLength` characters (never cut), and http(s) only.
 */
function parseLink(text: string | undefined): string {
  const problem = itemLinkProblem(text ?? '');
  if (problem === 'itemLinkEnterUrl')
    throw badRequest(problem, undefined, { URL: [messages.itemLinkEnterUrl] });
  if (problem === 'itemLinkTooLong') {
    const max = itemLinkMaxLength;
    throw badRequest(problem, { max }, { URL: [messages.itemLinkTooLong(max)] });
  }
  if (problem) throw badRequest(problem, undefined, { URL: [messages.itemLinkInvalid] });
  return text ?? '';
}

/** Checks the upload's content against its file type: a picture or a PDF, by its bytes. */
async function checkedExtension(data: Buffer, kind: ItemFileKind): Promise<readonly string[]> {
  if (kind === 'pdf') {
    const type = await detectAcceptedType(data, pdfTypes);
    if (!type) throw badRequest('itemFileNotPdf', undefined, { file: [messages.itemFileNotPdf] });
    return type.extensions;
  }
  const type = await detectAcceptedType(data, pictureTypes);
  if (!type)
    throw badRequest('itemFileNotPicture', undefined, { file: [messages.itemFileNotPicture] });
  return type.extensions;
}

/** Control and bidirectional characters, dropped from a name shown to people. */
const invisible = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The name the browser sent, as the panels show it (issue 32): its last path
 * segment, NFC, without control or bidirectional characters, spaces collapsed,
 * at most `itemFieldLimits.fileName` characters; '' when nothing is left (the
 * stored name is shown then). The stored name stays the key.
 */
export function uploadedName(raw: string): string {
  const lastSegment = raw.split(/[/\\]/u).pop() ?? '';
  const name = lastSegment.normalize('NFC').replace(/\s+/gu, ' ').replace(invisible, '').trim();
  return Array.from(name).slice(0, itemFieldLimits.fileName).join('').trim();
}

/** The uploaded file of the form, if any. */
function uploadOf(form: MultipartForm) {
  return form.uploads.filter((upload) => upload.field === itemFileField).at(-1);
}

type FileHandle = { id: number } | { fileName: string };

/** Which file a call means: its `id`, else `oldFileName` (update) or `fileName`. */
function fileHandle(fields: FormFields): FileHandle {
  const id = fields.text('id');
  if (id !== undefined && wholeNumber.test(id)) return { id: Number(id) };
  const fileName = fields.get('oldFileName') ?? fields.get('fileName');
  if (!fileName) throw notFound('itemFileNotFound');
  return { fileName };
}

/**
 * Item files (C§4.1, C§5, DESIGN §9): uploads and links added here are
 * manual (SourceType 2); supplier files come from the import. Pictures and
 * PDFs are checked by content against their file type.
 */
export class ItemFilesService {
  constructor(
    private readonly db: Database,
    private readonly storage: Storage,
  ) {}

  async upload(actor: SignedInUser, form: MultipartForm) {
    const fields = new FormFields(form.fields);
    const itemNo = parseItemNo(fields.get('itemNo'));
    const { fileType, kind } = parseFileType(fields);
    const upload = uploadOf(form);
    let link: string | undefined;
    if (kind === 'link') {
      if (upload)
        throw badRequest('itemLinkTakesNoFile', undefined, { file: [messages.invalidValue] });
      link = fields.text('URL');
      if (link === undefined)
        throw badRequest('itemLinkEnterUrl', undefined, { URL: [messages.itemLinkEnterUrl] });
    } else if (!upload || upload.data.length === 0) {
      throw badRequest('itemFileChooseFile', undefined, { file: [messages.itemFileChooseFile] });
    }
    const fileDescript = parseDescription(fields.text('fileDescription'));
    const sort = parseSort(fields.text('sort'), itemFileDefaultSort);
    if (!(await itemExists(this.db, actor.comId, itemNo)))
      throw notFound('itemNotFound', { itemNo });

    const common = {
      comId: actor.comId,
      itemNo,
      fileType,
      fileDescript,
      sourceType: uploadedSource,
      manual: true,
      sort,
    };
    if (link !== undefined) {
      const url = parseLink(link);
      return this.insert(actor, { ...common, fileName: url, originalName: '', url });
    }
    if (!upload) throw badRequest('itemFileChooseFile');
    const stored = await this.store(actor.comId, itemNo, upload, kind);
    try {
      return await this.insert(actor, { ...common, ...stored });
    } catch (error) {
      await this.storage.delete(`${stored.pathName}/${stored.fileName}`);
      throw error;
    }
  }

  /**
   * Changes a file (C§4.1): its description or file only when manual, its
   * Hidden and MainPic flags and sort on any file; a first picture is never
   * hidden, a hidden file never made the first picture.
   */
  async update(actor: SignedInUser, form: MultipartForm) {
    const fields = new FormFields(form.fields);
    const itemNo = parseItemNo(fields.get('itemNo'));
    const before = await this.find(actor.comId, itemNo, fileHandle(fields));
    const kind = itemFileKind(before.fileType) ?? 'image';
    const descriptionText = fields.text('FileDescription');
    const fileDescript =
      descriptionText === undefined ? before.fileDescript : parseDescription(descriptionText);
    const hidden = parseFlag(fields, 'Hidden') ?? before.hidden;
    const mainPic = parseFlag(fields, 'MainPic') ?? before.mainPic;
    const sort = parseSort(fields.text('sort'), before.sort);
    const upload = kind === 'link' ? undefined : uploadOf(form);
    const urlText = kind === 'link' ? fields.text('URL') : undefined;
    const newLink =
      urlText !== undefined && urlText !== before.url ? parseLink(urlText) : undefined;

    const changesContent =
      fileDescript !== before.fileDescript || upload !== undefined || newLink !== undefined;
    if (changesContent && !before.manual) throw conflict('itemFileNotManualChange');
    if (mainPic && !before.mainPic && kind !== 'image') throw conflict('itemFileMainPicNotPicture');
    if (hidden && before.mainPic && mainPic) throw conflict('itemFileMainPicHidden');
    if (hidden && mainPic) throw conflict('itemFileHiddenMainPic');

    const stored = upload ? await this.store(actor.comId, itemNo, upload, kind) : undefined;
    const replacement =
      stored ?? (newLink ? { fileName: newLink, originalName: '', url: newLink } : {});
    let updated: repo.ItemFileRow;
    try {
      updated = await this.db.transaction(async (tx) => {
        await repo.lockItemFiles(tx, actor.comId, itemNo);
        if (mainPic && !before.mainPic) await repo.clearMainPic(tx, actor.comId, itemNo, before.id);
        const row = await this.uniqueName(() =>
          repo.fileRows.update(tx, actor.comId, before.id, {
            fileDescript,
            hidden,
            mainPic,
            sort,
            ...replacement,
          }),
        );
        if (!row) throw notFound('itemFileNotFound');
        await this.audit(tx, actor, row.id, 'update', before, row);
        return row;
      });
    } catch (error) {
      if (stored) await this.storage.delete(`${stored.pathName}/${stored.fileName}`);
      throw error;
    }
    if (stored && before.pathName)
      await this.storage.delete(`${before.pathName}/${before.fileName}`);
    return presentItemFile(updated, this.storage);
  }

  /** Deletes a manual file (C§4.1); a supplier file is refused. */
  async delete(actor: SignedInUser, form: MultipartForm): Promise<void> {
    const fields = new FormFields(form.fields);
    const itemNo = parseItemNo(fields.get('itemNo'));
    const before = await this.find(actor.comId, itemNo, fileHandle(fields));
    if (!before.manual) throw conflict('itemFileNotManualDelete');
    await this.db.transaction(async (tx) => {
      await repo.fileRows.delete(tx, actor.comId, before.id);
      await this.audit(tx, actor, before.id, 'delete', before, null);
    });
    if (before.pathName) await this.storage.delete(`${before.pathName}/${before.fileName}`);
  }

  /** Shows a hidden file again ('File unlocked successfully'); a visible file stays as it is. */
  async show(actor: SignedInUser, form: MultipartForm): Promise<void> {
    const fields = new FormFields(form.fields);
    const itemNo = parseItemNo(fields.get('itemNo'));
    const before = await this.find(actor.comId, itemNo, fileHandle(fields));
    if (!before.hidden) return;
    await this.db.transaction(async (tx) => {
      const row = await repo.fileRows.update(tx, actor.comId, before.id, { hidden: false });
      await this.audit(tx, actor, before.id, 'update', before, row);
    });
  }

  private async find(comId: number, itemNo: string, handle: FileHandle) {
    return orNotFound(repo.findFile(this.db, comId, itemNo, handle), 'itemFileNotFound');
  }

  /** Stores a checked upload under the item's folder with a cleaned, unique name. */
  private async store(
    comId: number,
    itemNo: string,
    upload: { fileName: string; data: Buffer },
    kind: ItemFileKind,
  ) {
    const extensions = await checkedExtension(upload.data, kind);
    const name = withExtension(cleanFileName(upload.fileName || 'file'), extensions);
    const fileName = `${randomBytes(4).toString('hex')}-${name}`;
    const pathName = `items/${comId}/${itemNo}`;
    await this.storage.put(`${pathName}/${fileName}`, upload.data);
    return { fileName, originalName: uploadedName(upload.fileName), pathName, url: '' };
  }

  private async insert(actor: SignedInUser, values: repo.NewItemFileRow) {
    return this.db.transaction(async (tx) => {
      const row = await this.uniqueName(() => repo.fileRows.insert(tx, values));
      await this.audit(tx, actor, row.id, 'create', null, row);
      return presentItemFile(row, this.storage);
    });
  }

  /** A second file or link of the same name on the item is a 409. */
  private async uniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('itemFileExists');
      throw error;
    }
  }

  private audit(
    tx: Executor,
    actor: SignedInUser,
    id: number,
    action: 'create' | 'update' | 'delete',
    before: unknown,
    after: unknown,
  ) {
    return auditChange(tx, actor, 'item-file', {
      entityId: id,
      action,
      before,
      after,
    });
  }
}
