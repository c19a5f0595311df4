import { ApiError, messages, text } from '@bo/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/renderInApp';
import { stubApi } from '../test/stubApi';
import { apiPost } from './http';
import { i18n } from './i18n';
import { ErrorAlert } from './ui/ErrorAlert';

/** A screen part reading its words from the catalogue, as every screen does. */
function Uploaded({ count }: { count: number }) {
  const { t } = useTranslation();
  return <p>{t('filesUploaded', { count })}</p>;
}

/** A load failing the way `answer` says, shown by the shared error display. */
function FailedLoad() {
  const load = useQuery({
    queryKey: ['failing'],
    queryFn: () => apiPost('/api/x', {}),
  });
  return load.isError ? <ErrorAlert error={load.error} onRetry={() => undefined} /> : null;
}

// A made-up second language, present only while a test needs it.
const otherLanguage = 'xx';

describe('the text catalogue on screen', () => {
  it('renders a plural text by its count', () => {
    renderInApp(
      <>
        <Uploaded count={1} />
        <Uploaded count={3} />
      </>,
    );
    expect(screen.getByText(messages.filesUploaded(1))).toBeTruthy();
    expect(screen.getByText(messages.filesUploaded(3))).toBeTruthy();
  });

  it('shows an ApiError as the catalogue text its key and parameters name', () => {
    const error = new ApiError(404, 'not_found', text('fileNotFound', { name: 'price.pdf' }));
    renderInApp(<ErrorAlert error={error} onRetry={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toBe(messages.fileNotFound('price.pdf'));
  });

  it("shows a refused call by the answer's key, not by its message", async () => {
    stubApi({
      '/api/x': {
        status: 400,
        body: {
          message: 'filter: Too big: expected string to have <=200 characters',
          code: 'bad_request',
          key: 'searchTooLong',
          params: { max: 200 },
        },
      },
    });
    renderInApp(<FailedLoad />);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(messages.searchTooLong(200)),
    );
  });

  it('renders again in the language chosen', async () => {
    i18n.addResourceBundle(otherLanguage, 'translation', {
      filesUploaded_one: 'xx: one file',
      filesUploaded_other: 'xx: {{count}} files',
      fileNotFound: 'xx: no {{name}}',
    });
    const error = new ApiError(404, 'not_found', text('fileNotFound', { name: 'price.pdf' }));
    renderInApp(
      <>
        <Uploaded count={3} />
        <ErrorAlert error={error} onRetry={() => undefined} />
      </>,
    );
    expect(screen.getByText(messages.filesUploaded(3))).toBeTruthy();

    await act(() => i18n.changeLanguage(otherLanguage));
    expect(screen.getByText('xx: 3 files')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('xx: no price.pdf');

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText(messages.filesUploaded(3))).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(messages.fileNotFound('price.pdf'));
  });
});
