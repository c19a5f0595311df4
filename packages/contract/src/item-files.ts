import { z } from 'zod';
import { catalogLimits, parseCatalogSort } from './catalog.js';
import { listNamer } from './code-names.js';
import type { TextKey } from './text/catalogue.js';
import { controlCharacters, isWebAddress } from './web-address.js';

/** The files of an item card (C§3, C§4.1, DESIGN §9): pictures, PDFs and links. */
// ---------------------------------------------------------------------------
// Item files (C§3, C§4.1, DESIGN §9)

const itemFileKinds = ['image', 'pdf', 'link'] as const;
export type ItemFileKind = (typeof itemFileKinds)[number];
/** FileType (C§3, C§9): 1, 3, 5, 6 and 7 are images, 2 is PDF, 4 is a link. */
const itemFileTypeIds: Record<ItemFileKind, readonly number[]> = {
  image: [1, 3, 5, 6, 7],
  pdf: [2],
  link: [4],
};
/** The fileType an upload from each panel sends: Images 1, PDF 2, Links 4. */
export const itemFileTypeOfKind: Record<ItemFileKind, number> = { image: 1, pdf: 2, link: 4 };

/** What a FileType is, or undefined for a number that is none. */
export function itemFileKind(fileType: number): ItemFileKind | undefined {
  return itemFileKinds.find((kind) => itemFileTypeIds[kind].includes(fileType));
}

/** FileDescript (DESIGN §9): the enum key sent as `fileDescription`, named by a catalogue key. */
export const itemFileDescriptions = [
  { id: 1, nameKey: 'fileDescriptMainPhoto' },
  { id: 2, nameKey: 'fileDescriptPhoto' },
  { id: 3, nameKey: 'fileDescriptDrawing' },
  { id: 4, nameKey: 'fileDescriptCertificate' },
  { id: 5, nameKey: 'fileDescriptInstruction' },
  { id: 6, nameKey: 'fileDescriptVideo' },
  { id: 7, nameKey: 'fileDescriptManufacturerPage' },
] as const satisfies readonly { id: number; nameKey: TextKey }[];
export const isItemFileDescription = (id: number): boolean =>
  itemFileDescriptions.some((description) => description.id === id);
/** A FileDescript's name in the language of `t` (English by default); an unknown value as its number. */
export const itemFileDescriptionName = listNamer(itemFileDescriptions);

export const supplierSource = 1;
export const uploadedSource = 2;

/** The sort a file gets when the form sends none. */
export const itemFileDefaultSort = 10;
/** The catalogue's limit (C§9): item files, catalogue nodes and vehicle lists sort alike. */
export const itemFileMaxSort = catalogLimits.sortMax;
export const itemLinkMaxLength = 2000;

/**
 * The words of a refused sort: the catalogue's ('Sort must be a whole number
 * from 0 to 1000000'), as its node form and the vehicle forms refuse it.
 */
export const itemFileSortInvalidKey = 'catalogSortInvalid' satisfies TextKey;

/**
 * The sort of an item file as typed or sent: the catalogue's rule
 * (`parseCatalogSort`). Undefined is refused with `itemFileSortInvalidKey`;
 * blank is for the caller to decide.
 */
export const parseItemFileSort = parseCatalogSort;

/** The pictures an upload of an image type may be, checked by content. */
export const itemPictureAccept = '.png,.jpg,.jpeg,.gif,.webp';
export const itemPdfAccept = '.pdf';

/**
 * A link of the Links panel: an absolute http(s) address with a host and no
 * user name. 'javascript:', 'data:' and every other scheme are refused, and so
 * are control characters, backslashes and spaces that make a browser read an
 * address the text does not show.
 */
export function isSafeItemLink(link: string): boolean {
  if (link === '' || link.length > itemLinkMaxLength) return false;
  if (controlCharacters.test(link) || link.includes('\\') || /\s/.test(link)) return false;
  return isWebAddress(link);
}

/**
 * What is wrong with a link as typed or sent, in the order the form and the
 * server check it: none, longer than `itemLinkMaxLength` (refused, never cut),
 * or not a safe http(s) address; null when it may be saved.
 */
export function itemLinkProblem(
  link: string,
): 'itemLinkEnterUrl' | 'itemLinkTooLong' | 'itemLinkInvalid' | null {
  if (link === '') return 'itemLinkEnterUrl';
  if (link.length > itemLinkMaxLength) return 'itemLinkTooLong';
  return isSafeItemLink(link) ? null : 'itemLinkInvalid';
}

/** An item file (C§3 Item file), as every call answers it. */
export const itemFileSchema = z.object({
  /** The file's id: the handle the update, delete and show calls send back. */
  id: z.number().int(),
  itemNo: z.string(),
  /** The stored name (a link's is its address): unique within the item. */
  fileName: z.string(),
  /**
   * The name shown (issue 32): the name the file was uploaded (or imported)
   * under; the stored name for a file stored before names were kept, and a
   * link's address. Never a handle: the calls send `id` or `fileName`.
   */
  originalName: z.string(),
  /** The folder the file is served from; '' for a link. */
  pathName: z.string(),
  /** The address to open: the served file, or the link. */
  url: z.string(),
  fileType: z.number().int(),
  fileDescript: z.number().int(),
  sourceType: z.number().int(),
  /** 0 or 1, as C§3 has it. */
  hidden: z.union([z.literal(0), z.literal(1)]),
  /** True exactly for files added in the back office (DESIGN §9). */
  manual: z.boolean(),
  /** The first picture. */
  mainPic: z.boolean(),
  sort: z.number().int(),
  comId: z.number().int(),
});
export type ItemFile = z.infer<typeof itemFileSchema>;

/**
 * The order of a file panel (C§4.1): visible before hidden, within each
 * non-manual before manual, then by sort and id. The server answers files in
 * this order; the screen may sort again with it.
 */
export function compareItemFiles(
  a: Pick<ItemFile, 'hidden' | 'manual' | 'sort' | 'id'>,
  b: Pick<ItemFile, 'hidden' | 'manual' | 'sort' | 'id'>,
): number {
  return (
    a.hidden - b.hidden || Number(a.manual) - Number(b.manual) || a.sort - b.sort || a.id - b.id
  );
}

/** The file part of the upload and update calls. */
export const itemFileField = 'file';
