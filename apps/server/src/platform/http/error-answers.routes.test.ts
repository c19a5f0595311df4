import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorAnswerSchema, errorCodes, messages, userApi } from '@bo/contract';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { publicAccess } from './access.js';
import { conflict, gone, refusal, tooManyRequests } from './errors.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    const route = (url: string, run: () => never) =>
      app.post(url, { config: { access: publicAccess } }, () => run());
    route('/api/test/conflict', () => {
      throw conflict('nameTaken', { name: 'a.pdf' });
    });
    route('/api/test/gone', () => {
      throw gone('confirmationLinkUsed', 'link_used');
    });
    route('/api/test/throttled', () => {
      throw tooManyRequests('loginThrottled', { count: 5 });
    });
    route('/api/test/worded', () => {
      throw refusal(messages.requiredField, { name: [messages.requiredField] });
    });
    app.post(
      '/api/test/shape',
      { config: { access: publicAccess }, schema: { body: z.object({ name: z.string().max(5) }) } },
      () => ({}),
    );
  });
});
afterAll(() => t.close());

async function answerOf(url: string, body: unknown = {}) {
  const response = await t.post(url, body);
  const answer = errorAnswerSchema.parse(response.json());
  return { status: response.statusCode, ...answer };
}

describe('every error answer carries a code, a catalogue key and its parameters', () => {
  it('answers 409, 410 and 429 through their helpers, in English and by key', async () => {
    expect(await answerOf('/api/test/conflict')).toEqual({
      status: 409,
      code: 'conflict',
      key: 'nameTaken',
      params: { name: 'a.pdf' },
      message: messages.nameTaken('a.pdf'),
    });
    expect(await answerOf('/api/test/gone')).toEqual({
      status: 410,
      code: 'link_used',
      key: 'confirmationLinkUsed',
      message: messages.confirmationLinkUsed,
    });
    expect(await answerOf('/api/test/throttled')).toEqual({
      status: 429,
      code: 'throttled',
      key: 'loginThrottled',
      params: { count: 5 },
      message: messages.loginThrottled(5),
    });
  });

  it('finds the key of a refusal worded by a rule, and names a refused shape', async () => {
    expect(await answerOf('/api/test/worded')).toMatchObject({
      status: 400,
      key: 'requiredField',
      message: messages.requiredField,
    });
    const tooLong = await answerOf('/api/test/shape', { name: 'longer than five' });
    expect(tooLong).toMatchObject({ status: 400, key: 'valueTooLong', params: { max: 5 } });
    expect(tooLong.message).toMatch(/^name: /);
    expect(await answerOf('/api/test/shape', { name: 7 })).toMatchObject({
      key: 'requestNotAccepted',
    });
  });

  it('answers the framework, the access rules and a missing route with known codes and keys', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/test/conflict',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      payload: '{',
    });
    expect(badJson.json()).toMatchObject({ code: 'bad_request', key: 'invalidJson' });
    const signedOut = await t.post(userApi('admin').usersPage, { size: 1, page: 0 });
    expect(signedOut.json()).toMatchObject({ code: 'session_missing', key: 'sessionMissing' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(missing.json()).toMatchObject({ code: 'not_found', key: 'notFound' });
    for (const response of [badJson, signedOut, missing]) {
      expect(errorCodes).toContain(errorAnswerSchema.parse(response.json()).code);
    }
  });
});
