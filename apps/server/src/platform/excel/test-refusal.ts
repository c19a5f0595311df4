import { expect } from 'vitest';
import { ApiError } from '@bo/contract';

/** For tests: the message of the 400 that `work` fails with (and it must fail so). */
export async function badRequestMessage(work: Promise<unknown>): Promise<string> {
  const error = await work.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(400);
  return (error as ApiError).message;
}
