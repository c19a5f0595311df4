import { isSafeBannerLink, type Banner, type BannerListRow } from '@bo/contract';
import type { Storage } from '../../platform/storage/storage.js';
import type { BannerRow } from './banners.repository.js';

export function presentBannerListRow(row: BannerRow): BannerListRow {
  const { bannerId, bannerType, sort, active, title } = row;
  return { bannerId, bannerType, sort, active, title, created: row.created.toISOString() };
}

export function presentBanner(row: BannerRow, storage: Storage): Banner {
  return {
    ...presentBannerListRow(row),
    // A link stored before the rule existed is not handed out if it breaks it:
    // the portal gets no link, the editor an empty field to fill in again.
    ref: isSafeBannerLink(row.ref) ? row.ref : '',
    picFile: row.picFile ? storage.publicUrl(row.picFile) : null,
    catalogPicFile: row.catalogPicFile ? storage.publicUrl(row.catalogPicFile) : null,
    comId: row.comId,
  };
}
