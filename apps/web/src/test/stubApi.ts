import { vi } from 'vitest';

type Answer =
  { status?: number; body: unknown } | ((body: unknown) => { status?: number; body: unknown });

const pathOf = (input: string | URL | Request) =>
  typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;

/** Tests only: answers the API calls named in `answers` (by path); any other call fails. */
export function stubApi(answers: Record<string, Answer>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = pathOf(input);
    const answer = answers[path];
    if (!answer) throw new Error(`Unexpected call ${path}`);
    // A JSON body arrives parsed; a FormData (upload) body as it was sent.
    const sent: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const { status = 200, body } = typeof answer === 'function' ? answer(sent) : answer;
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** Tests only: the JSON bodies sent to `path` through a `stubApi` spy. */
export function bodiesSentTo(fetchSpy: ReturnType<typeof stubApi>, path: string): unknown[] {
  return fetchSpy.mock.calls
    .filter(([input]) => pathOf(input) === path)
    .map(
      ([, init]) =>
        (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body) as unknown,
    );
}
