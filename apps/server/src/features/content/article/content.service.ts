import {
  contentOrderBy,
  contentPictureFields,
  contentPictureParts,
  type ContentPictureField,
  type PageQuery,
  type TextKey,
} from '@bo/contract';
import type { z } from 'zod';
import type {
  contentListRequestSchema,
  contentTermSchema,
  parentChoicesRequestSchema,
} from '@bo/contract';
import type { SignedInUser } from '../../../platform/auth/account-store.js';
import {
  auditChange,
  auditSubject,
  auditWritten,
  writeAudits,
  type AuditedRecord,
  type AuditEntry,
} from '../../../platform/audit.js';
import type { Database, Executor } from '../../../platform/db/database.js';
import { isUniqueViolation } from '../../../platform/db/unique-violation.js';
import { notFound, orNotFound } from '../../../platform/http/errors.js';
import type { MultipartForm } from '../../../platform/http/multipart.js';
import { today } from '../../../platform/dates.js';
import { pagedList, searchText, sortColumnOf } from '../../../platform/http/paging.js';
import { formPictures, writeWithPictures } from '../../../platform/storage/pictures.js';
import { deleteKeys, type Storage } from '../../../platform/storage/storage.js';
import {
  actionDateSet,
  articleFormText,
  contentIdOf,
  readArticleForm,
  type ArticleValues,
} from './content.form.js';
import { articleFormTextOf } from './content.presenter.js';
import * as repo from './content.repository.js';
import {
  aliasBase,
  cleanText,
  freeAlias,
  refuse,
  termValues,
  typeFilter,
} from './content.values.js';
import { articleTermsChanged } from '../points/index.js';

const contentRecord: AuditedRecord<repo.ContentRow> = {
  entity: 'content',
  id: (row) => row.contentId,
  notFound: 'contentNotFound',
};

/** The content locked until the transaction ends; 404 `key` when the company has no such content. */
const lockedContent = (tx: Executor, comId: number, id: number, key: TextKey = 'contentNotFound') =>
  orNotFound(repo.contentRows.lock(tx, comId, id), key);

type ContentListRequest = z.output<typeof contentListRequestSchema>;
type ParentChoicesRequest = z.output<typeof parentChoicesRequestSchema>;
type TermBody = z.output<typeof contentTermSchema>;

/** How many parents ParentChoices offers. */
const parentChoicesLimit = 50;
/** Tries of a save whose alias another save took in the meantime. */
const aliasTries = 3;

export class ContentService {
  constructor(
    private readonly db: Database,
    private readonly storage: Storage,
    private readonly allRowsCap: number,
  ) {}

  /** A page of top-level rows and, in one more query, the sub-offers of the page's rows. */
  async list(comId: number, request: ContentListRequest, query: PageQuery) {
    const types = typeFilter(request.contentType);
    const filter = {
      comId,
      ...types,
      giftOnly: request.isGift || types.giftOnly,
      archived: request.archived,
      actual: request.actual,
      today: today(),
      filter: searchText(query.filter),
    };
    const orderBy = sortColumnOf(contentOrderBy, query.orderBy, 'contentId');
    const page = await pagedList(request, this.allRowsCap, {
      rows: (window) =>
        repo.listContents(this.db, { ...filter, orderBy, desc: request.desc, ...window }),
      total: () => repo.countContents(this.db, filter),
    });
    const subOffers = await repo.subOffersOf(
      this.db,
      comId,
      page.rows.map((row) => row.contentId),
    );
    return { ...page, subOffers };
  }

  async get(comId: number, contentId: number): Promise<repo.ContentRow> {
    return orNotFound(repo.contentRows.find(this.db, comId, contentId), 'contentNotFound');
  }

  async create(actor: SignedInUser, form: MultipartForm): Promise<repo.ContentRow> {
    const values = readArticleForm(articleFormText(form.fields));
    const text = cleanText(values.text);
    return writeWithPictures(this.storage, this.pictures(actor.comId, form), (pictures) =>
      this.withAliasRetry(() =>
        this.db.transaction(async (tx) => {
          const parentId = await this.checkedParent(tx, actor.comId, values.parentContentId);
          const alias = await this.uniqueAlias(tx, actor.comId, values, 0);
          const created = await repo.contentRows.insert(tx, {
            // The parent, alias and text below are the service's, not the form's.
            ...values,
            comId: actor.comId,
            parentContentId: parentId,
            alias,
            text,
            ...pictures,
            incomeStoppedAt: values.incomeStop ? new Date() : null,
          });
          return auditWritten(tx, actor, contentRecord, undefined, created);
        }),
      ),
    );
  }

  /** An update: the fields it does not send keep their stored values. */
  async update(actor: SignedInUser, form: MultipartForm): Promise<repo.ContentRow> {
    const sent = articleFormText(form.fields);
    const contentId = contentIdOf(sent.contentId);
    const stored = await this.get(actor.comId, contentId);
    const storedText = articleFormTextOf(stored);
    const values = readArticleForm({ ...storedText, ...sent }, actionDateSet(storedText, sent));
    const text = cleanText(values.text);
    // The pictures replaced are those of the row as locked, removed after the write.
    const { after, replaced } = await writeWithPictures(
      this.storage,
      this.pictures(actor.comId, form),
      (pictures) =>
        this.withAliasRetry(() =>
          this.db.transaction(async (tx) => {
            const before = await lockedContent(tx, actor.comId, contentId);
            const parentId = await this.checkedParent(
              tx,
              actor.comId,
              values.parentContentId,
              contentId,
            );
            const alias =
              values.alias === before.alias
                ? before.alias
                : await this.uniqueAlias(tx, actor.comId, values, contentId);
            const after = await repo.contentRows.update(tx, actor.comId, contentId, {
              // The parent, alias and text below are the service's, not the form's.
              ...values,
              parentContentId: parentId,
              alias,
              text,
              ...pictures,
              // The moment income stopped (DESIGN §9): kept while it stays on.
              incomeStoppedAt: values.incomeStop
                ? before.incomeStop
                  ? before.incomeStoppedAt
                  : new Date()
                : null,
              updatedAt: new Date(),
            });
            if (!after) throw notFound('contentNotFound');
            await articleTermsChanged(tx, actor.comId, contentId, { before, after });
            await auditChange(tx, actor, contentRecord.entity, {
              entityId: contentId,
              action: 'update',
              before,
              after,
            });
            const replacedFields = contentPictureFields.filter((field) => pictures[field]);
            return { after, replaced: replacedFields.map((field) => before[field]) };
          }),
        ),
    );
    await deleteKeys(this.storage, replaced);
    return after;
  }

  /** Beyond the spec: its sub-offers become top-level, its terms go with it, then its pictures. */
  async delete(actor: SignedInUser, contentId: number): Promise<void> {
    const before = await this.db.transaction(async (tx) => {
      const row = await lockedContent(tx, actor.comId, contentId);
      const detached = await repo.detachSubOffers(tx, actor.comId, contentId);
      const terms = await repo.deleteTermsOf(tx, actor.comId, contentId);
      await repo.contentRows.delete(tx, actor.comId, contentId);
      const entries: AuditEntry[] = [
        ...detached.map((sub) => ({
          ...auditSubject(actor, contentRecord.entity),
          entityId: sub.contentId,
          action: 'update' as const,
          before: sub,
          after: { ...sub, parentContentId: null },
        })),
        ...terms.map((term) => ({
          ...auditSubject(actor, 'contentTerm'),
          entityId: term.id,
          action: 'delete' as const,
          before: term,
        })),
        {
          ...auditSubject(actor, contentRecord.entity),
          entityId: contentId,
          action: 'delete',
          before: row,
        },
      ];
      await writeAudits(tx, entries);
      return row;
    });
    await deleteKeys(
      this.storage,
      contentPictureFields.map((field) => before[field]),
    );
  }

  /** DeletePic (B§7): the picture leaves the content, then the storage. */
  async deletePicture(
    actor: SignedInUser,
    contentId: number,
    field: ContentPictureField,
  ): Promise<repo.ContentRow> {
    const stored = await this.get(actor.comId, contentId);
    if (!stored[field]) return stored;
    const { before, after } = await this.db.transaction(async (tx) => {
      const row = await lockedContent(tx, actor.comId, contentId);
      const changed = await repo.contentRows.update(tx, actor.comId, contentId, {
        [field]: null,
        updatedAt: new Date(),
      });
      return { before: row, after: await auditWritten(tx, actor, contentRecord, row, changed) };
    });
    await deleteKeys(this.storage, [before[field]]);
    return after;
  }

  /** The top-level contents a content may hang under: none for a content holding sub-offers. */
  async parentChoices(comId: number, request: ParentChoicesRequest) {
    if (request.exceptId && (await repo.hasSubOffers(this.db, comId, request.exceptId))) return [];
    return repo.parentChoices(this.db, comId, {
      filter: searchText(request.filter),
      exceptId: request.exceptId,
      limit: parentChoicesLimit,
    });
  }

  async terms(comId: number, contentId: number) {
    await this.get(comId, contentId);
    return repo.termsOf(this.db, comId, contentId);
  }

  async addTerm(actor: SignedInUser, term: TermBody): Promise<repo.ContentTermRow> {
    const values = termValues(term);
    await this.get(actor.comId, term.contentId);
    return this.db.transaction(async (tx) => {
      // The content may have gone since: the key refuses the term then.
      await lockedContent(tx, actor.comId, term.contentId);
      const created = await repo.termRows.insert(tx, {
        ...values,
        comId: actor.comId,
        contentId: term.contentId,
      });
      await articleTermsChanged(tx, actor.comId, term.contentId);
      await auditChange(tx, actor, 'contentTerm', {
        entityId: created.id,
        action: 'create',
        after: created,
      });
      return created;
    });
  }

  async updateTerm(actor: SignedInUser, term: TermBody): Promise<repo.ContentTermRow> {
    const values = termValues(term);
    const before = await this.term(actor.comId, term.id);
    if (before.contentId !== term.contentId) throw notFound('contentTermNotFound');
    return this.db.transaction(async (tx) => {
      const after = await repo.termRows.update(tx, actor.comId, before.id, values);
      if (!after) throw notFound('contentTermNotFound');
      await articleTermsChanged(tx, actor.comId, after.contentId);
      await auditChange(tx, actor, 'contentTerm', {
        entityId: after.id,
        action: 'update',
        before,
        after,
      });
      return after;
    });
  }

  async deleteTerm(actor: SignedInUser, id: number): Promise<void> {
    const before = await this.term(actor.comId, id);
    await this.db.transaction(async (tx) => {
      await repo.termRows.delete(tx, actor.comId, id);
      await articleTermsChanged(tx, actor.comId, before.contentId);
      await auditChange(tx, actor, 'contentTerm', {
        entityId: id,
        action: 'delete',
        before,
      });
    });
  }

  private async term(comId: number, id: number) {
    const row = id ? await repo.termRows.find(this.db, comId, id) : undefined;
    if (!row) throw notFound('contentTermNotFound');
    return row;
  }

  /**
   * The parent a content may hang under (null: top level): a top-level
   * content of the company, not the content itself, and only when the content
   * holds no sub-offers itself. Both rows are locked, so that a parent cannot
   * become a sub-offer, nor a content gain sub-offers, while this one is saved.
   */
  private async checkedParent(
    tx: Executor,
    comId: number,
    parentId: number,
    contentId = 0,
  ): Promise<number | null> {
    if (parentId === 0) return null;
    if (parentId === contentId) throw refuse('parentContentId', 'contentParentIsItself');
    const parent = await lockedContent(tx, comId, parentId, 'contentParentNotFound');
    if (parent.parentContentId !== null) throw refuse('parentContentId', 'contentParentIsSubOffer');
    if (contentId && (await repo.hasSubOffers(tx, comId, contentId)))
      throw refuse('parentContentId', 'contentHasSubOffers');
    return parentId;
  }

  private async uniqueAlias(
    tx: Executor,
    comId: number,
    values: ArticleValues,
    contentId: number,
  ): Promise<string> {
    const base = aliasBase(values.alias, values.title);
    return freeAlias(base, await repo.aliasesLike(tx, comId, base, contentId));
  }

  /** Runs a save again when another save took its alias between the look-up and the write. */
  private async withAliasRetry<Result>(save: () => Promise<Result>): Promise<Result> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await save();
      } catch (error) {
        if (attempt >= aliasTries || !isUniqueViolation(error)) throw error;
      }
    }
  }

  private pictures(comId: number, form: MultipartForm) {
    return formPictures(`content/${comId}`, form, contentPictureParts);
  }
}
