import { vi } from 'vitest';

type Answer =
  { status?: number; body: unknown } | ((body: unknown) => { status?: number; body: unknown });
type FetchSpy = ReturnType<typeof stubApi>;

const base = 'http://test.invalid';

const urlOf = (input: string | URL | Request) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const pathOf = (url: string) => new URL(url, base).pathname;
const bodyOf = (init: RequestInit | undefined): unknown =>
  typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;

/**
 * Tests only: answers the API calls named in `answers`, by the whole URL or,
 * failing that, by its path whatever the query (a paged list's query changes
 * with the table); any other call fails.
 */
export function stubApi(answers: Record<string, Answer>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = urlOf(input);
    const answer = answers[url] ?? answers[pathOf(url)];
    if (!answer) throw new Error(`Unexpected call ${url}`);
    // A JSON body arrives parsed; a FormData (upload) body as it was sent.
    const { status = 200, body } = typeof answer === 'function' ? answer(bodyOf(init)) : answer;
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** The calls made to `target`: the whole URL, or a path (whatever the query). */
function callsTo(fetchSpy: FetchSpy, target: string) {
  const byPath = !target.includes('?');
  return fetchSpy.mock.calls
    .map(([input, init]) => ({ url: urlOf(input), init }))
    .filter(({ url }) => (byPath ? pathOf(url) === target : url === target));
}

/** Tests only: the JSON bodies sent to `target` (a whole URL, or a path whatever the query). */
export function bodiesSentTo(fetchSpy: FetchSpy, target: string): unknown[] {
  return callsTo(fetchSpy, target).map(({ init }) => bodyOf(init));
}

/** Tests only: the queries of the calls to `path`, in order. */
export function queriesSentTo(fetchSpy: FetchSpy, path: string): URLSearchParams[] {
  return callsTo(fetchSpy, path).map(({ url }) => new URL(url, base).searchParams);
}

/** Tests only: the answers to `path` (whatever the query) arrive `ms` later than the others. */
export function answerLate(fetchSpy: FetchSpy, path: string, ms = 50) {
  const answer = fetchSpy.getMockImplementation();
  fetchSpy.mockImplementation(async (input, init) => {
    if (pathOf(urlOf(input)) === path) await new Promise((resolve) => setTimeout(resolve, ms));
    return answer!(input, init);
  });
}
