import { ApiError, messages, text } from '@bo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/stubApi';
import { apiPost, isRetryable } from './http';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The error a call answered with `status` and `body` turns into. */
async function refusal(status: number, body: unknown): Promise<ApiError> {
  stubApi({ '/api/x': { status, body } });
  const error: unknown = await apiPost('/api/x', {}).catch((caught: unknown) => caught);
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

// As the server's error handler words a request its schema refuses (platform/http/errors.ts).
const tooLongSearch = {
  message: 'filter: Too big: expected string to have <=200 characters',
  code: 'bad_request',
  errors: { filter: ['Too big: expected string to have <=200 characters'] },
};

describe('errors of API calls', () => {
  it('words a refused request shape as a sentence, keeping the field problems', async () => {
    const error = await refusal(400, tooLongSearch);
    expect(error.message).toBe(messages.searchTooLong(200));
    expect(error.errors).toEqual(tooLongSearch.errors);

    const nested = await refusal(400, {
      message: 'contentTerms/0/custNo: Too big: expected string to have <=30 characters',
      code: 'bad_request',
      errors: { 'contentTerms.0.custNo': ['Too big: expected string to have <=30 characters'] },
    });
    expect(nested.message).toBe(messages.valueTooLong(30));

    const wrongType = await refusal(400, {
      message: 'size: Invalid input: expected number, received string',
      code: 'bad_request',
      errors: { size: ['Invalid input: expected number, received string'] },
    });
    expect(wrongType.message).toBe(messages.requestNotAccepted);
  });

  it("keeps the server's own sentences as they are", async () => {
    const refused = await refusal(400, {
      message: messages.chooseFile,
      code: 'bad_request',
      errors: { file: [messages.chooseFile] },
    });
    expect(refused.message).toBe(messages.chooseFile);
    const notFound = await refusal(404, { message: messages.bannerNotFound, code: 'not_found' });
    expect(notFound.message).toBe(messages.bannerNotFound);
  });

  it('offers a retry only where asking again can help', async () => {
    expect(isRetryable(await refusal(400, tooLongSearch))).toBe(false);
    expect(isRetryable(await refusal(403, { message: messages.forbidden }))).toBe(false);
    expect(isRetryable(await refusal(404, { message: messages.notFound }))).toBe(false);
    expect(isRetryable(await refusal(500, { message: messages.serverError }))).toBe(true);
    expect(isRetryable(await refusal(503, 'Service Unavailable'))).toBe(true);
    expect(isRetryable(await refusal(429, { message: 'Too many requests' }))).toBe(true);
    expect(isRetryable(await refusal(408, { message: 'Timeout' }))).toBe(true);
    expect(isRetryable(new ApiError(0, 'network', text('networkError')))).toBe(true);
    // An answer the page cannot read would be read the same way again.
    expect(isRetryable(new ApiError(200, 'answer', text('answerNotUnderstood')))).toBe(false);
  });
});
