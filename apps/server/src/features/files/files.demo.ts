import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../../platform/feature.js';
import { serverRoot } from '../../platform/paths.js';
import { managedKey, managerRootKey } from './file-paths.js';

/** Folders of each company's file-manager root, and which demo asset goes where. */
const demoFiles: Record<number, { folders: string[]; files: [asset: string, target: string][] }> = {
  1: {
    folders: ['news', 'news/2026', 'actions', 'catalogue', 'documents'],
    files: [
      ['photo-oil-filters.jpg', 'news/2026/oil-filters.jpg'],
      ['photo-brake-pads.jpg', 'news/2026/brake-pads.jpg'],
      ['photo-workshop.jpg', 'news/workshop.jpg'],
      ['banner-main-1.png', 'actions/spring-sale.png'],
      ['banner-main-3.png', 'actions/double-points.png'],
      ['photo-brake-pads.jpg', 'catalogue/brake-pads-front.jpg'],
      ['banner-catalog-1.png', 'catalogue/filters-tall.png'],
      ['journal-2026-01.pdf', 'documents/price-list-january.pdf'],
    ],
  },
  2: {
    folders: ['news'],
    files: [['photo-workshop.jpg', 'news/company-2-workshop.jpg']],
  },
};

/** A few folders and pictures in the file managers of companies 1 and 2. */
export async function seedDemoFiles({ storage }: AppDeps): Promise<void> {
  const assets = path.join(serverRoot(), 'demo-assets');
  for (const [comId, { folders, files }] of Object.entries(demoFiles).map(
    ([id, content]) => [Number(id), content] as const,
  )) {
    await storage.createFolder(managerRootKey(comId), { parents: true });
    for (const folder of folders) {
      if (!(await storage.stat(managedKey(comId, folder.split('/'))))) {
        await storage.createFolder(managedKey(comId, folder.split('/')));
      }
    }
    for (const [asset, target] of files) {
      await storage.put(
        managedKey(comId, target.split('/')),
        await fs.readFile(path.join(assets, asset)),
      );
    }
  }
}
