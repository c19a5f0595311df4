import { snackbarTimeouts } from '@bo/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/renderInApp';
import type { NotifyOptions } from './NotifyProvider';
import { useNotify } from './useNotify';

/** A screen with one button per note it sends. */
function Notifier({ notes }: { notes: { text: string; options?: NotifyOptions }[] }) {
  const notify = useNotify();
  return (
    <>
      {notes.map(({ text, options }) => (
        <button key={text} type="button" onClick={() => notify(text, options)}>
          Send {text}
        </button>
      ))}
      <p>Elsewhere</p>
    </>
  );
}

function renderNotifier(notes: { text: string; options?: NotifyOptions }[]) {
  renderInApp(<Notifier notes={notes} />);
}

// fireEvent rather than userEvent: Testing Library's async wrapper waits on a real
// setTimeout, which never fires under Vitest's fake timers.
const click = (element: HTMLElement) => fireEvent.click(element);

/** Lets `ms` pass, with React handling the timers that fire. */
function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/**
 * Lets a closing snackbar's exit transition run. Apart from `wait`: the
 * transition's timer is set only when React renders the close.
 */
const waitForExit = () => wait(500);

/** The severity, which a person reads from the alert's colour and icon. */
function severityOf(alert: HTMLElement) {
  return /MuiAlert-color(\w+)/.exec(alert.className)?.[1]?.toLowerCase();
}

describe('NotifyProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a message with its severity for its own time', () => {
    renderNotifier([{ text: 'Banner saved', options: { severity: 'success', timeoutMs: 1500 } }]);
    click(screen.getByRole('button', { name: 'Send Banner saved' }));

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Banner saved');
    expect(severityOf(alert)).toBe('success');

    wait(1400);
    expect(screen.getByRole('alert')).toBe(alert);
    wait(100);
    waitForExit();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an info message for the default time when given no options', () => {
    renderNotifier([{ text: 'Saved' }]);
    click(screen.getByRole('button', { name: 'Send Saved' }));
    expect(severityOf(screen.getByRole('alert'))).toBe('info');

    wait(snackbarTimeouts.default - 100);
    expect(screen.getByRole('alert').textContent).toContain('Saved');
    wait(100);
    waitForExit();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('replaces the message showing with a newer one, which stays for its own time', () => {
    renderNotifier([
      { text: 'First', options: { severity: 'error', timeoutMs: 4000 } },
      { text: 'Second', options: { severity: 'warning', timeoutMs: 2000 } },
    ]);
    click(screen.getByRole('button', { name: 'Send First' }));
    expect(severityOf(screen.getByRole('alert'))).toBe('error');
    expect(screen.getByRole('alert').textContent).toContain('First');

    wait(500);
    click(screen.getByRole('button', { name: 'Send Second' }));
    waitForExit();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    const second = screen.getByRole('alert');
    expect(second.textContent).toContain('Second');
    expect(severityOf(second)).toBe('warning');

    wait(1900);
    expect(screen.getByRole('alert')).toBe(second);
    wait(100);
    waitForExit();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows messages sent together one after the other', () => {
    renderNotifier([
      { text: 'First', options: { timeoutMs: 1000 } },
      { text: 'Second', options: { timeoutMs: 1000 } },
    ]);
    act(() => {
      screen.getByRole('button', { name: 'Send First' }).click();
      screen.getByRole('button', { name: 'Send Second' }).click();
    });
    expect(screen.getByRole('alert').textContent).toContain('First');
    wait(1000);
    waitForExit();
    expect(screen.getByRole('alert').textContent).toContain('Second');
  });

  it('stays on a click elsewhere, and its close button closes it', () => {
    renderNotifier([{ text: 'First', options: { timeoutMs: 4000 } }]);
    click(screen.getByRole('button', { name: 'Send First' }));

    // A click-away listener arms itself a moment after the snackbar opens.
    wait(100);
    click(screen.getByText('Elsewhere'));
    waitForExit();
    const first = screen.getByRole('alert');
    expect(first.textContent).toContain('First');

    click(within(first).getByRole('button', { name: 'Close' }));
    waitForExit();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
