import { bonusProgrammeType, contentApi, redirectDelayMs } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerDialog } from '../../../../test/dialogSteps';
import { clearAndPaste, pasteInto } from '../../../../test/pasteInto';
import { renderRoutes } from '../../../../test/renderRoutes';
import { bodiesSentTo, stubApi } from '../../../../test/stubApi';
import { waitMargin } from '../../../../test/waits';
import { makeArticle } from '../../../../test/factories/article';
import { contentManager } from '../../../../test/factories/me';
import { ArticleEditorPage } from './ArticleEditorPage';

const stored = makeArticle({ picFile: '/uploads/content/1/main.png' });

function renderAt(path: string, answers: Parameters<typeof stubApi>[0] = {}) {
  const fetchSpy = stubApi({
    [contentApi.get]: { body: stored },
    [contentApi.parentChoices]: { body: [{ contentId: 3, title: 'Winter action' }] },
    ...answers,
  });
  const rendered = renderRoutes(
    [
      ['/admin/cms', 'Content list'],
      ['/admin/cms/:contentId/*', <ArticleEditorPage />],
    ],
    path,
    contentManager,
  );
  return { ...rendered, fetchSpy };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
const button = (name: string) => screen.getByRole('button', { name });
const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);
const expectSnackbar = (text: string) => waitFor(() => expect(alerts()).toContain(text));
const openEditor = async (path = '/admin/cms/7') => {
  const rendered = renderAt(path);
  await screen.findByRole('heading', { name: 'Spring gifts' });
  // Tab-1 loads its code on first opening.
  await screen.findByLabelText(/^Title/);
  return rendered;
};

describe('ArticleEditorPage', () => {
  // Tab-1's code, loaded on its first opening, is loaded here: no test waits on an import.
  beforeAll(() => import('./ArticleEditTab'), 60_000);

  it('shows the orders tab (tab-6) for an action only (B§2)', async () => {
    renderAt('/admin/cms/7', {
      [contentApi.get]: { body: { ...stored, contentType: bonusProgrammeType } },
    });
    await screen.findByLabelText(/^Title/);
    const tabs = within(screen.getByRole('tablist', { name: 'Content 7' }))
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toContain('Results');
    expect(tabs).not.toContain('Orders');
  });

  it('shows tab-1 with the ids read-only and the buttons of B§2', async () => {
    await openEditor();
    expect(
      within(screen.getByRole('tablist', { name: 'Content 7' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Article', 'Item groups', 'Items', 'Points', 'Results', 'Orders', 'Settings']);
    expect(field('Company id').value).toBe('1');
    expect(field('Company id').readOnly).toBe(true);
    expect(field('Content id').value).toBe('7');
    expect(field('Content id').readOnly).toBe(true);
    expect(field('Title').value).toBe('Spring gifts');
    expect(screen.getByRole('checkbox', { name: 'Is gift' })).toHaveProperty('checked', true);
    for (const name of ['Cancel', 'Save action', 'Accept Changes', 'Delete Action'])
      expect(button(name)).toBeTruthy();
    for (const size of ['900x1260', '570x270', '1572x350'])
      expect(screen.getByText(`Recommended size ${size}`)).toBeTruthy();
  });

  it("says 'Content not found' back at the list for an unknown or non-numeric id", async () => {
    const { router, fetchSpy } = renderAt('/admin/cms/99999', {
      [contentApi.get]: { status: 404, body: {} },
    });
    expect(await screen.findByText('Content list')).toBeTruthy();
    await expectSnackbar('Content not found');
    expect(router.state.location.pathname).toBe('/admin/cms');
    expect(bodiesSentTo(fetchSpy, contentApi.get)).toEqual(['99999']);
  });

  it('goes back to the list for an id that is not a number, asking nothing', async () => {
    const { router, fetchSpy } = renderAt('/admin/cms/abc');
    expect(await screen.findByText('Content list')).toBeTruthy();
    await expectSnackbar('Content not found');
    expect(router.state.location.pathname).toBe('/admin/cms');
    expect(bodiesSentTo(fetchSpy, contentApi.get)).toEqual([]);
  });

  it("saves with Save action, says 'Saved!' and goes back to the content list", async () => {
    const { user, fetchSpy, router } = renderAt('/admin/cms/7', {
      [contentApi.update]: { body: { ...stored, title: 'Spring gifts 2026' } },
    });
    const title = await screen.findByLabelText<HTMLInputElement>(/^Title/);
    await pasteInto(user, title, ' 2026');
    const clicked = Date.now();
    // B§4, B§8: 'Saved!' shows on the editor for its second, then the list comes. The
    // address is read as the snackbar shows: a busy machine may see it late.
    let pathWhenSaved: string | undefined;
    const saved = new MutationObserver(() => {
      if (pathWhenSaved === undefined && document.body.textContent.includes('Saved!'))
        pathWhenSaved = router.state.location.pathname;
    });
    saved.observe(document.body, { childList: true, subtree: true, characterData: true });
    await user.click(button('Save action'));
    await expectSnackbar('Saved!');
    saved.disconnect();
    expect(pathWhenSaved).toBe('/admin/cms/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/cms'), {
      timeout: redirectDelayMs + waitMargin,
    });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(redirectDelayMs);
    const [sent] = bodiesSentTo(fetchSpy, contentApi.update);
    expect(Object.fromEntries(sent as FormData)).toMatchObject({
      contentId: '7',
      contentType: '3',
      title: 'Spring gifts 2026',
      // The stored alias is the title's: it follows the title.
      alias: 'spring-gifts-2026',
      isGift: 'true',
      text: '<p>Buy filters</p>',
    });
    // No unsaved-changes question on the way out: the form was saved.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves with Accept Changes and loads the article again 1 s later', async () => {
    let loads = 0;
    const { user, fetchSpy, router } = renderAt('/admin/cms/7', {
      [contentApi.get]: () => {
        loads += 1;
        return { body: loads === 1 ? stored : { ...stored, title: 'Spring gifts, reloaded' } };
      },
      [contentApi.update]: { body: { ...stored, description: 'Points for oil filters' } },
    });
    const description = await screen.findByLabelText<HTMLInputElement>(/^Short description/);
    await clearAndPaste(user, description, 'Points for oil filters');
    // The screen as 'Saved!' shows, read as it shows: on a busy machine this test may see the
    // snackbar only once the reload's delay is over.
    let whenSaved: { loads: number; busy: boolean } | undefined;
    const saved = new MutationObserver(() => {
      if (whenSaved || !document.body.textContent.includes('Saved!')) return;
      whenSaved = { loads, busy: (button('Accept Changes') as HTMLButtonElement).disabled };
    });
    saved.observe(document.body, { childList: true, subtree: true, characterData: true });
    await user.click(button('Accept Changes'));

    await expectSnackbar('Saved!');
    saved.disconnect();
    expect(bodiesSentTo(fetchSpy, contentApi.update)).toHaveLength(1);
    expect(whenSaved?.loads).toBe(1);
    expect(whenSaved?.busy).toBe(true);

    await waitFor(() => expect(loads).toBe(2), { timeout: redirectDelayMs + waitMargin });
    await waitFor(() => expect(field('Title').value).toBe('Spring gifts, reloaded'));
    expect(screen.getByRole('heading', { name: 'Spring gifts, reloaded' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/cms/7');
    await waitFor(() => expect(button('Accept Changes')).toHaveProperty('disabled', false));
  });

  it('refuses to save a broken rule of B§5 without asking the server', async () => {
    const { user, fetchSpy } = await openEditor();
    await user.clear(field('Short description'));
    await user.click(button('Save action'));
    await expectSnackbar("The description can't be empty");
    expect(bodiesSentTo(fetchSpy, contentApi.update)).toEqual([]);
  });

  it('asks before Delete Action, and deletes only when confirmed', async () => {
    const { user, fetchSpy, router } = renderAt('/admin/cms/7', {
      [contentApi.delete]: { body: { ok: true } },
    });
    await screen.findByRole('heading', { name: 'Spring gifts' });

    await user.click(button('Delete Action'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Action' });
    expect(within(dialog).getByText(/^Delete "Spring gifts"\?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSentTo(fetchSpy, contentApi.delete)).toEqual([]);

    await user.click(button('Delete Action'));
    await answerDialog(user, 'Delete Action', 'Delete');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/cms'));
    expect(bodiesSentTo(fetchSpy, contentApi.delete)).toEqual(['7']);
    await expectSnackbar('Delete Successful');
  });

  it('asks before leaving with unsaved changes, but not on moving between its tabs', async () => {
    const { user, router } = await openEditor();
    await user.type(field('Title'), '!');
    await router.navigate('/admin/cms/7/tab-1');
    expect(router.state.location.pathname).toBe('/admin/cms/7/tab-1');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field('Title').value).toBe('Spring gifts!');

    await user.click(button('Cancel'));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(router.state.location.pathname).toBe('/admin/cms/7/tab-1');
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/cms'));
  });
});
