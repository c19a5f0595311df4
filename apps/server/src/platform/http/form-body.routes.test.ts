import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type ErrorAnswer } from '@bo/contract';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { signedInAccess } from './access.js';
import { formFieldLimit, formValues, readFormFields } from './form-body.js';

const bodyPath = '/api/test/FormBody';
const fieldsPath = '/api/test/FormFields';

function formRoutes(app: FastifyInstance) {
  const config = { access: signedInAccess };
  // What the urlencoded parser made of the body, as it is.
  app.post(bodyPath, { config }, (request) => ({ body: request.body ?? null }));
  app.post(fieldsPath, { config }, async (request) => {
    const form = await readFormFields(request);
    return { form, brands: formValues(form, 'brand') };
  });
}

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, formRoutes);
  user = await t.makeUser({ roles: [] });
});
afterAll(() => t.close());

const postEncoded = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/x-www-form-urlencoded',
      cookie: user.cookie,
      ...headers,
    },
    payload,
  });

describe('urlencoded bodies', () => {
  it('are parsed into fields, a repeated name into a list', async () => {
    const response = await postEncoded(
      bodyPath,
      'brand=MAHLE&brand=BOSCH&groupCode=FLT&note=a+b%26c',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      body: { brand: ['MAHLE', 'BOSCH'], groupCode: 'FLT', note: 'a b&c' },
    });
  });

  it('keep __proto__ as a field and never as the prototype', async () => {
    const response = await postEncoded(fieldsPath, '__proto__=x&constructor=y&brand=A');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      form: { __proto__: ['x'], constructor: ['y'], brand: ['A'] },
      brands: ['A'],
    });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('are refused past the field limit (413) and past the body limit', async () => {
    const many = Array.from({ length: formFieldLimit + 1 }, (_, index) => `f${index}=1`).join('&');
    const response = await postEncoded(bodyPath, many);
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorAnswer>().message).toBe(messages.tooManyParts);
    const huge = await postEncoded(bodyPath, `a=${'x'.repeat(1024 * 1024 + 10)}`);
    expect(huge.statusCode).toBe(413);
  });

  it('go through the text guard: control characters are refused', async () => {
    const response = await postEncoded(bodyPath, 'brand=A%00B');
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().message).toBe(messages.controlCharacters);
  });

  it('still need the X-Requested-With header (a cross-site form cannot send it)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: bodyPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: user.cookie },
      payload: 'brand=A',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('readFormFields', () => {
  it('reads the same fields from multipart, repeated names in order and names in any case', async () => {
    const form = new FormData();
    form.append('brand', 'MAHLE');
    form.append('Brand', 'TRW');
    form.append('brand', 'BOSCH');
    form.append('groupCode', 'FLT');
    const response = await t.postForm(fieldsPath, form, user);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      form: { brand: ['MAHLE', 'BOSCH'], Brand: ['TRW'], groupCode: ['FLT'] },
      brands: ['MAHLE', 'BOSCH', 'TRW'],
    });
  });

  it('reads urlencoded fields as lists', async () => {
    const response = await postEncoded(fieldsPath, 'brand=A&groupCode=G&brand=B');
    expect(response.json()).toEqual({
      form: { brand: ['A', 'B'], groupCode: ['G'] },
      brands: ['A', 'B'],
    });
  });

  it('refuses a file part (400), control characters (400) and too many fields (413)', async () => {
    const withFile = new FormData();
    withFile.append('brand', 'A');
    withFile.append('picture', new Blob(['data']), 'a.png');
    const file = await t.postForm(fieldsPath, withFile, user);
    expect(file.statusCode).toBe(400);
    expect(file.json<ErrorAnswer>().message).toBe(messages.unexpectedFileField('picture'));

    const control = new FormData();
    control.append('brand', 'A\u0007');
    expect((await t.postForm(fieldsPath, control, user)).statusCode).toBe(400);

    const many = new FormData();
    for (let index = 0; index <= formFieldLimit; index++) many.append('brand', `B${index}`);
    const tooMany = await t.postForm(fieldsPath, many, user);
    expect(tooMany.statusCode).toBe(413);
  });

  it('refuses a JSON body or none with 415', async () => {
    expect((await t.post(fieldsPath, { brand: ['A'] }, user)).statusCode).toBe(415);
    expect((await t.post(fieldsPath, undefined, user)).statusCode).toBe(415);
  });
});
