import { expect } from 'vitest';
import { readRows } from '../../platform/excel/spreadsheet-rows.js';
import type { TestApp, TestUser } from '../test-app.js';

/** The first columns of the full modifications export: the ids, each with its name. */
export const fullVehiclesLead = ['typeId', 'markId', 'mark', 'modelId', 'model', 'typeName'];

/**
 * Downloads of a test file's app (`app` and `user` are read when called, as
 * they are made in `beforeAll`): a GET as `user` (signed out with null), and
 * the cells of every line of an export, header first, after checking for a 200.
 */
export function downloads(app: () => TestApp, defaultUser: () => TestUser) {
  function download(path: string, user: TestUser | null = defaultUser()) {
    return app().app.inject({
      method: 'GET',
      url: path,
      headers: user ? { cookie: user.cookie } : {},
    });
  }

  async function exportedLines(
    path: string,
    kind: 'xlsx' | 'csv',
    user: TestUser = defaultUser(),
  ): Promise<string[][]> {
    const response = await download(path, user);
    expect(response.statusCode, response.body).toBe(200);
    const lines: string[][] = [];
    for await (const line of readRows(response.rawPayload, kind)) lines.push(line.cells);
    return lines;
  }

  return { download, exportedLines };
}
