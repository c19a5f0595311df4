import { mailApi, messages, requestApi, type Me, type RoleCode } from '@bo/contract';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminHomePage } from '../../platform/shell/AdminHomePage';
import { renderInApp } from '../../test/renderInApp';
import { queriesSentTo, stubApi } from '../../test/stubApi';
import { requestsFeature } from './index';
import { NewRequestsWidget } from './NewRequestsWidget';
import { RequestListPage } from './RequestListPage';

const emptyPage = { body: { rows: [], pageCount: 0, total: 0, capped: false } };
const filterValues = {
  body: { types: [{ value: 1, name: 'Registration' }], statuses: [{ value: 1, name: 'New' }] },
};

/** The home page's widget, and the request list its link opens. */
function renderHome() {
  return renderInApp(
    <Routes>
      <Route path="/admin" element={<NewRequestsWidget />} />
      <Route path="/admin/requests" element={<RequestListPage />} />
    </Routes>,
    { path: '/admin' },
  );
}

describe('NewRequestsWidget', () => {
  it('says how many requests wait, and opens the list filtered to New', async () => {
    const fetchSpy = stubApi({
      [requestApi.requestCounts]: { body: { new: 3 } },
      [requestApi.requestsPage]: emptyPage,
      [requestApi.requestFilters]: filterValues,
    });
    const { user, router } = renderHome();
    const widget = screen.getByRole('region', { name: messages.newRequestsTitle });
    expect(widget).toBeTruthy();
    expect(await screen.findByText(messages.newRequestsWaiting(3))).toBeTruthy();
    expect(messages.newRequestsWaiting(3)).toBe('3 requests wait for review.');

    await user.click(screen.getByRole('link', { name: messages.showNewRequests }));
    expect(router.state.location.pathname).toBe('/admin/requests');
    expect(router.state.location.search).toBe('?status=1');
    // The list reads the filter from the address: it asks for status 1 and shows New chosen.
    await waitFor(() =>
      expect(queriesSentTo(fetchSpy, requestApi.requestsPage).at(-1)?.get('status')).toBe('1'),
    );
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveProperty(
      'textContent',
      'New',
    );
  });

  it('says so when no request waits', async () => {
    stubApi({ [requestApi.requestCounts]: { body: { new: 0 } } });
    renderHome();
    expect(await screen.findByText('No request waits for review.')).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.showNewRequests }).getAttribute('href')).toBe(
      '/admin/requests?status=1',
    );
  });

  it("shows the server's message, with Retry, when the count cannot be read", async () => {
    let calls = 0;
    stubApi({
      [requestApi.requestCounts]: () =>
        ++calls === 1 ? { status: 503, body: { message: 'Try later' } } : { body: { new: 1 } },
    });
    const { user } = renderHome();
    expect(await screen.findByText('Try later')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 request waits for review.')).toBeTruthy();
  });
});

describe('the home page of a request reviewer', () => {
  const me = (roles: RoleCode[]): Me => ({
    login: 'rita',
    fullName: 'Rita Reviewer',
    custNo: null,
    comId: 1,
    lang: null,
    roles,
  });
  const renderHomePage = (roles: RoleCode[]) =>
    renderInApp(<AdminHomePage widgets={requestsFeature.homeWidgets} />, {
      path: '/admin',
      me: me(roles),
    });

  it('shows the work waiting first: new requests, then the e-mails that failed', async () => {
    stubApi({
      [requestApi.requestCounts]: { body: { new: 2 } },
      [mailApi.outboxSummary]: {
        body: { queued: 0, sent: 5, failed: 2, logged: 0, smtp: true },
      },
    });
    renderHomePage(['SalesManager']);
    expect(await screen.findByText(messages.newRequestsWaiting(2))).toBeTruthy();
    expect(await screen.findByText(messages.outboxFailed(2))).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((title) => title.textContent)).toEqual([
      messages.newRequestsTitle,
      messages.outboxTitle,
    ]);
  });

  it('shows neither to the other roles', () => {
    const fetchSpy = stubApi({});
    renderHomePage(['ContentManager', 'NotificationManager']);
    expect(screen.getByText(messages.homeNoWidgets)).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
