import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/renderInApp';
import { bodiesSentTo, stubApi } from '../test/stubApi';
import { apiPost } from './http';
import { useApiMutation } from './useApiMutation';

const path = '/api/Test/Create';

/** A Create button as the screens have it: disabled while pending, a per-call onSuccess. */
function CreateButton({
  onCreated,
  leavesScreen,
}: {
  onCreated: () => void;
  leavesScreen?: () => boolean;
}) {
  const [count, setCount] = useState(0);
  const create = useApiMutation({
    mutationFn: (name: string) => apiPost(path, name),
    leavesScreen,
  });
  return (
    <>
      <button
        type="button"
        disabled={create.isPending}
        onClick={() =>
          create.mutate(`item ${count}`, {
            onSuccess: () => {
              setCount((done) => done + 1);
              onCreated();
            },
          })
        }
      >
        Create
      </button>
      <output aria-label="Created">{count}</output>
    </>
  );
}

/** Two clicks before React renders the pending state: the second click of a double click. */
function clickTwiceAtOnce(button: HTMLElement) {
  act(() => {
    button.click();
    button.click();
  });
}

const created = () => screen.getByRole('status', { name: 'Created' }).textContent;

describe('useApiMutation', () => {
  it('sends one request for two clicks while the first is under way', async () => {
    const fetchSpy = stubApi({ [path]: { body: { ok: true } } });
    const onCreated = vi.fn();
    renderInApp(<CreateButton onCreated={onCreated} />);

    clickTwiceAtOnce(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(created()).toBe('1'));
    expect(bodiesSentTo(fetchSpy, path)).toEqual(['item 0']);
    expect(onCreated).toHaveBeenCalledTimes(1);
  });

  it('sends again once the request has settled, after a failure too', async () => {
    let fail = true;
    const fetchSpy = stubApi({
      [path]: () => (fail ? { status: 500, body: { message: 'Broken' } } : { body: {} }),
    });
    const { user } = renderInApp(<CreateButton onCreated={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Create' });

    await user.click(button);
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fail = false;
    await user.click(button);
    await waitFor(() => expect(created()).toBe('1'));
    await user.click(button);
    await waitFor(() => expect(created()).toBe('2'));
    expect(bodiesSentTo(fetchSpy, path)).toEqual(['item 0', 'item 0', 'item 1']);
  });

  it('sends nothing more after an answer that leaves the screen, while the way there is long', async () => {
    const fetchSpy = stubApi({ [path]: { body: { ok: true } } });
    const { user } = renderInApp(
      <CreateButton onCreated={() => undefined} leavesScreen={() => true} />,
    );
    const button = screen.getByRole('button', { name: 'Create' });

    await user.click(button);
    await waitFor(() => expect(created()).toBe('1'));
    // The screen is still there (its route still loading) and the button enabled again.
    expect(button).toHaveProperty('disabled', false);
    await user.click(button);
    await user.click(button);
    expect(created()).toBe('1');
    expect(bodiesSentTo(fetchSpy, path)).toEqual(['item 0']);
  });

  it('answers a mutateAsync made while one runs with the running call', async () => {
    const fetchSpy = stubApi({ [path]: (name) => ({ body: { name } }) });
    const answers: Promise<unknown>[] = [];
    function Twice() {
      const create = useApiMutation({ mutationFn: (name: string) => apiPost(path, name) });
      return (
        <button
          type="button"
          onClick={() => answers.push(create.mutateAsync('first'), create.mutateAsync('second'))}
        >
          Create
        </button>
      );
    }
    const { user } = renderInApp(<Twice />);
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(answers[0]).toBe(answers[1]);
    expect(await answers[1]).toEqual({ name: 'first' });
    expect(bodiesSentTo(fetchSpy, path)).toEqual(['first']);
  });
});
