import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../../platform/feature.js';
import { serverRoot } from '../../platform/paths.js';
import { pictureKey } from '../../platform/storage/pictures.js';
import { bannerRows } from './banners.repository.js';

const demoBanners = [
  {
    title: 'Spring sale on filters',
    ref: '/actions/spring-filters',
    bannerType: 1,
    sort: 10,
    main: 'banner-main-1',
    catalog: 'banner-catalog-1',
  },
  {
    title: 'New brake pads',
    ref: '/catalog/brakes',
    bannerType: 2,
    sort: 20,
    main: 'banner-main-2',
    catalog: 'banner-catalog-2',
  },
  {
    title: 'Double loyalty points',
    ref: '/loyalty',
    bannerType: 3,
    sort: 100,
    main: 'banner-main-3',
    catalog: null,
  },
] as const;

/** Three banners with pictures in each company. */
export async function seedDemoBanners({ db, storage }: AppDeps): Promise<void> {
  const assets = path.join(serverRoot(), 'demo-assets');
  const store = async (comId: number, name: string | null) => {
    if (!name) return null;
    const data = await fs.readFile(path.join(assets, `${name}.png`));
    const key = await pictureKey(`banners/${comId}`, data, name);
    await storage.put(key, data);
    return key;
  };
  for (const comId of [1, 2]) {
    for (const [index, banner] of demoBanners.entries()) {
      await bannerRows.insert(db, {
        comId,
        bannerType: banner.bannerType,
        sort: banner.sort,
        active: index < 2 || comId === 1,
        title: comId === 1 ? banner.title : `${banner.title} (company 2)`,
        ref: banner.ref,
        picFile: await store(comId, banner.main),
        catalogPicFile: await store(comId, banner.catalog),
      });
    }
  }
}
