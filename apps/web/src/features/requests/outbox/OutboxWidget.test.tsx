import { mailApi, messages, type OutboxRow } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/renderInApp';
import { bodiesSentTo, queriesSentTo, stubApi } from '../../../test/stubApi';
import { OutboxWidget } from './OutboxWidget';

function mail(id: number, status: OutboxRow['status'], lastError: string | null = null): OutboxRow {
  return {
    id,
    toAddress: `to${id}@example.com`,
    subject: messages.confirmationMailSubject,
    status,
    attempts: status === 'failed' ? 5 : 1,
    lastError,
    createdAt: '2026-03-04T10:20:00.000Z',
    nextAttemptAt: '2026-03-04T10:20:00.000Z',
    sentAt: status === 'sent' ? '2026-03-04T10:21:00.000Z' : null,
  };
}

const mails = [mail(3, 'failed', 'Connection refused'), mail(2, 'sent'), mail(1, 'logged')];
const summary = (smtp: boolean, failed = 1) => ({
  body: { queued: 4, sent: 7, failed, logged: 2, smtp },
});
const outboxPage = { body: { rows: mails, pageCount: 1, total: 3, capped: false } };

const countOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('OutboxWidget', () => {
  it('shows the counts, and says when there is no SMTP', async () => {
    stubApi({ [mailApi.outboxSummary]: summary(false) });
    renderInApp(<OutboxWidget />);
    expect(await screen.findByText(messages.outboxWithoutSmtp)).toBeTruthy();
    expect(screen.getByRole('heading', { name: messages.outboxTitle })).toBeTruthy();
    expect([countOf('Queued'), countOf('Sent'), countOf('Failed'), countOf('Logged')]).toEqual([
      '4',
      '7',
      '1',
      '2',
    ]);
  });

  it('says nothing of SMTP when it is configured', async () => {
    stubApi({ [mailApi.outboxSummary]: summary(true) });
    renderInApp(<OutboxWidget />);
    await waitFor(() => expect(countOf('Sent')).toBe('7'));
    expect(screen.queryByText(messages.outboxWithoutSmtp)).toBeNull();
  });

  it('says plainly when e-mails failed, as work waiting', async () => {
    stubApi({ [mailApi.outboxSummary]: summary(true, 3) });
    renderInApp(<OutboxWidget />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(messages.outboxFailed(3));
    expect(messages.outboxFailed(3)).toBe(
      '3 e-mails could not be sent: show the e-mails to send them again.',
    );
    expect(messages.outboxFailed(1)).toBe(
      '1 e-mail could not be sent: show the e-mails to send it again.',
    );
  });

  it('says nothing of failures when none failed', async () => {
    stubApi({ [mailApi.outboxSummary]: summary(true, 0) });
    renderInApp(<OutboxWidget />);
    await waitFor(() => expect(countOf('Failed')).toBe('0'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists the e-mails; Send again, on failed ones only, queues it again and reloads', async () => {
    const fetchSpy = stubApi({
      [mailApi.outboxSummary]: summary(true),
      [mailApi.outboxPage]: outboxPage,
      [mailApi.retry]: { body: { ok: true } },
    });
    const { user, router } = renderInApp(<OutboxWidget />, { path: '/admin' });
    await user.click(screen.getByRole('button', { name: 'Show e-mails' }));
    const dialog = await screen.findByRole('dialog', { name: messages.outboxTitle });
    expect(await within(dialog).findByRole('cell', { name: 'Connection refused' })).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['To', 'Subject', 'Status', 'Attempts', 'Last error', 'Created', 'Sent', '']);
    const sendAgain = within(dialog).getAllByRole('button', { name: /^Send again/ });
    expect(sendAgain.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Send again to to3@example.com',
    ]);

    const pageCalls = queriesSentTo(fetchSpy, mailApi.outboxPage).length;
    const summaryCalls = queriesSentTo(fetchSpy, mailApi.outboxSummary).length;
    await user.click(sendAgain[0]!);
    // The snackbar sits outside the open dialog, so it is found by its text.
    expect(await screen.findByText(messages.outboxRetried)).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, mailApi.retry)).toEqual([3]);
    await waitFor(() =>
      expect(queriesSentTo(fetchSpy, mailApi.outboxPage).length).toBeGreaterThan(pageCalls),
    );
    expect(queriesSentTo(fetchSpy, mailApi.outboxSummary).length).toBeGreaterThan(summaryCalls);
    // The table in the dialog keeps its state out of the address.
    expect(router.state.location.search).toBe('');
  });

  it("shows the server's message when sending again fails", async () => {
    stubApi({
      [mailApi.outboxSummary]: summary(true),
      [mailApi.outboxPage]: outboxPage,
      [mailApi.retry]: { status: 404, body: { message: messages.mailNotFailed } },
    });
    const { user } = renderInApp(<OutboxWidget />);
    await user.click(screen.getByRole('button', { name: 'Show e-mails' }));
    await user.click(await screen.findByRole('button', { name: 'Send again to to3@example.com' }));
    expect(await screen.findByText(messages.mailNotFailed)).toBeTruthy();
  });
});
