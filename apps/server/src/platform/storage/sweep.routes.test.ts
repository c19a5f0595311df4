import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openTestDatabase } from '../../test/test-database.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-test-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Writes `content` at `relative` below DATA_DIR, folders included. */
function write(relative: string, content = ''): string {
  const full = path.join(dataDir, ...relative.split('/'));
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  return full;
}

it('removes the temporary files a crash left in both storages when the app starts', async () => {
  // What a crash mid-write leaves: a hidden, often empty, temporary file beside real ones.
  const stale = [
    write('uploads/files/1/news/.0123456789abcdef.part'),
    write('uploads/banners/1/.fedcba9876543210.part', 'half a picture'),
    write('private/journals/1/.00112233aabbccdd.part'),
  ];
  const kept = [
    write('uploads/files/1/news/photo.png', 'png'),
    write('uploads/files/1/news/.hidden', 'not ours'),
    write('private/journals/1/2026-01.pdf', 'pdf'),
  ];
  const handle = await openTestDatabase();
  try {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const { app } = await buildApp(config, handle.db, { logger: false });
    await app.close();
  } finally {
    await handle.close();
  }
  for (const file of stale) expect(fs.existsSync(file), file).toBe(false);
  for (const file of kept) expect(fs.existsSync(file), file).toBe(true);
});
