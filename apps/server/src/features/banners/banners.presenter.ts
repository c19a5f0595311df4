import type { Banner, BannerListRow } from '@bo/contract';
import type { Storage } from '../../platform/storage/storage.js';
import type { BannerRow } from './banners.repository.js';

export function presentBanner(row: BannerRow, storage: Storage): Banner {
  return {
    bannerId: row.bannerId,
    bannerType: row.bannerType,
    sort: row.sort,
    active: row.active,
    title: row.title,
    ref: row.ref,
    picFile: row.picFile ? storage.publicUrl(row.picFile) : null,
    catalogPicFile: row.catalogPicFile ? storage.publicUrl(row.catalogPicFile) : null,
    created: row.created.toISOString(),
    comId: row.comId,
  };
}

export function presentBannerListRow(row: BannerRow): BannerListRow {
  return {
    bannerId: row.bannerId,
    bannerType: row.bannerType,
    sort: row.sort,
    active: row.active,
    title: row.title,
    created: row.created.toISOString(),
  };
}
