import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/renderRoutes';
import { stubApi } from '../../test/stubApi';
import { apiPost } from '../http';
import { useRouteId } from '../shell/useRouteId';
import { RecordEditScreen } from './RecordEditScreen';

const thingPath = '/api/Thing/Thing';

/** A record screen as the features write one: the route's id, its query, the form. */
function ThingEditPage() {
  const id = useRouteId();
  const query = useQuery({
    queryKey: ['thing', id],
    queryFn: () => apiPost<{ name: string }>(thingPath, String(id)),
    enabled: (id ?? 0) > 0,
  });
  return (
    <RecordEditScreen id={id} query={query} listPath="/admin/things" notFoundText="Thing not found">
      {(thing) => <p>Form of {thing?.name ?? 'a new thing'}</p>}
    </RecordEditScreen>
  );
}

const renderAt = (path: string) =>
  renderRoutes(
    [
      ['/admin/things', 'The list'],
      ['/admin/things/:id', <ThingEditPage />],
    ],
    path,
  );

async function expectBackAtListSaying(text: string) {
  expect(await screen.findByText('The list')).toBeTruthy();
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
}

describe('RecordEditScreen', () => {
  it('opens the form of a new record at id 0 without loading anything', () => {
    const fetchSpy = stubApi({});
    renderAt('/admin/things/0');
    expect(screen.getByText('Form of a new thing')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('opens the form once the record is loaded', async () => {
    stubApi({ [thingPath]: { body: { name: 'Spanner' } } });
    renderAt('/admin/things/7');
    expect(await screen.findByText('Form of Spanner')).toBeTruthy();
  });

  it('says the record is not found back at the list, whatever the 404 answer says', async () => {
    stubApi({ [thingPath]: { status: 404, body: {} } });
    const { router } = renderAt('/admin/things/99999');
    await expectBackAtListSaying('Thing not found');
    expect(router.state.location.pathname).toBe('/admin/things');
  });

  it('takes an id that is not a number for a missing record', async () => {
    const fetchSpy = stubApi({});
    renderAt('/admin/things/abc');
    await expectBackAtListSaying('Thing not found');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows any other failure in the server's words", async () => {
    stubApi({ [thingPath]: { status: 403, body: { message: 'Not yours' } } });
    renderAt('/admin/things/7');
    await expectBackAtListSaying('Not yours');
  });
});
