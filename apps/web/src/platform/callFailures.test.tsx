import { en } from '@bo/contract';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/renderInApp';
import { bodiesSentTo, stubApi } from '../test/stubApi';
import { notifyFailure } from './callFailures';
import { apiPost } from './http';
import { NotifyContext } from './ui/NotifyProvider';
import { useErrorNotifier } from './ui/useNotify';
import { useApiMutation } from './useApiMutation';

const path = '/api/Test/Save';
const refused = { status: 404, body: { key: 'notFound', message: en.notFound } };

/** Three saves failing alike: told by the query client, left to the screen, and caught by the screen too. */
function Saves() {
  const told = useApiMutation({ meta: notifyFailure(), mutationFn: () => apiPost(path, 'told') });
  const quiet = useApiMutation({ mutationFn: () => apiPost(path, 'quiet') });
  const notifyError = useErrorNotifier();
  const [caught, setCaught] = useState(false);
  const handleCaught = () =>
    void told
      .mutateAsync()
      .catch(notifyError)
      .finally(() => setCaught(true));
  return (
    <>
      <button type="button" onClick={() => told.mutate()}>
        Told
      </button>
      <button type="button" onClick={() => quiet.mutate()}>
        Quiet
      </button>
      <button type="button" onClick={handleCaught}>
        Caught
      </button>
      {caught && <output>Caught</output>}
    </>
  );
}

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('the failed-call path', () => {
  it("shows a failure of a hook with notifyFailure() as its error's text", async () => {
    stubApi({ [path]: refused });
    const { user } = renderInApp(<Saves />);
    await user.click(screen.getByRole('button', { name: 'Told' }));
    await waitFor(() => expect(alerts()).toEqual([en.notFound]));
  });

  it('leaves the failure of a hook without it to the screen', async () => {
    const fetchSpy = stubApi({ [path]: refused });
    const { user } = renderInApp(<Saves />);
    await user.click(screen.getByRole('button', { name: 'Quiet' }));
    await waitFor(() => expect(bodiesSentTo(fetchSpy, path)).toEqual(['quiet']));
    expect(alerts()).toEqual([]);
  });

  it("shows a failure once when the screen's catch tells it too", async () => {
    stubApi({ [path]: refused });
    // The screen's own snackbars go to a spy; the query client's to the app's.
    const screenNotify = vi.fn();
    const { user } = renderInApp(
      <NotifyContext value={screenNotify}>
        <Saves />
      </NotifyContext>,
    );
    await user.click(screen.getByRole('button', { name: 'Caught' }));
    await screen.findByRole('status');
    expect(alerts()).toEqual([en.notFound]);
    expect(screenNotify).not.toHaveBeenCalled();
  });
});
