import {
  ApiError,
  maxSearchLength,
  messages,
  pageSizes,
  type PageQuery,
  type PageRequest,
  text,
} from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pasteInto } from '../../../test/pasteInto';
import { renderInApp } from '../../../test/renderInApp';
import { DataTable } from './DataTable';
import {
  bodyRows,
  columns,
  firstPage,
  makeLoad,
  makeParts,
  noQuery,
  renderTable,
  type Load,
} from './dataTableTestKit';

describe('DataTable', () => {
  it('asks for the first page in the first page size and shows its rows', async () => {
    const load = makeLoad(makeParts(60));
    renderTable(load);

    expect(await screen.findByRole('cell', { name: 'Brake pad 1' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(firstPage, noQuery, expect.anything());
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 60')).toBeTruthy();
  });

  it('searches on Enter only, and the clear button drops the search', async () => {
    const load = makeLoad(makeParts(60));
    const { user } = renderTable(load);
    await screen.findByRole('cell', { name: 'Brake pad 1' });

    const search = screen.getByRole('textbox', { name: 'Search' });
    await user.type(search, 'oil');
    expect(load.mock.calls.map(([, query]) => query.filter)).toEqual([undefined]);
    expect(screen.getByRole('cell', { name: 'Brake pad 1' })).toBeTruthy();

    await user.keyboard('{Enter}');
    expect(await screen.findByText('1–25 of 30')).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith(
      firstPage,
      { filter: 'oil', orderBy: undefined },
      expect.anything(),
    );
    expect(screen.queryByRole('cell', { name: 'Brake pad 1' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('1–25 of 60')).toBeTruthy();
    expect(search).toHaveProperty('value', '');
    expect(load).toHaveBeenLastCalledWith(firstPage, noQuery, expect.anything());
  });

  it('says a search found nothing, and Reset clears it', async () => {
    const load = makeLoad(makeParts(60));
    const { user } = renderTable(load);
    await screen.findByRole('cell', { name: 'Brake pad 1' });

    await pasteInto(user, screen.getByRole('textbox', { name: 'Search' }), 'wiper');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(messages.searchNoResults('wiper'))).toBeTruthy();
    expect(screen.queryByText(messages.noRows)).toBeNull();

    await user.click(screen.getByRole('button', { name: messages.reset }));
    expect(await screen.findByRole('cell', { name: 'Brake pad 1' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveProperty('value', '');
    expect(load).toHaveBeenLastCalledWith(firstPage, noQuery, expect.anything());
  });

  it('says there are no rows when there is no search', async () => {
    renderTable(makeLoad([]));
    expect(await screen.findByText(messages.noRows)).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.reset })).toBeNull();
  });

  it('sorts by a header, ascending first, then descending', async () => {
    const load = makeLoad(makeParts(60));
    const { user } = renderTable(load);
    await screen.findByRole('cell', { name: 'Brake pad 1' });
    const titleHeader = screen.getByRole('columnheader', { name: 'Title' });
    expect(titleHeader.getAttribute('aria-sort')).toBeNull();

    await user.click(within(titleHeader).getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(titleHeader.getAttribute('aria-sort')).toBe('ascending'));
    expect(load).toHaveBeenLastCalledWith(
      firstPage,
      { filter: undefined, orderBy: 'title' },
      expect.anything(),
    );
    expect(await screen.findByRole('cell', { name: 'Brake pad 1' })).toBeTruthy();

    await user.click(within(titleHeader).getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(titleHeader.getAttribute('aria-sort')).toBe('descending'));
    expect(load).toHaveBeenLastCalledWith(
      { ...firstPage, desc: true },
      { filter: undefined, orderBy: 'title' },
      expect.anything(),
    );
    // 'Oil filter 8' > 'Oil filter 60' > ... as text.
    expect(await screen.findByRole('cell', { name: 'Oil filter 8' })).toBeTruthy();
    expect(within(bodyRows()[0]!).getByRole('cell', { name: 'Oil filter 8' })).toBeTruthy();
  });

  it('offers the given page sizes, and All asks for size 0', async () => {
    const load = makeLoad(makeParts(60));
    const { user, router } = renderTable(load);
    await screen.findByRole('cell', { name: 'Brake pad 1' });

    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    const choices = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(choices.map((choice) => choice.textContent)).toEqual(['25', '50', '100', 'All']);

    await user.click(screen.getByRole('option', { name: 'All' }));
    expect(await screen.findByText('1–60 of 60')).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith(
      { size: 0, page: 0, desc: false },
      noQuery,
      expect.anything(),
    );
    expect(router.state.location.search).toBe('?size=0');
  });

  it('asks for page 1 on Next page', async () => {
    const load = makeLoad(makeParts(60));
    const { user } = renderTable(load);
    await screen.findByRole('cell', { name: 'Brake pad 1' });

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('26–50 of 60')).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith({ ...firstPage, page: 1 }, noQuery, expect.anything());
    expect(screen.getByRole('cell', { name: 'Oil filter 26' })).toBeTruthy();
  });

  it('keeps its state in memory, leaving the address alone, when told to', async () => {
    const load = makeLoad(makeParts(60));
    const { user, router } = renderTable(load, { stateInAddress: false, path: '/editor?page=3' });
    await screen.findByRole('cell', { name: 'Brake pad 1' });

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('26–50 of 60')).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith({ ...firstPage, page: 1 }, noQuery, expect.anything());
    expect(router.state.location.search).toBe('?page=3');
  });

  it('moves from a page past the end to the last page', async () => {
    const load = makeLoad(makeParts(60));
    const { router } = renderTable(load, { path: '/?page=9' });

    expect(await screen.findByText('51–60 of 60')).toBeTruthy();
    expect(load).toHaveBeenCalledWith({ ...firstPage, page: 8 }, noQuery, expect.anything());
    expect(load).toHaveBeenLastCalledWith({ ...firstPage, page: 2 }, noQuery, expect.anything());
    expect(router.state.location.search).toBe('?page=3');
  });

  it('says when the server capped All', async () => {
    renderTable(makeLoad(makeParts(60), { allRowsCap: 40 }), { path: '/?size=0' });
    expect(await screen.findByText(messages.showingFirstRows(40, 60))).toBeTruthy();
  });

  it('shows a failed load with Retry, which loads again', async () => {
    const working = makeLoad(makeParts(3));
    const load: Load = vi.fn(async (request: PageRequest, query: PageQuery) => {
      if (load.mock.calls.length === 1) throw new Error('The parts list is unavailable');
      return working(request, query);
    });
    const { user } = renderTable(load);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The parts list is unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('cell', { name: 'Brake pad 1' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("starts another list (listKey) afresh, without the last list's rows while it loads", async () => {
    const loadA = makeLoad(makeParts(60));
    const partsB = makeLoad(makeParts(40));
    let answerB: (() => void) | undefined;
    const loadB: Load = vi.fn(async (request: PageRequest, query: PageQuery) => {
      await new Promise<void>((resolve) => {
        answerB = resolve;
      });
      return partsB(request, query);
    });
    function TwoLists() {
      const [list, setList] = useState<'a' | 'b'>('a');
      return (
        <>
          <button type="button" onClick={() => setList('a')}>
            List a
          </button>
          <button type="button" onClick={() => setList('b')}>
            List b
          </button>
          <DataTable
            queryKey={['parts', list]}
            load={list === 'a' ? loadA : loadB}
            columns={columns}
            rowId={(part) => part.id}
            pageSizes={pageSizes.standard}
            stateInAddress={false}
            listKey={list}
          />
        </>
      );
    }
    const { user } = renderInApp(<TwoLists />);
    await screen.findByRole('cell', { name: 'Brake pad 1' });
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('26–50 of 60')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'List b' }));
    await waitFor(() => expect(answerB).toBeDefined());
    expect(screen.queryByRole('cell', { name: 'Oil filter 26' })).toBeNull();
    expect(loadB).toHaveBeenLastCalledWith(firstPage, noQuery, expect.anything());

    answerB?.();
    expect(await screen.findByText('1–25 of 40')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Brake pad 1' })).toBeTruthy();

    // Back to the first list: its place was dropped with it.
    await user.click(screen.getByRole('button', { name: 'List a' }));
    expect(await screen.findByText('1–25 of 60')).toBeTruthy();
    expect(loadA).toHaveBeenLastCalledWith(firstPage, noQuery, expect.anything());
  });

  it('shows a refused load without Retry: asking again would be refused again', async () => {
    const load: Load = vi.fn(async () => {
      throw new ApiError(
        400,
        'bad_request',
        text('serverSaid', { message: 'The search text is too long' }),
      );
    });
    renderTable(load);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The search text is too long');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('takes no more search text than the server accepts, typed, pasted or in the address', async () => {
    const load = makeLoad(makeParts(3));
    const long = 'x'.repeat(5000);
    const { user } = renderTable(load, { path: `/?q=${long}` });
    await screen.findByText(messages.searchNoResults('x'.repeat(maxSearchLength)));
    expect(load.mock.calls.map(([, query]) => query.filter?.length)).toEqual([maxSearchLength]);

    const search = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' });
    expect(search.maxLength).toBe(maxSearchLength);
    await user.clear(search);
    await user.click(search);
    await user.paste(`y${long}`);
    expect(search.value).toHaveLength(maxSearchLength);
  });
});
