import { describe, expect, it } from 'vitest';
import {
  importCustomersPath,
  importFileField,
  importUsersPath,
  itemApi,
  messages,
  pointsApi,
  roleCodes,
  vehicleFileApi,
  vehicleImportTypes,
  type ErrorAnswer,
} from '@bo/contract';
import { manyPartsXlsx } from '../../test/factories/uploads.js';
import { fileForm } from '../../test/forms.js';
import { openTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { checkXlsxLimits, defaultXlsxLimits } from './xlsx-limits.js';

/**
 * A workbook of thousands of empty zip parts (issue 31): 60,000 to 100,000 of
 * them, 6 to 9 MB, kept one import busy for 24 to 65 s. Every import refuses
 * such a workbook with a 400 naming the cap on parts, at the first part past
 * it: the message names the cap, which only the count of parts reaches.
 */

let t: TestApp;
let everyRole: TestUser;
openTestApp({}, async (app) => {
  t = app;
  everyRole = await t.makeUser({ roles: [...roleCodes], custNo: 'PARTS1' });
});

/** The nine imports: items, sales, the five vehicle files, users, customers. */
const importPaths = [
  itemApi.importItems,
  pointsApi.importSales,
  ...Object.values(vehicleImportTypes).map((type) => vehicleFileApi.import(type)),
  importUsersPath,
  importCustomersPath,
];

const upload = (path: string, data: Buffer) =>
  t.postForm(path, fileForm(data, 'parts.xlsx', importFileField), everyRole);

describe('a workbook of more parts than a workbook has (issue 31)', () => {
  it('is refused by every import with a 400 naming the cap of 1,000 parts', async () => {
    const imports = t.app.apiRoutes
      .filter((route) => route.method === 'POST' && /import/i.test(route.url))
      .map((route) => route.url.toLowerCase());
    expect(new Set(imports)).toEqual(new Set(importPaths.map((path) => path.toLowerCase())));

    // 5,000 empty parts after the five of a workbook: about 500 KB.
    const data = manyPartsXlsx(5_000);
    for (const path of importPaths) {
      const response = await upload(path, data);
      expect(response.statusCode, `${path} ${response.body}`).toBe(400);
      expect(response.json<ErrorAnswer>()).toMatchObject({
        key: 'importWorkbookTooManyParts',
        params: { parts: 1_000 },
        message: messages.importWorkbookTooManyParts(1_000),
      });
    }
  });

  it('takes a workbook of 1,000 parts, the cap', async () => {
    // The five parts of the workbook and 995 more.
    const parts = await checkXlsxLimits(manyPartsXlsx(995), defaultXlsxLimits);
    expect(parts.size).toBe(1_000);
    await expect(checkXlsxLimits(manyPartsXlsx(996), defaultXlsxLimits)).rejects.toThrow(
      messages.importWorkbookTooManyParts(1_000),
    );
  });
});
