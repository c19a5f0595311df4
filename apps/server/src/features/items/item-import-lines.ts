import {
  isItemFileDescription,
  isSafeItemLink,
  itemFieldLimits,
  itemFileDefaultSort,
  itemFileKind,
  itemLinkMaxLength,
  itemNoPattern,
  messages,
  parseItemFileSort,
  supplierSource,
} from '@bo/contract';
import { cleanFileName } from '../../platform/storage/file-names.js';
import type { NewFileRow } from './item-import.repository.js';
import type { ItemFields } from './items.repository.js';

/** The lines of the item import's sheets as read, and why a line cannot be written. */

/** Where the supplier's files named without an address are served from, under each company's folder. */
export const supplierFolder = (comId: number) => `items/${comId}/supplier`;

export interface ItemLine extends ItemFields {
  line: number;
  groupName: string;
  subGroupName: string;
}

export interface CriterionLine {
  line: number;
  itemNo: string;
  name: string;
  value: string;
}

export interface FileLine {
  line: number;
  itemNo: string;
  fileType: string;
  target: string;
  fileDescription: string;
  sort: string;
}

function tooLong(values: [string, string, number][]): string | null {
  const found = values.find(([, value, max]) => value.length > max);
  return found ? messages.itemImportCellTooLong(found[0], found[2]) : null;
}

export function itemLineError(
  line: ItemLine,
  repeated: Set<string>,
  known: { group: (code: string) => boolean; subGroup: (key: string) => boolean },
): string | null {
  if (!itemNoPattern.test(line.itemNo)) return messages.itemNoInvalid;
  if (repeated.has(line.itemNo)) return messages.itemImportDuplicate;
  if (line.description === '') return messages.itemImportDescriptionEmpty;
  const limits = itemFieldLimits;
  const long = tooLong([
    ['description', line.description, limits.description],
    ['searchDescription', line.searchDescription, limits.searchDescription],
    ['brand', line.brand, limits.brand],
    ['groupCode', line.groupCode, limits.groupCode],
    ['subGroupCode', line.subGroupCode, limits.subGroupCode],
    ['analyst', line.analyst, limits.analyst],
    ['groupName', line.groupName, limits.groupName],
    ['subGroupName', line.subGroupName, limits.subGroupName],
  ]);
  if (long) return long;
  if (line.subGroupCode && !line.groupCode) return messages.itemImportSubGroupWithoutGroup;
  if (line.groupCode && !line.groupName && !known.group(line.groupCode))
    return messages.itemImportGroupUnknown(line.groupCode);
  if (
    line.subGroupCode &&
    !line.subGroupName &&
    !known.subGroup(`${line.groupCode}\n${line.subGroupCode}`)
  )
    return messages.itemImportSubGroupUnknown(line.groupCode, line.subGroupCode);
  return null;
}

export function criterionError(line: CriterionLine, known: Set<string>, seen: Set<string>) {
  if (!itemNoPattern.test(line.itemNo)) return messages.itemNoInvalid;
  if (!known.has(line.itemNo)) return messages.itemImportItemUnknown(line.itemNo);
  if (line.name === '') return messages.itemImportCriterionNameEmpty;
  const long = tooLong([
    ['name', line.name, itemFieldLimits.criterionName],
    ['value', line.value, itemFieldLimits.criterionValue],
  ]);
  if (long) return long;
  const key = `${line.itemNo}\n${line.name}`;
  if (seen.has(key)) return messages.itemImportCriterionDuplicate;
  seen.add(key);
  return null;
}

export function fileLineError(line: FileLine, known: Set<string>, seen: Set<string>) {
  if (!itemNoPattern.test(line.itemNo)) return messages.itemNoInvalid;
  if (!known.has(line.itemNo)) return messages.itemImportItemUnknown(line.itemNo);
  const fileType = /^\d{1,2}$/.test(line.fileType) ? Number(line.fileType) : NaN;
  const kind = itemFileKind(fileType);
  if (!kind) return messages.itemFileTypeUnknown;
  const isAddress = /^https?:\/\//i.test(line.target);
  if (isAddress && line.target.length > itemLinkMaxLength)
    return messages.itemLinkTooLong(itemLinkMaxLength);
  if (isAddress ? !isSafeItemLink(line.target) : kind === 'link') return messages.itemLinkInvalid;
  if (
    !isAddress &&
    (line.target.length > itemFieldLimits.fileName || cleanFileName(line.target) !== line.target)
  )
    return messages.itemImportFileNameInvalid;
  const description = /^\d{1,2}$/.test(line.fileDescription) ? Number(line.fileDescription) : NaN;
  if (!isItemFileDescription(description)) return messages.itemFileDescriptionUnknown;
  if (line.sort !== '' && parseItemFileSort(line.sort) === undefined)
    return messages.itemFileSortInvalid;
  const key = `${line.itemNo}\n${line.target}`;
  if (seen.has(key)) return messages.itemImportFileDuplicate;
  seen.add(key);
  return null;
}

export function fileRow(
  comId: number,
  line: FileLine,
  kept: Map<string, { hidden: boolean; mainPic: boolean }>,
): NewFileRow {
  const isAddress = /^https?:\/\//i.test(line.target);
  const flags = kept.get(`${line.itemNo}\n${line.target}`);
  return {
    comId,
    itemNo: line.itemNo,
    fileName: line.target,
    // A plain name is the name the supplier gave the file; an address has none.
    originalName: isAddress ? '' : line.target,
    pathName: isAddress ? '' : supplierFolder(comId),
    url: isAddress ? line.target : '',
    fileType: Number(line.fileType),
    fileDescript: Number(line.fileDescription),
    sourceType: supplierSource,
    manual: false,
    hidden: flags?.hidden ?? false,
    mainPic: flags?.mainPic ?? false,
    sort: line.sort === '' ? itemFileDefaultSort : Number(line.sort),
  };
}
