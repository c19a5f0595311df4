import type { stubApi } from '../../../test/stubApi';

type Answers = Parameters<typeof stubApi>[0];
type FetchSpy = ReturnType<typeof stubApi>;

const base = 'http://test.invalid';

const urlOf = (input: string | URL | Request) =>
  new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, base);

/**
 * Tests only: `stubApi` looks an answer up by the whole URL it is called
 * with, and a paged list's URL carries its query; these answers are looked up
 * by the path alone.
 */
export function answerByPath(answers: Answers): Answers {
  return new Proxy(answers, {
    get: (target, key) => (typeof key === 'string' ? target[urlOf(key).pathname] : undefined),
  });
}

/** Tests only: the calls to `path` (whatever their query) through a `stubApi` spy, in order. */
function callsTo(fetchSpy: FetchSpy, path: string) {
  return fetchSpy.mock.calls
    .map(([input, init]) => ({ url: urlOf(input), body: init?.body }))
    .filter(({ url }) => url.pathname === path);
}

/** Tests only: the queries of the calls to `path`. */
export function queriesSentTo(fetchSpy: FetchSpy, path: string): URLSearchParams[] {
  return callsTo(fetchSpy, path).map(({ url }) => url.searchParams);
}

/** Tests only: the JSON bodies of the calls to `path`, whatever their query. */
export function bodiesSentToPath(fetchSpy: FetchSpy, path: string): unknown[] {
  return callsTo(fetchSpy, path).map(({ body }) =>
    typeof body === 'string' ? (JSON.parse(body) as unknown) : body,
  );
}
