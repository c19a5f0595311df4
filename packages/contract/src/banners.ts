import { z } from 'zod';
import { maxDbInt, pagedAnswerSchema } from './api.js';
import { listNamer } from './code-names.js';
import { formFlag } from './form-fields.js';
import { messages } from './messages.js';
import { fieldsNamed } from './shape-keys.js';
import type { TextKey } from './text/catalogue.js';
import { controlCharacters, isWebAddress } from './web-address.js';

/**
 * Banner types; the spec names the field only (C§3), the values are this
 * product's decision. `nameKey` names each in the text catalogue.
 */
export const bannerTypes = [
  { id: 1, nameKey: 'bannerTypeHomePage' },
  { id: 2, nameKey: 'bannerTypeCatalogue' },
  { id: 3, nameKey: 'bannerTypePromotion' },
] as const satisfies readonly { id: number; nameKey: TextKey }[];

/** The bannerType of a banner saved without a type: refused. */
export const noBannerType = 0;

/** A banner type's name in the language of `t` (English by default); an unknown type as its number. */
export const bannerTypeName = listNamer(bannerTypes);

/** Recommended picture sizes (C§2.3). */
export const bannerPictureSizes = {
  picFile: { width: 444, height: 109 },
  catalogPicFile: { width: 250, height: 600 },
} as const;

/** The banner calls, with the paths of C§7 (matched case-insensitively). */
export const bannerApi = {
  /** Body `false` (every banner) or `true` (active only): the portal's list. */
  banners: '/api/banner/Banners',
  /** Paged list for the back office screen (path not in the spec). */
  bannersPage: '/api/banner/BannersPage',
  /** One banner; body its id as a JSON string, e.g. "7". */
  banner: '/api/banner/Banner',
  /** Multipart: bannerId, bannerType, sort, active, title, ref, files picFile and catalogPicFile. */
  createBanner: '/api/banner/CreateBanner',
  updateBanner: '/api/banner/UpdateBanner',
  /** Body the id as a JSON string. */
  deleteBanner: '/api/banner/DeleteBanner',
  /** Query `picFileType` picFile or catalogPicFile; body the banner. */
  deletePic: '/api/Banner/DeletePic',
} as const;

export const bannerDefaultSort = 100;

export const bannerPictureFields = ['picFile', 'catalogPicFile'] as const;
export type BannerPictureField = (typeof bannerPictureFields)[number];

export const bannerSchema = z.object({
  bannerId: z.number().int(),
  bannerType: z.number().int(),
  sort: z.number().int(),
  active: z.boolean(),
  title: z.string(),
  ref: z.string(),
  /** The public URL of each picture (main, catalogue), or null. */
  ...fieldsNamed(bannerPictureFields, () => z.string().nullable()),
  created: z.string(),
  comId: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;

const bannerListRowSchema = bannerSchema.pick({
  bannerId: true,
  bannerType: true,
  sort: true,
  active: true,
  title: true,
  created: true,
});
export type BannerListRow = z.infer<typeof bannerListRowSchema>;

export const bannersPageAnswerSchema = pagedAnswerSchema(bannerListRowSchema);

/**
 * A banner's link, handed to the portal as a link's address: a web address
 * (http or https, with a host and no user name) or a path on the site ('/...',
 * not '//host', which leaves the site). Every other scheme ('javascript:',
 * 'data:', 'vbscript:') is refused by not being one of these, and so are the
 * tricks that make a browser read a scheme or a host the text does not show:
 * control characters, backslashes (read as '/'), and leading spaces. An empty
 * link passes: the form's required-field rule answers it.
 */
export function isSafeBannerLink(link: string): boolean {
  if (link === '') return true;
  if (controlCharacters.test(link) || link.includes('\\')) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  return isWebAddress(link);
}

/**
 * The text fields of the banner create/update form (multipart). Pictures travel
 * as file parts with the names of `bannerPictureFields`.
 */
export const bannerFormSchema = z.object({
  bannerId: z.coerce.number().int().nonnegative().max(maxDbInt).default(0),
  bannerType: z.coerce.number().int().nonnegative().max(maxDbInt),
  sort: z.coerce.number().int().min(0).max(1_000_000).default(bannerDefaultSort),
  active: formFlag(),
  title: z.string().trim().max(200),
  ref: z.string().trim().max(1000).refine(isSafeBannerLink, messages.bannerLinkInvalid),
});
export type BannerForm = z.input<typeof bannerFormSchema>;

export const deletePicQuerySchema = z.object({
  picFileType: z.enum(bannerPictureFields),
});
