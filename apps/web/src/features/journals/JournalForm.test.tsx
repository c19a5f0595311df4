import { journalApi, messages, monthOf, type Journal } from '@bo/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearAndPaste, pasteInto } from '../../test/pasteInto';
import { renderInApp } from '../../test/renderInApp';
import { i18n } from '../../platform/i18n';
import { stubApi } from '../../test/stubApi';
import { JournalForm, journalValuesSchema } from './JournalForm';

const stored: Journal = {
  id: 7,
  name: 'March catalogue',
  date: '2026-03',
  fileUrl: '/api/Journal/File/7?v=1',
  fileSize: 120_000,
  coverUrl: '/api/Journal/Cover/7?v=1',
  created: '2026-03-01T10:00:00.000Z',
  updated: '2026-03-01T10:00:00.000Z',
  comId: 1,
};

const pdf = () => new File(['%PDF-1.4'], 'march.pdf', { type: 'application/pdf' });
/** Waits for the snackbar (an alert) saying `text`. */
const snackbarSays = (text: string) =>
  waitFor(() =>
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(text),
  );

describe('JournalForm', () => {
  it('starts a new journal at the current month, without Delete', () => {
    renderInApp(<JournalForm journal={null} />);
    expect(screen.getByLabelText<HTMLInputElement>(/Month/).value).toBe(monthOf(new Date()));
    expect(screen.getByLabelText<HTMLInputElement>(/Name/).value).toBe('');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete journal' })).toBeNull();
  });

  it("asks for the name first ('Enter name'), then for the file ('Choose file')", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = renderInApp(<JournalForm journal={null} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await snackbarSays(messages.enterName);

    await pasteInto(user, screen.getByLabelText(/Name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await snackbarSays(messages.enterName);

    await pasteInto(user, screen.getByLabelText(/Name/), 'March catalogue');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await snackbarSays(messages.chooseFile);
    expect(screen.queryByText(messages.enterName)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows Delete for a stored journal and keeps its PDF when none is chosen', () => {
    renderInApp(<JournalForm journal={stored} />);
    expect(screen.getByLabelText<HTMLInputElement>(/Name/).value).toBe(stored.name);
    expect(screen.getByLabelText<HTMLInputElement>(/Month/).value).toBe('2026-03');
    expect(screen.getByRole('button', { name: 'Delete journal' })).toBeTruthy();
    expect(screen.getByText('Stored PDF (117.2 KB)')).toBeTruthy();
  });

  it('saves a stored journal without a new PDF: no file and no cover are sent', async () => {
    const sent: FormData[] = [];
    stubApi({
      [journalApi.updateJournal]: (body) => {
        sent.push(body as FormData);
        return { body: { ...stored, name: 'April catalogue' } };
      },
    });
    const { user } = renderInApp(<JournalForm journal={stored} />);
    await clearAndPaste(user, screen.getByLabelText(/Name/), 'April catalogue');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await snackbarSays(messages.journalSaved);
    expect(sent).toHaveLength(1);
    const [form] = sent;
    expect(Object.fromEntries(form?.entries() ?? [])).toEqual({
      id: '7',
      name: 'April catalogue',
      date: '2026-03',
    });
  });
});

describe('journalValuesSchema', () => {
  it('needs a name, a YYYY-MM month, and a PDF for a new journal only', () => {
    const messagesOf = (isNew: boolean, values: unknown) => {
      const result = journalValuesSchema(isNew, i18n.t).safeParse(values);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messagesOf(true, { name: ' ', date: '2026-03', file: null })).toEqual([
      messages.enterName,
      messages.chooseFile,
    ]);
    expect(messagesOf(true, { name: 'A', date: '2026-13', file: pdf() })).toEqual([
      messages.journalMonthInvalid,
    ]);
    expect(messagesOf(true, { name: 'A', date: '2026-03', file: pdf() })).toEqual([]);
    expect(messagesOf(false, { name: 'A', date: '2026-03', file: null })).toEqual([]);
  });
});
