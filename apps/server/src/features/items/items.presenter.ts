import {
  itemFileKind,
  itemLanguageCodes,
  type ItemCard,
  type ItemFile,
  type ItemLanguage,
  type ItemListRow,
  type ItemTranslation,
  type ItemView,
  type TranslationFields,
} from '@bo/contract';
import type { Storage } from '../../platform/storage/storage.js';
import type { ItemFileRow } from './item-files.repository.js';
import type { FileCounts, ItemFields, TranslationRow } from './items.repository.js';

export function presentItemFile(row: ItemFileRow, storage: Storage): ItemFile {
  return {
    id: row.id,
    itemNo: row.itemNo,
    fileName: row.fileName,
    originalName: shownName(row),
    pathName: row.pathName,
    url: fileUrl(row, storage),
    fileType: row.fileType,
    fileDescript: row.fileDescript,
    sourceType: row.sourceType,
    hidden: row.hidden ? 1 : 0,
    manual: row.manual,
    mainPic: row.mainPic,
    sort: row.sort,
    comId: row.comId,
  };
}

/** The name a person knows the file by: the uploaded one, else (older rows, links) the stored one. */
function shownName(row: Pick<ItemFileRow, 'originalName' | 'fileName'>) {
  return row.originalName || row.fileName;
}

/** The address of a file: a stored one's public URL, or the link's (or supplier's) address. */
function fileUrl(row: Pick<ItemFileRow, 'pathName' | 'fileName' | 'url'>, storage: Storage) {
  return row.pathName ? storage.publicUrl(`${row.pathName}/${row.fileName}`) : row.url;
}

const isPicture = (row: ItemFileRow) => itemFileKind(row.fileType) === 'image';

/**
 * The first picture (C§2.2): the visible picture marked MainPic, else the
 * first visible picture in the panel's order; `files` are in that order.
 */
export function firstPicture(files: ItemFileRow[]): ItemFileRow | undefined {
  const visible = files.filter((row) => isPicture(row) && !row.hidden);
  return visible.find((row) => row.mainPic) ?? visible[0];
}

function presentTranslationFields(row: TranslationRow): TranslationFields {
  const { description, searchDescription, shortText, longText } = row;
  return { description, searchDescription, shortText, longText };
}

export function presentTranslation(
  itemNo: string,
  lang: ItemLanguage,
  row: TranslationRow | undefined,
): ItemTranslation {
  return row
    ? { itemNo, lang, ...presentTranslationFields(row) }
    : { itemNo, lang, description: '', searchDescription: '', shortText: '', longText: '' };
}

function translatesOf(rows: TranslationRow[]) {
  const byLang = (lang: ItemLanguage) => {
    const row = rows.find((candidate) => candidate.lang === lang);
    return row ? presentTranslationFields(row) : null;
  };
  return { uk: byLang('uk'), ru: byLang('ru'), en: byLang('en') };
}

export function presentListRow(
  row: {
    itemNo: string;
    description: string;
    searchDescription: string;
    translatedLangs: string[];
  },
  files: FileCounts | undefined,
  criteria: number | undefined,
): ItemListRow {
  return {
    itemNo: row.itemNo,
    description: row.description,
    searchDescription: row.searchDescription,
    languages: itemLanguageCodes.map((lang) => ({
      lang,
      translated: row.translatedLangs.includes(lang),
    })),
    pictures: files?.pictures ?? 0,
    pdfs: files?.pdfs ?? 0,
    links: files?.links ?? 0,
    criteria: criteria ?? 0,
  };
}

export interface ItemParts {
  item: ItemFields & { active: boolean };
  groupName: string;
  subGroupName: string;
  translations: TranslationRow[];
  /** In the panels' order. */
  files: ItemFileRow[];
  criteria: { name: string; value: string }[];
}

export function presentItemCard(parts: ItemParts, storage: Storage): ItemCard {
  const { item } = parts;
  const first = firstPicture(parts.files);
  return {
    itemNo: item.itemNo,
    description: item.description,
    searchDescription: item.searchDescription,
    brand: item.brand,
    groupCode: item.groupCode,
    groupName: parts.groupName,
    subGroupCode: item.subGroupCode,
    subGroupName: parts.subGroupName,
    analyst: item.analyst,
    active: item.active,
    firstPic: first ? fileUrl(first, storage) : null,
    translates: translatesOf(parts.translations),
    files: parts.files.map((row) => presentItemFile(row, storage)),
    criterias: parts.criteria,
  };
}

/** The item page (issue 10): visible files only, the first picture first. */
export function presentItemView(parts: ItemParts, storage: Storage): ItemView {
  const { item } = parts;
  const visible = parts.files.filter((row) => !row.hidden);
  const first = firstPicture(parts.files);
  const viewFile = (row: ItemFileRow) => ({
    url: fileUrl(row, storage),
    fileType: row.fileType,
    fileDescript: row.fileDescript,
    fileName: row.fileName,
    originalName: shownName(row),
  });
  const pictures = visible.filter(isPicture);
  const ordered = first ? [first, ...pictures.filter((row) => row !== first)] : pictures;
  return {
    itemNo: item.itemNo,
    description: item.description,
    searchDescription: item.searchDescription,
    brand: item.brand,
    groupName: parts.groupName,
    subGroupName: parts.subGroupName,
    firstPic: first ? fileUrl(first, storage) : null,
    pictures: ordered.map(viewFile),
    pdfs: visible.filter((row) => itemFileKind(row.fileType) === 'pdf').map(viewFile),
    links: visible.filter((row) => itemFileKind(row.fileType) === 'link').map(viewFile),
    criterias: parts.criteria,
    translates: translatesOf(parts.translations),
  };
}
