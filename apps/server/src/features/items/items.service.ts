import {
  cleanItemSearch,
  isItemLanguage,
  itemLanguages,
  itemNoPattern,
  itemOrderBy,
  itemSearchLimit,
  messages,
  normaliseItemNo,
  type GetTranslateBody,
  type ItemLanguage,
  type ItemsPageQuery,
  type PageRequest,
  type SaveTranslateAnswer,
  type saveTranslateBodySchema,
} from '@bo/contract';
import type { z } from 'zod';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import { auditChange } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { badRequest, notFound } from '../../platform/http/errors.js';
import { pagedList, searchText, sortColumnOf } from '../../platform/http/paging.js';
import type { Storage } from '../../platform/storage/storage.js';
import * as files from './item-files.repository.js';
import type { ItemParts } from './items.presenter.js';
import {
  presentItemCard,
  presentItemView,
  presentListRow,
  presentTranslation,
} from './items.presenter.js';
import * as repo from './items.repository.js';
import { cleanLongText } from '../../platform/rich-text.js';

/**
 * The item number of a request, as stored (trimmed, upper-case); a 400 when
 * it is empty, longer than 20 characters or holds a character the item search
 * removes (DESIGN §9, A§5).
 */
export function parseItemNo(text: string | undefined, field = 'itemNo'): string {
  const itemNo = normaliseItemNo(text ?? '');
  if (!itemNoPattern.test(itemNo))
    throw badRequest('itemNoInvalid', undefined, { [field]: [messages.itemNoInvalid] });
  return itemNo;
}

/** The language of a request: uk, ru or en, else a 400. */
function parseLanguage(lang: string): ItemLanguage {
  const code = lang.trim().toLowerCase();
  if (!isItemLanguage(code))
    throw badRequest(
      'itemLanguageUnknown',
      { lang },
      { lang: [messages.itemLanguageUnknown(lang)] },
    );
  return code;
}

const sortColumnByName: Record<(typeof itemOrderBy)[number], repo.ItemSortColumn> = {
  ItemNo: 'itemNo',
  Description: 'description',
};

type SaveTranslateBody = z.output<typeof saveTranslateBodySchema>;

/** Whether the stored translation already holds these texts. */
const sameTranslation = (row: repo.TranslationValues, values: repo.TranslationValues): boolean =>
  row.description === values.description &&
  row.searchDescription === values.searchDescription &&
  row.shortText === values.shortText &&
  row.longText === values.longText;

export class ItemsService {
  constructor(
    private readonly db: Database,
    private readonly storage: Storage,
    private readonly allRowsCap: number,
  ) {}

  /** The analytics list (C§2.1), with the "missing translation in" filter. */
  async page(comId: number, request: PageRequest, query: ItemsPageQuery) {
    const orderBy = sortColumnByName[sortColumnOf(itemOrderBy, query.orderBy, 'ItemNo')];
    const missingLang = query.missingLang ? parseLanguage(query.missingLang) : undefined;
    const options = { comId, filter: searchText(query.filter), missingLang };
    const page = await pagedList(request, this.allRowsCap, {
      rows: (window) =>
        repo.listItems(this.db, { ...options, orderBy, desc: request.desc, ...window }),
      total: () => repo.countItems(this.db, options),
    });
    const itemNos = page.rows.map((row) => row.itemNo);
    const [fileCounts, criteriaCounts] = await Promise.all([
      repo.fileCounts(this.db, comId, itemNos),
      repo.criteriaCounts(this.db, comId, itemNos),
    ]);
    return {
      ...page,
      rows: page.rows.map((row) =>
        presentListRow(row, fileCounts.get(row.itemNo), criteriaCounts.get(row.itemNo)),
      ),
    };
  }

  /** The item card (C§2.2). */
  async card(comId: number, itemNoText: string) {
    return presentItemCard(await this.parts(comId, itemNoText), this.storage);
  }

  /** The item page (issue 10): visible files only. */
  async view(comId: number, itemNoText: string) {
    return presentItemView(await this.parts(comId, itemNoText), this.storage);
  }

  /** Everything the card and the item page show; another company's item is not found. */
  private async parts(comId: number, itemNoText: string): Promise<ItemParts> {
    const itemNo = parseItemNo(itemNoText, 'body');
    const found = await repo.findItem(this.db, comId, itemNo);
    if (!found) throw notFound('itemNotFound', { itemNo });
    const [translations, itemFiles, criteria] = await Promise.all([
      repo.translationsOf(this.db, comId, itemNo),
      files.filesOf(this.db, comId, itemNo),
      repo.criteriaOf(this.db, comId, itemNo),
    ]);
    return {
      item: found.item,
      groupName: found.groupName,
      subGroupName: found.subGroupName,
      translations,
      files: itemFiles,
      criteria,
    };
  }

  languages() {
    return itemLanguages.map(({ lang, name }) => ({ lang, name }));
  }

  async getTranslate(comId: number, body: GetTranslateBody) {
    const lang = parseLanguage(body.lang);
    const itemNo = parseItemNo(body.itemNo);
    await this.requireItem(comId, itemNo);
    return presentTranslation(
      itemNo,
      lang,
      await repo.findTranslation(this.db, comId, itemNo, lang),
    );
  }

  /**
   * Adds or replaces a translation (C§2.2, A§2): the long text sanitised and
   * '' when it holds no text; a translation left with no text at all is
   * removed, so the item counts as untranslated in that language again. A
   * save that changes nothing (issue 31) writes nothing, no audit row either,
   * and answers `changed: false`.
   */
  async saveTranslate(actor: SignedInUser, body: SaveTranslateBody): Promise<SaveTranslateAnswer> {
    const lang = parseLanguage(body.lang);
    const itemNo = parseItemNo(body.itemNo);
    const values: repo.TranslationValues = {
      description: body.description.trim(),
      searchDescription: body.searchDescription.trim(),
      shortText: body.shortText.trim(),
      longText: cleanLongText(body.longText),
    };
    const key = { comId: actor.comId, itemNo, lang };
    const empty = Object.values(values).every((value) => value === '');
    return this.db.transaction(async (tx) => {
      if (!(await repo.itemExists(tx, actor.comId, itemNo)))
        throw notFound('itemNotFound', { itemNo });
      const before = await repo.findTranslation(tx, actor.comId, itemNo, lang);
      if (before ? sameTranslation(before, values) : empty)
        return { ...presentTranslation(itemNo, lang, before), changed: false };
      const saved = empty ? undefined : await repo.upsertTranslation(tx, key, values);
      if (empty) await repo.deleteTranslation(tx, key);
      await repo.refreshTranslatedLangs(tx, actor.comId, itemNo);
      if (before || saved) {
        await auditChange(tx, actor, 'item-translation', {
          entityId: `${itemNo}/${lang}`,
          action: !before ? 'create' : saved ? 'update' : 'delete',
          before: before ?? null,
          after: saved ?? null,
        });
      }
      return { ...presentTranslation(itemNo, lang, saved), changed: true };
    });
  }

  /** The item search (A§5): the pattern cleaned again; an empty one finds nothing. */
  async search(comId: number, input: string) {
    const pattern = cleanItemSearch(input);
    if (pattern === '') return [];
    return repo.searchItems(this.db, comId, pattern, itemSearchLimit);
  }

  private async requireItem(comId: number, itemNo: string): Promise<void> {
    if (!(await repo.itemExists(this.db, comId, itemNo)))
      throw notFound('itemNotFound', { itemNo });
  }
}
