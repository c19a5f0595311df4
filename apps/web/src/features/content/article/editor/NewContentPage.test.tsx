import { contentApi, redirectDelayMs } from '@bo/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearAndPaste, pasteInto } from '../../../../test/pasteInto';
import { renderRoutes } from '../../../../test/renderRoutes';
import { bodiesSentTo, stubApi } from '../../../../test/stubApi';
import { waitMargin } from '../../../../test/waits';
import { contentManager } from '../../../../test/factories/me';
import { NewContentPage } from './NewContentPage';

function renderAt(path: string, answers: Parameters<typeof stubApi>[0] = {}) {
  const fetchSpy = stubApi({ [contentApi.parentChoices]: { body: [] }, ...answers });
  const rendered = renderRoutes(
    [
      ['/admin/cms', 'Content list'],
      ['/admin/cms/newcontent/:contentType?', <NewContentPage />],
      ['/admin/cms/new/:contentType?', <NewContentPage />],
      ['/admin/cms/:contentId/*', 'Editor of content'],
    ],
    path,
    contentManager,
  );
  return { ...rendered, fetchSpy };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
const checkbox = (name: string) => screen.queryByRole<HTMLInputElement>('checkbox', { name });
const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);
const expectSnackbar = (text: string) => waitFor(() => expect(alerts()).toContain(text));
/** The field's own error under it (its helper text). */
const fieldError = (label: string) =>
  document.getElementById(`${field(label).id}-helper-text`)?.textContent;

describe('NewContentPage', () => {
  it('preselects a gift action from /admin/cms/newcontent/5', async () => {
    renderAt('/admin/cms/newcontent/5');
    expect(await screen.findByRole('heading', { name: 'New content' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Content type/ }).textContent).toBe('Action');
    expect(checkbox('Is gift')?.checked).toBe(true);
    // Gift items (item type 2): income stop and is finished show.
    expect(checkbox('Income stop')).toBeTruthy();
    expect(checkbox('Is finished')).toBeTruthy();
  });

  it('chooses no type for a route value that names none', async () => {
    renderAt('/admin/cms/newcontent/9');
    expect(await screen.findByRole('heading', { name: 'New content' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Content type/ }).textContent).toBe(
      'Choose the type',
    );
    expect(checkbox('Is gift')).toBeNull();
  });

  it('says each rule of B§5 in its order, then creates the content and opens it', async () => {
    const { user, fetchSpy, router } = renderAt('/admin/cms/new', {
      [contentApi.create]: { body: 42 },
    });
    const save = await screen.findByRole('button', { name: 'Save' });

    await user.click(save);
    await expectSnackbar('Specify the type of content!');
    expect(fieldError('Content type')).toBe('Specify the type of content!');
    await user.click(field('Content type'));
    await user.click(screen.getByRole('option', { name: 'Article' }));
    // The closing menu is labelled as the field is: read the field once it has gone.
    await waitFor(() => expect(screen.queryByRole('listbox', { hidden: true })).toBeNull());
    expect(fieldError('Content type')).not.toBe('Specify the type of content!');

    await user.click(save);
    await expectSnackbar("The description can't be empty");
    expect(fieldError('Short description')).toBe("The description can't be empty");

    await user.click(field('Short description'));
    await user.paste('d'.repeat(251));
    await user.click(save);
    await expectSnackbar('The description is too long!');
    expect(fieldError('Short description')).toBe('The description is too long!');

    await clearAndPaste(user, field('Short description'), 'Spring news');
    await pasteInto(user, field('Title'), 'Весна');
    await user.click(save);
    await expectSnackbar('Enter date!');
    expect(fieldError('Date from')).toBe('Enter date!');

    fireEvent.change(field('Date from'), { target: { value: '2026-03-01' } });
    fireEvent.change(field('Date to'), { target: { value: '2026-03-31' } });
    expect(bodiesSentTo(fetchSpy, contentApi.create)).toEqual([]);
    const clicked = Date.now();
    // B§4, B§8: 'Saved!' for its second, then the editor of the new content; no second save
    // meanwhile. (The snackbar may have run out by the time the editor opens.)
    let savedShown = false;
    const saved = new MutationObserver(() => {
      savedShown ||= document.body.textContent.includes('Saved!');
    });
    saved.observe(document.body, { childList: true, subtree: true, characterData: true });
    await user.click(save);
    expect(save).toHaveProperty('disabled', true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/cms/42'), {
      timeout: redirectDelayMs + waitMargin,
    });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(redirectDelayMs);
    saved.disconnect();
    expect(savedShown).toBe(true);
    const [sent] = bodiesSentTo(fetchSpy, contentApi.create);
    expect(sent).toBeInstanceOf(FormData);
    const data = sent as FormData;
    expect(Object.fromEntries(data)).toMatchObject({
      contentType: '1',
      title: 'Весна',
      alias: 'vesna',
      description: 'Spring news',
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      orderFrom: '2026-03-01',
      orderTo: '2026-03-31',
      isGift: 'false',
      active: 'true',
      parentContentId: '0',
    });
    expect(data.has('contentId')).toBe(false);
  });

  it('shows a refusal of the server through the error path and on its field', async () => {
    const { user } = renderAt('/admin/cms/newcontent/2', {
      [contentApi.create]: {
        status: 400,
        body: {
          code: 'bad_request',
          key: 'contentTitleRequired',
          message: 'Enter the title',
          errors: { title: ['Enter the title'] },
        },
      },
    });
    await pasteInto(user, await screen.findByLabelText(/^Short description/), 'News');
    fireEvent.change(field('Date from'), { target: { value: '2026-03-01' } });
    fireEvent.change(field('Date to'), { target: { value: '2026-03-31' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectSnackbar('Enter the title');
    expect(fieldError('Title')).toBe('Enter the title');
  });

  it('goes back to the content list on Cancel', async () => {
    const { user, router } = renderAt('/admin/cms/newcontent');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/admin/cms');
    expect(within(document.body).getByText('Content list')).toBeTruthy();
  });
});
