import { describe, expect, it } from 'vitest';
import {
  importFileField,
  importUsersPath,
  messages,
  requestApi,
  roleCodes,
  type ErrorAnswer,
} from '@bo/contract';
import { fileForm } from '../../test/forms.js';
import { openTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

/**
 * Bodies the public calls (sign-in and registration, open to anyone) must
 * refuse with a 4xx, never a 500 (issue 31): one nested too deep for a
 * recursive walk, and one over the body limit, whose answer names the limit
 * of a body, not of a file. In this folder rather than platform/http, whose
 * files run on PostgreSQL alone (vitest.config.ts): the issue asks for both.
 */

let t: TestApp;
let everyRole: TestUser;
// The upload limit as large as the body limit: two limits of the same size, two messages.
openTestApp({ uploadLimitBytes: 1024 * 1024 }, async (app) => {
  t = app;
  everyRole = await t.makeUser({ roles: [...roleCodes], custNo: 'DEEP1' });
});

const loginPath = '/api/auth/login';
let address = 0;

/** POST of `payload` as it is, from an address of its own (registration is throttled per address). */
const send = (url: string, payload: string, contentType = 'application/json', cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.31.0.${++address}`,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'content-type': contentType,
      ...(cookie ? { cookie } : {}),
    },
    payload,
  });

/** `[[[…]]]` and `{"a":{"a":…}}`, `levels` deep: 12,000 levels took the control-character guard's recursion past the stack. */
const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describe('a body nested deeper than any form (issue 31)', () => {
  it('is a 400 at sign-in and registration, not a 500', async () => {
    for (const url of [loginPath, requestApi.register]) {
      for (const body of [deepArray(12_000), deepObject(12_000)]) {
        const response = await send(url, body);
        expect(response.statusCode, `${url} ${response.body}`).toBe(400);
        expect(response.json<ErrorAnswer>().code).toBe('bad_request');
      }
    }
  });

  it('is a 400 however deep within the body limit: 500,000 levels', async () => {
    const response = await send(loginPath, deepArray(500_000));
    expect(response.statusCode, response.body).toBe(400);
  });

  it('answers no 500 on any route: nothing walks a body by recursion', async () => {
    const failures: string[] = [];
    for (const route of t.app.apiRoutes) {
      // Signing out would end the walker's own session.
      if (route.method === 'GET' || route.url === '/api/auth/logout') continue;
      const url = route.url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, '1');
      for (const body of [deepArray(12_000), deepObject(12_000)]) {
        const response = await send(url, body, 'application/json', everyRole.cookie);
        if (response.statusCode >= 500)
          failures.push(`${url} ${body.slice(0, 2)} → ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('still has a control character found at any depth', async () => {
    const body = '{"a":'.repeat(5_000) + '"a\\u0000b"' + '}'.repeat(5_000);
    const response = await send(loginPath, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().message).toBe(messages.controlCharacters);
  });
});

describe('a body over the body limit (issue 31)', () => {
  const overOneMiB = 'x'.repeat(1024 * 1024 + 10);

  it('is a 413 naming the limit of a request without a file, in JSON and in a form', async () => {
    const cases: [string, string, string][] = [
      [loginPath, JSON.stringify({ login: overOneMiB, password: 'x' }), 'application/json'],
      [requestApi.register, JSON.stringify({ fullName: overOneMiB }), 'application/json'],
      [loginPath, `login=${overOneMiB}`, 'application/x-www-form-urlencoded'],
    ];
    for (const [url, payload, contentType] of cases) {
      const response = await send(url, payload, contentType);
      expect(response.statusCode, url).toBe(413);
      expect(response.json<ErrorAnswer>()).toMatchObject({
        code: 'too_large',
        key: 'bodyTooLarge',
        message: messages.bodyTooLarge(1),
      });
    }
  });

  it('leaves the file message to a file over the upload limit', async () => {
    const form = fileForm(Buffer.alloc(1024 * 1024 + 10, 1), 'users.xlsx', importFileField);
    const response = await t.postForm(importUsersPath, form, everyRole);
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorAnswer>().message).toBe(messages.fileTooLarge(1));
  });
});
