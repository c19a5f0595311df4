import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/renderInApp';
import type { ConfirmOptions } from './ConfirmProvider';
import { useConfirm } from './useConfirm';

const question = { title: 'Delete banner', text: 'Delete banner "Spring sale"?' };

/** A screen asking one question and showing the answer it got. */
function Asker({ options }: { options: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={() => {
          void confirm(options).then((confirmed) => setAnswer(String(confirmed)));
        }}
      >
        Ask
      </button>
      <output aria-label="Answer">{answer}</output>
    </>
  );
}

function renderAsker(options: Partial<ConfirmOptions> = {}) {
  return renderInApp(<Asker options={{ ...question, confirmLabel: 'Delete', ...options }} />);
}

async function expectAnswer(answer: string) {
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'Answer' }).textContent).toBe(answer),
  );
}

function deferred() {
  let resolve = (): void => undefined;
  let reject = (_error: Error): void => undefined;
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

describe('useConfirm', () => {
  it('shows the question and resolves true on the confirm button', async () => {
    const { user } = renderAsker();
    await user.click(screen.getByRole('button', { name: 'Ask' }));

    const dialog = screen.getByRole('dialog', { name: question.title });
    expect(within(dialog).getByText(question.text)).toBeTruthy();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await expectAnswer('true');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resolves false on Cancel', async () => {
    const { user } = renderAsker();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await expectAnswer('false');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resolves false on Escape', async () => {
    const { user } = renderAsker();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('dialog', { name: question.title })).toBeTruthy();
    await user.keyboard('{Escape}');

    await expectAnswer('false');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows progress and holds its buttons while an async onConfirm runs', async () => {
    const work = deferred();
    const onConfirm = vi.fn(() => work.promise);
    const { user } = renderAsker({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = screen.getByRole('dialog', { name: question.title });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('progressbar')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    // Escape sent to the dialog itself: jsdom leaves focus on the disabled button, which
    // takes no keys, where a browser moves it off and the focus trap brings it back.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: question.title })).toBeTruthy();
    // The page behind the modal dialog is hidden from the accessibility tree.
    expect(screen.getByRole('status', { name: 'Answer', hidden: true }).textContent).toBe('none');

    work.resolve();
    await expectAnswer('true');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('runs onConfirm once on a double click', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { user } = renderAsker({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.dblClick(screen.getByRole('button', { name: 'Delete' }));

    await expectAnswer('true');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows a failed onConfirm as an error and resolves false', async () => {
    const work = deferred();
    const { user } = renderAsker({ onConfirm: () => work.promise });
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    work.reject(new Error('The banner is used by a promotion'));
    await expectAnswer('false');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The banner is used by a promotion');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks again after an answer, with buttons usable again', async () => {
    const { user } = renderAsker({ onConfirm: async () => undefined });
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await expectAnswer('true');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = screen.getByRole('dialog', { name: question.title });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectAnswer('false');
  });
});
