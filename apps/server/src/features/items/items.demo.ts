import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../../platform/feature.js';
import { serverRoot } from '../../platform/paths.js';
import { supplierFolder } from './item-import-lines.js';
import { seedCompanyItems } from './items.demo.repository.js';

/** The supplier feed's files, stored once per company in its supplier folder. */
const supplierAssets: [asset: string, name: string][] = [
  ['photo-oil-filters.jpg', 'oil-filters.jpg'],
  ['photo-brake-pads.jpg', 'brake-pads.jpg'],
  ['photo-workshop.jpg', 'workshop.jpg'],
  ['journal-2026-01.pdf', 'installation-guide.pdf'],
];

/** Demo items per company (README: about 20,000). */
const demoItemCount = 20_000;

/**
 * About 20,000 items in each of companies 1 and 2 (DESIGN §9): 30 groups with
 * subgroups, brands that make such parts, criteria for half of the items,
 * supplier pictures, links and PDFs for some, and translations for part of
 * them. Every table is filled by one INSERT ... SELECT over generate_series.
 */
export async function seedDemoItems({ db, storage }: AppDeps): Promise<void> {
  const assets = path.join(serverRoot(), 'demo-assets');
  for (const comId of [1, 2]) {
    for (const [asset, name] of supplierAssets) {
      await storage.put(
        `${supplierFolder(comId)}/${name}`,
        await fs.readFile(path.join(assets, asset)),
      );
    }
    await db.transaction((tx) => seedCompanyItems(tx, comId, demoItemCount));
  }
}
