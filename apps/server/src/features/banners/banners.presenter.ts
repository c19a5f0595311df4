import type { Banner, BannerListRow } from '@bo/contract';
import type { Storage } from '../../platform/storage/storage.js';
import type { BannerRow } from './banners.repository.js';

export function presentBannerListRow(row: BannerRow): BannerListRow {
  const { bannerId, bannerType, sort, active, title } = row;
  return { bannerId, bannerType, sort, active, title, created: row.created.toISOString() };
}

export function presentBanner(row: BannerRow, storage: Storage): Banner {
  return {
    ...presentBannerListRow(row),
    ref: row.ref,
    picFile: row.picFile ? storage.publicUrl(row.picFile) : null,
    catalogPicFile: row.catalogPicFile ? storage.publicUrl(row.catalogPicFile) : null,
    comId: row.comId,
  };
}
