import { randomUUID } from 'node:crypto';
import {
  type journalFormSchema,
  journalOrderBy,
  messages,
  type PageQuery,
  type PageRequest,
} from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import { deleteAudited, saveAudited, type AuditedRecord } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { badRequest, orNotFound } from '../../platform/http/errors.js';
import type { ParsedForm } from '../../platform/http/multipart.js';
import { searchedPage } from '../../platform/http/paging.js';
import { detectAcceptedType } from '../../platform/storage/file-types.js';
import { deleteKeys, writeWithFiles, type Storage } from '../../platform/storage/storage.js';
import * as repo from './journals.repository.js';

const pdfType = [{ mime: 'application/pdf', extensions: ['pdf'] }] as const;
const jpegType = [{ mime: 'image/jpeg', extensions: ['jpg'] }] as const;

/** A fresh private key: the client's file names are never used. */
const newKey = (comId: number, extension: string) =>
  `journals/${comId}/${randomUUID()}.${extension}`;

/** The create and update form, its text fields checked by the contract's schema. */
type JournalUpload = ParsedForm<typeof journalFormSchema>;

/** The PDF and cover of a form, checked by content; both optional here. */
async function checkedFiles(files: JournalUpload['files']) {
  const { file, imageFile } = files;
  for (const [field, data] of [
    ['file', file],
    ['imageFile', imageFile],
  ] as const) {
    if (data?.length === 0)
      throw badRequest('fileEmpty', undefined, { [field]: [messages.fileEmpty] });
  }
  if (file && !(await detectAcceptedType(file, pdfType))) {
    throw badRequest('journalNotPdf', undefined, { file: [messages.journalNotPdf] });
  }
  if (imageFile && !(await detectAcceptedType(imageFile, jpegType))) {
    throw badRequest('journalCoverNotJpeg', undefined, {
      imageFile: [messages.journalCoverNotJpeg],
    });
  }
  return { file, imageFile };
}

const journalRecord: AuditedRecord<repo.JournalRow> = {
  entity: 'journal',
  id: (row) => row.id,
  notFound: 'journalNotFound',
};

/** Monthly PDF journals (A§2): the back office manages them, every signed-in user reads them. */
export class JournalsService {
  constructor(
    private readonly db: Database,
    /** The private storage: journal files are never public. */
    private readonly files: Storage,
    private readonly allRowsCap: number,
  ) {}

  page(comId: number, request: PageRequest, query: PageQuery) {
    const sort = { columns: journalOrderBy, fallback: 'date' } as const;
    return searchedPage(request, query, this.allRowsCap, sort, {
      rows: (criteria) => repo.listJournals(this.db, { comId, ...criteria }),
      total: (filter) => repo.countJournals(this.db, comId, filter),
    });
  }

  library(comId: number, month: string | undefined) {
    return repo.libraryJournals(this.db, comId, month ? `${month}-01` : undefined);
  }

  async get(comId: number, id: number) {
    return orNotFound(repo.journalRows.find(this.db, comId, id), 'journalNotFound');
  }

  async create(actor: SignedInUser, form: JournalUpload) {
    const { fields } = form;
    const { file, imageFile } = await checkedFiles(form.files);
    if (!file) throw badRequest('chooseFile', undefined, { file: [messages.chooseFile] });
    const fileKey = newKey(actor.comId, 'pdf');
    const coverKey = imageFile ? newKey(actor.comId, 'jpg') : null;
    const stored = [
      [fileKey, file],
      [coverKey, imageFile],
    ] as const;
    return writeWithFiles(this.files, stored, () =>
      saveAudited(this.db, actor, journalRecord, undefined, (tx) =>
        repo.journalRows.insert(tx, {
          comId: actor.comId,
          name: fields.name,
          month: `${fields.date}-01`,
          fileKey,
          fileSize: file.length,
          coverKey,
        }),
      ),
    );
  }

  /**
   * Saves name and month, and a new PDF and/or cover when sent. A new PDF
   * without a new cover drops the old cover (it showed the old first page).
   */
  async update(actor: SignedInUser, form: JournalUpload) {
    const { fields } = form;
    const before = await this.get(actor.comId, fields.id);
    const { file, imageFile } = await checkedFiles(form.files);
    const fileKey = file ? newKey(actor.comId, 'pdf') : null;
    const coverKey = imageFile ? newKey(actor.comId, 'jpg') : null;
    const coverChanges = Boolean(file || imageFile);
    const stored = [
      [fileKey, file],
      [coverKey, imageFile],
    ] as const;
    const replaced = [fileKey ? before.fileKey : null, coverChanges ? before.coverKey : null];
    return writeWithFiles(
      this.files,
      stored,
      () =>
        saveAudited(this.db, actor, journalRecord, before, (tx) =>
          repo.journalRows.update(tx, actor.comId, before.id, {
            name: fields.name,
            month: `${fields.date}-01`,
            updated: new Date(),
            ...(fileKey && file ? { fileKey, fileSize: file.length } : {}),
            ...(coverChanges ? { coverKey } : {}),
          }),
        ),
      replaced,
    );
  }

  async delete(actor: SignedInUser, id: number): Promise<void> {
    const before = await this.get(actor.comId, id);
    await deleteAudited(this.db, actor, journalRecord, before, (tx) =>
      repo.journalRows.delete(tx, actor.comId, id),
    );
    await deleteKeys(this.files, [before.fileKey, before.coverKey]);
  }
}
