import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileManagerApi } from '@bo/contract';
import { demoAsset, fileBlob } from './uploads.js';
import { formOf, type FormFile } from '../forms.js';
import type { TestApp, TestUser } from '../test-app.js';

/** Test data and helpers of the file-manager API tests. */

export const jpegBytes = () => demoAsset('photo-workshop.jpg');
export const pdfBytes = () => demoAsset('journal-2026-01.pdf');

/** The company's file-manager root on disk. */
export const companyRoot = (t: TestApp, comId = 1) =>
  path.join(t.config.dataDir, 'uploads', 'files', String(comId));

/** An upload form: currentDir and files as [field, bytes, browser's file name]. */
const uploadForm = (currentDir: string | undefined, files: [string, Buffer, string][]) =>
  formOf(
    currentDir === undefined ? {} : { currentDir },
    files.map(([field, data, name]): FormFile => [field, fileBlob(data), name]),
  );

export const upload = (
  t: TestApp,
  user: TestUser,
  currentDir: string | undefined,
  files: [string, Buffer, string][],
) => t.postForm(fileManagerApi.uploadFile, uploadForm(currentDir, files), user);

export async function makeFolder(t: TestApp, user: TestUser, currentDir: string) {
  const response = await t.post(fileManagerApi.createDirectory, { currentDir }, user);
  if (response.statusCode !== 200)
    throw new Error(`CreateDirectory ${currentDir}: ${response.body}`);
}

/**
 * Every file and folder below `dir` with a hash of its content, leaving out
 * `except` (a folder inside): what must stay the same when a request is refused.
 */
export function snapshotTree(dir: string, except?: string): Record<string, string> {
  const snapshot: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (full === except) continue;
      const relative = path.relative(dir, full);
      if (entry.isDirectory()) {
        snapshot[relative] = 'folder';
        walk(full);
      } else if (entry.isSymbolicLink()) {
        snapshot[relative] = `link to ${fs.readlinkSync(full)}`;
      } else {
        snapshot[relative] = createHash('sha1').update(fs.readFileSync(full)).digest('hex');
      }
    }
  };
  walk(dir);
  return snapshot;
}
