import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../../platform/feature.js';
import { serverRoot } from '../../platform/paths.js';
import { journalRows } from './journals.repository.js';

/** Demo journals: [company, name, month, asset, with its cover]. */
const demoJournals: [number, string, string, string, boolean][] = [
  [1, 'Parts Review, January', '2026-01', 'journal-2026-01', true],
  [1, 'Parts Review, February', '2026-02', 'journal-2026-02', true],
  [1, 'Parts Review, March', '2026-03', 'journal-2026-03', true],
  // Without a cover, so the placeholder cover shows too.
  [2, 'Company 2 Review, March', '2026-03', 'journal-2026-03', false],
];

/** Three journals with their PDFs and covers in company 1, one without a cover in company 2. */
export async function seedDemoJournals({ db, privateStorage: files }: AppDeps): Promise<void> {
  const assets = path.join(serverRoot(), 'demo-assets');
  for (const [index, [comId, name, month, asset, withCover]] of demoJournals.entries()) {
    const pdf = await fs.readFile(path.join(assets, `${asset}.pdf`));
    const fileKey = `journals/${comId}/demo-${index + 1}.pdf`;
    const coverKey = withCover ? `journals/${comId}/demo-${index + 1}.jpg` : null;
    await files.put(fileKey, pdf);
    if (coverKey) await files.put(coverKey, await fs.readFile(path.join(assets, `${asset}.jpg`)));
    await journalRows.insert(db, {
      comId,
      name,
      month: `${month}-01`,
      fileKey,
      fileSize: pdf.length,
      coverKey,
    });
  }
}
