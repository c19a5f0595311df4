import { journalApi, type Journal } from '@bo/contract';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../platform/i18n';
import { renderInApp } from '../../../test/renderInApp';
import { stubApi } from '../../../test/stubApi';
import { JournalsHomeWidget } from './JournalsHomeWidget';

const journal: Journal = {
  id: 3,
  name: 'Spring issue',
  date: '2026-03',
  fileUrl: '/files/3.pdf',
  fileSize: 1000,
  coverUrl: null,
  created: '2026-03-01T10:00:00Z',
  updated: '2026-03-01T10:00:00Z',
  comId: 1,
};

describe('JournalsHomeWidget', () => {
  it("names a journal's month in the interface language", async () => {
    stubApi({ [journalApi.library]: { body: [journal] } });
    renderInApp(<JournalsHomeWidget />, { path: '/admin' });
    const link = await screen.findByRole('link', { name: /March 2026/ });
    expect(within(link).getAllByText('March 2026').length).toBeGreaterThan(0);

    await act(() => i18n.changeLanguage('uk'));
    expect(screen.getAllByText(/^березень 2026/).length).toBeGreaterThan(0);
    expect(screen.queryByText('March 2026')).toBeNull();
  });
});
