import { z } from 'zod';
import { pagedAnswerSchema } from './api.js';

/** Banner types; the spec names the field only (C§3), the values are this product's decision. */
export const bannerTypes = [
  { id: 1, name: 'Home page' },
  { id: 2, name: 'Catalogue' },
  { id: 3, name: 'Promotion' },
] as const;

export function bannerTypeName(id: number): string {
  return bannerTypes.find((type) => type.id === id)?.name ?? String(id);
}

/** Recommended picture sizes (C§2.3). */
export const bannerPictureSizes = {
  picFile: { width: 444, height: 109 },
  catalogPicFile: { width: 250, height: 600 },
} as const;

export const bannerDefaultSort = 100;

export const bannerSchema = z.object({
  bannerId: z.number().int(),
  bannerType: z.number().int(),
  sort: z.number().int(),
  active: z.boolean(),
  title: z.string(),
  ref: z.string(),
  /** Public URL of the main picture, or null. */
  picFile: z.string().nullable(),
  /** Public URL of the catalogue picture, or null. */
  catalogPicFile: z.string().nullable(),
  created: z.string(),
  comId: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerListRowSchema = bannerSchema.pick({
  bannerId: true,
  bannerType: true,
  sort: true,
  active: true,
  title: true,
  created: true,
});
export type BannerListRow = z.infer<typeof bannerListRowSchema>;

export const bannersPageAnswerSchema = pagedAnswerSchema(bannerListRowSchema);

/** Columns the banner list may be sorted by. */
export const bannerOrderBy = ['title', 'bannerType', 'sort', 'created', 'active'] as const;

export const bannerPictureFields = ['picFile', 'catalogPicFile'] as const;
export type BannerPictureField = (typeof bannerPictureFields)[number];

/**
 * The text fields of the banner create/update form (multipart). Pictures travel
 * as file parts with the names of `bannerPictureFields`.
 */
export const bannerFormSchema = z.object({
  bannerId: z.coerce.number().int().nonnegative().default(0),
  bannerType: z.coerce.number().int().nonnegative(),
  sort: z.coerce.number().int().min(0).max(1_000_000).default(bannerDefaultSort),
  active: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((value) => value === true || value === 'true' || value === '1'),
  title: z.string().trim().max(200),
  ref: z.string().trim().max(1000),
});
export type BannerForm = z.input<typeof bannerFormSchema>;

export const deletePicQuerySchema = z.object({
  picFileType: z.enum(bannerPictureFields),
});
