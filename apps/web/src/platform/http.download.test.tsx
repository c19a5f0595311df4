import { ApiError, messages } from '@bo/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDownload, dispositionFileName, onUnauthorized } from './http';

describe('dispositionFileName', () => {
  it('prefers the RFC 5987 filename* to the plain filename', () => {
    expect(
      dispositionFileName(
        `attachment; filename="_____ ___.xlsx"; filename*=UTF-8''%D0%9A%D0%BB%D1%96%D1%94%D0%BD%D1%82%D0%B8%20%E2%82%AC.xlsx`,
      ),
    ).toBe('Клієнти €.xlsx');
    expect(dispositionFileName(`attachment; filename*=iso-8859-1'en'caf%E9.csv`)).toBe('café.csv');
  });

  it('reads a quoted or a bare filename, and falls back from a broken filename*', () => {
    expect(dispositionFileName('attachment; filename="a \\"b\\"; c.xlsx"')).toBe('a "b"; c.xlsx');
    expect(dispositionFileName('attachment; filename=orders.csv')).toBe('orders.csv');
    expect(dispositionFileName(`attachment; filename*=UTF-8''%E2%28.csv; filename="x.csv"`)).toBe(
      'x.csv',
    );
    expect(dispositionFileName('inline')).toBeUndefined();
    expect(dispositionFileName(null)).toBeUndefined();
  });
});

describe('apiDownload', () => {
  const saved: { href: string; download: string }[] = [];
  let blobs: Blob[] = [];

  beforeEach(() => {
    saved.length = 0;
    blobs = [];
    // jsdom has no blob URLs and does not download: record what would be saved.
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return `blob:test/${blobs.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const answer = (body: BodyInit, status: number, headers: Record<string, string>) =>
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status, headers }));

  it('POSTs the body and saves the answer under the name it gives', async () => {
    const fetchSpy = answer('a;b\n1;2\n', 200, {
      'content-type': 'text/csv',
      'content-disposition': `attachment; filename="orders.csv"; filename*=UTF-8''%D0%97%D0%B0%D0%BC%D0%BE%D0%B2%D0%BB%D0%B5%D0%BD%D0%BD%D1%8F.csv`,
    });
    const name = await apiDownload(
      'POST',
      '/api/content/OrdersExport',
      { contentId: 7 },
      {
        query: { filter: 'C1' },
      },
    );

    expect(name).toBe('Замовлення.csv');
    expect(saved).toEqual([{ href: 'blob:test/1', download: 'Замовлення.csv' }]);
    expect(await blobs[0]?.text()).toBe('a;b\n1;2\n');
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/content/OrdersExport?filter=C1');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ contentId: 7 }) });
    expect(new Headers(init?.headers).get('X-Requested-With')).toBe('XMLHttpRequest');
    // The link is gone once clicked.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('GETs, and uses the given name when the answer names none', async () => {
    answer('pdf', 200, { 'content-type': 'application/pdf' });
    await expect(
      apiDownload('GET', '/api/x/Reference', undefined, { fileName: 'ref.pdf' }),
    ).resolves.toBe('ref.pdf');
    expect(saved).toEqual([{ href: 'blob:test/1', download: 'ref.pdf' }]);
  });

  it('throws the ApiError of the answer and saves nothing', async () => {
    answer(JSON.stringify({ message: 'Nothing to export' }), 400, {
      'content-type': 'application/json',
    });
    const failure = apiDownload('POST', '/api/x/Export', {});
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'Nothing to export' });
    expect(saved).toEqual([]);
  });

  it('says the session is gone on a 401, like every call', async () => {
    answer('', 401, {});
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await expect(apiDownload('GET', '/api/x/Export')).rejects.toMatchObject({
      status: 401,
      message: messages.sessionMissing,
    });
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
