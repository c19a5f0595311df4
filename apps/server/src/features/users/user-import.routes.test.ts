import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  importUsersPath,
  messages,
  userApi,
  userImportMaxLines,
  type ErrorAnswer,
  type UserImportAnswer,
} from '@bo/contract';
import { customers } from '../../schema.js';
import { userRoles, users } from './users.schema.js';
import { pngBytes, sharedStringsBombXlsx, xlsxBytes } from '../../test/factories/uploads.js';
import { userCard } from '../../test/factories/users.js';
import { fileForm } from '../../test/forms.js';
import { openTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

let t: TestApp;
let manager: TestUser;

openTestApp({}, async (app) => {
  t = app;
  await t.deps.db.insert(customers).values([
    ...Array.from({ length: 9 }, (_, i) => ({
      comId: 1,
      custNo: `D00${i + 1}`,
      name: `Dealer ${i + 1}`,
      eMail: `d00${i + 1}@example.com`,
    })),
    { comId: 2, custNo: 'F001', name: 'Foreign dealer' },
  ]);
  manager = await t.makeUser({ roles: ['CustomerManager'], login: 'importer' });
  await t.makeUser({ roles: [], login: 'D009', custNo: 'D009' });
});

function upload(data: Buffer, name = 'users.xlsx', by: TestUser | null = manager) {
  return t.postForm(importUsersPath, fileForm(data, name), by);
}

const userCount = async () => (await t.deps.db.select().from(users)).length;

describe('user import (C§2.9, C§5)', () => {
  it('creates the good lines and lists the bad ones with their reasons', async () => {
    const file = await xlsxBytes([
      ['D001', 'given-pass1', 1],
      ['D002'],
      ['D003', '', ''],
      ['D001', 'again'],
      ['', 'no-login'],
      ['D004', '', 7],
      ['F001'],
      ['NOPE1'],
      ['D009'],
      [],
      ['d002'],
    ]);
    const response = await upload(file);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<UserImportAnswer>();
    expect(answer.successList.map(({ login, name }) => ({ login, name }))).toEqual([
      { login: 'D001', name: 'Dealer 1' },
      { login: 'D002', name: 'Dealer 2' },
      { login: 'D003', name: 'Dealer 3' },
    ]);
    expect(answer.successList[0]?.password).toBe('given-pass1');
    expect(answer.successList[1]?.password).toMatch(/^[a-z0-9]{8}$/);
    expect(answer.failedList).toEqual([
      { line: 4, login: 'D001', name: 'Dealer 1', error: messages.importDuplicateLine },
      { line: 5, login: '', name: '', error: messages.importEmptyLogin },
      { line: 6, login: 'D004', name: 'Dealer 4', error: messages.importBadFlag },
      { line: 7, login: 'F001', name: '', error: messages.customerNotFound },
      { line: 8, login: 'NOPE1', name: '', error: messages.customerNotFound },
      { line: 9, login: 'D009', name: 'Dealer 9', error: messages.loginTaken },
      { line: 11, login: 'd002', name: '', error: messages.importDuplicateLine },
    ]);

    const created = await t.deps.db
      .select({ login: users.login, role: userRoles.role, blocked: users.blocked })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.userId))
      .where(inArray(users.login, ['D001', 'D002', 'D003']))
      .orderBy(users.login, userRoles.role);
    expect(created).toEqual([
      { login: 'D001', role: 'CustomerUser', blocked: false },
      { login: 'D001', role: 'Returns', blocked: false },
      { login: 'D002', role: 'CustomerUser', blocked: false },
      { login: 'D003', role: 'CustomerUser', blocked: false },
    ]);
    const [d002] = await t.deps.db.select().from(users).where(eq(users.login, 'D002'));
    expect(d002).toMatchObject({ fullName: 'Dealer 2', eMail: 'd002@example.com', custNo: 'D002' });
    expect(await t.signIn('D001', 'given-pass1')).toMatch(/^bo_session=/);
    expect(await t.signIn('D002', answer.successList[1]!.password)).toMatch(/^bo_session=/);
  });

  it('refuses a given password that breaks the password rule, as a failed line (issue 18)', async () => {
    const response = await upload(
      await xlsxBytes([
        ['D007', '1'],
        ['D008', 'lettersonly'],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<UserImportAnswer>();
    expect(answer.successList).toEqual([]);
    expect(answer.failedList).toEqual([
      { line: 1, login: 'D007', name: 'Dealer 7', error: messages.passwordRule },
      { line: 2, login: 'D008', name: 'Dealer 8', error: messages.passwordRule },
    ]);
    expect(
      await t.deps.db
        .select()
        .from(users)
        .where(inArray(users.login, ['D007', 'D008'])),
    ).toEqual([]);
  });

  it('refuses a renamed text file, a corrupt workbook and a picture, creating nothing', async () => {
    const before = await userCount();
    const good = await xlsxBytes([['D005']]);
    for (const [data, name] of [
      [Buffer.from('D005;pass;1\n'), 'users.xlsx'],
      [good.subarray(0, Math.floor(good.length / 2)), 'users.xlsx'],
      [pngBytes(), 'users.xlsx'],
      [Buffer.alloc(0), 'users.xlsx'],
    ] as const) {
      const response = await upload(data, name);
      expect(response.statusCode, name).toBe(400);
      expect([messages.importNotXlsx, messages.chooseFile]).toContain(
        response.json<ErrorAnswer>().message,
      );
    }
    expect(await userCount()).toBe(before);
  });

  it(`refuses a file over ${userImportMaxLines} lines whole, creating nothing`, async () => {
    const before = await userCount();
    const lines = Array.from({ length: 20_000 }, (_, i) => [`D${String(i).padStart(6, '0')}`]);
    const response = await upload(await xlsxBytes(lines));
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().message).toBe(
      messages.importTooManyLines(20_000, userImportMaxLines),
    );
    expect(await userCount()).toBe(before);
  });

  it('refuses a sheet with no lines, no file, and the wrong role', async () => {
    const empty = await upload(await xlsxBytes([]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorAnswer>().message).toBe(messages.importNoLines);

    const noFile = await t.postForm(importUsersPath, new FormData(), manager);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json<ErrorAnswer>().message).toBe(messages.chooseFile);

    const customerUser = await t.makeUser({ roles: ['CustomerUser'], custNo: 'D001' });
    const forbidden = await upload(await xlsxBytes([['D006']]), 'users.xlsx', customerUser);
    expect(forbidden.statusCode).toBe(403);
    expect(await upload(await xlsxBytes([['D006']]), 'users.xlsx', null)).toMatchObject({
      statusCode: 401,
    });
  });

  it('refuses at once a 4 MB workbook that unpacks to 4 GB, and keeps answering', async () => {
    const before = await userCount();
    const bomb = sharedStringsBombXlsx(); // 4,000 shared strings of 1 MiB
    const started = Date.now();
    const response = await upload(bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().message).toBe(messages.importWorkbookCellTooLong(32_767));
    expect(Date.now() - started).toBeLessThan(5000);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: manager.cookie } });
    expect(me.statusCode).toBe(200);
    expect(await userCount()).toBe(before);
  });
});

describe('a login equal to a customer code of another company (issue 31)', () => {
  it("is refused to the other company, and the owner's import still creates it", async () => {
    await t.deps.db.insert(customers).values([
      { comId: 1, custNo: 'E001', name: 'Eastern dealer' },
      { comId: 2, custNo: 'G001', name: 'Foreign dealer 2' },
    ]);
    const foreign = await t.makeUser({ roles: ['CustomerManager'], comId: 2, login: 'importer2' });
    const taken = await t.post(
      userApi('admin').createUser,
      userCard({ login: 'e001', custNo: 'G001' }),
      foreign,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ErrorAnswer>().message).toBe(messages.loginTaken);
    // The other company's import knows no such customer, as before.
    const foreignImport = await upload(await xlsxBytes([['E001']]), 'users.xlsx', foreign);
    expect(foreignImport.json<UserImportAnswer>()).toEqual({
      successList: [],
      failedList: [{ line: 1, login: 'E001', name: '', error: messages.customerNotFound }],
    });

    const response = await upload(await xlsxBytes([['E001']]));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<UserImportAnswer>();
    expect(answer.failedList).toEqual([]);
    expect(answer.successList.map(({ login }) => login)).toEqual(['E001']);
    expect(await t.signIn('E001', answer.successList[0]!.password)).toMatch(/^bo_session=/);
  });
});
