import { fileManagerApi, messages, type FileEntry, type FolderListing } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerDialog } from '../../test/dialogSteps';
import { renderInApp } from '../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../test/stubApi';
import { FileManagerDialog } from './FileManagerDialog';
import { FileManagerPage } from './FileManagerPage';

function entry(dir: string, fileName: string, isFile = true): FileEntry {
  const id = dir ? `${dir}/${fileName}` : fileName;
  const image = /\.(png|jpe?g)$/.test(fileName);
  return {
    fileName,
    isFile,
    id,
    kind: !isFile ? 'folder' : image ? 'image' : 'pdf',
    url: isFile ? `/uploads/files/1/${id}` : null,
    size: isFile ? 2048 : null,
    modified: '2026-03-01T10:00:00.000Z',
  };
}

const folders: Record<string, FileEntry[]> = {
  '': [entry('', 'news', false), entry('', 'empty', false)],
  news: [
    entry('news', 'spring-catalogue-cover-2026.png'),
    entry('news', 'logo.png'),
    entry('news', 'price-list.pdf'),
  ],
  empty: [],
  many: Array.from({ length: 20 }, (_, index) => entry('many', `picture-${index + 1}.png`)),
  more: Array.from({ length: 20 }, (_, index) => entry('more', `photo-${index + 1}.png`)),
};

/** Answers the file manager's calls from `folders`; any other call fails the test. */
function stubFileApi() {
  return stubApi({
    [fileManagerApi.limits]: {
      body: {
        fileLimitBytes: 10 * 1024 * 1024,
        requestLimitBytes: 50 * 1024 * 1024,
        filesPerRequest: 20,
        accept: '',
      },
    },
    [fileManagerApi.loadFiles]: (sent) => {
      const { currentDir } = sent as { currentDir: string };
      const listing: FolderListing = {
        parentDir: currentDir ? currentDir.split('/').slice(0, -1).join('/') : null,
        currentDir,
        filesList: folders[currentDir] ?? [],
      };
      return { body: listing };
    },
  });
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const rowBox = (id: string) =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: `Select row ${id}` });
const bulkBar = () => screen.queryByRole('toolbar', { name: messages.selectedRows });

describe('FileManager', () => {
  it('opens folders by name and by breadcrumb; the root allows no upload', async () => {
    stubFileApi();
    const { user, router } = renderInApp(<FileManagerPage />, { path: '/admin/files' });

    await user.click(await screen.findByRole('button', { name: 'news' }));
    expect(await screen.findByText('logo.png')).toBeTruthy();
    expect(router.state.location.search).toBe('?dir=news');
    const path = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(path).getByText('news').getAttribute('aria-current')).toBe('location');
    expect(screen.getByLabelText<HTMLInputElement>('Upload files').disabled).toBe(false);
    // Not empty: the folder cannot be deleted.
    expect(button('Delete folder').hasAttribute('disabled')).toBe(true);

    await user.click(within(path).getByRole('button', { name: /Files/ }));
    expect(await screen.findByRole('button', { name: 'empty' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Upload files').disabled).toBe(true);
  });

  it('cuts long names to 20 characters and shows pictures as thumbnails', async () => {
    stubFileApi();
    const { container } = renderInApp(<FileManagerPage />, { path: '/admin/files?dir=news' });
    const link = await screen.findByRole('link', { name: 'spring-catalogue-cover-2026.png' });
    expect(link.textContent).toBe('spring-catalogue-cov…');
    expect(link.getAttribute('href')).toBe('/uploads/files/1/news/spring-catalogue-cover-2026.png');
    const thumbnails = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(thumbnails).toEqual([
      '/uploads/files/1/news/spring-catalogue-cover-2026.png',
      '/uploads/files/1/news/logo.png',
    ]);
  });

  it('deletes an empty folder only, and files only once some are selected', async () => {
    stubFileApi();
    const { user } = renderInApp(<FileManagerPage />, { path: '/admin/files?dir=empty' });
    expect(await screen.findByText(messages.noRows)).toBeTruthy();
    await waitFor(() => expect(button('Delete folder').hasAttribute('disabled')).toBe(false));

    await user.click(screen.getByRole('button', { name: /Files/ }));
    await user.click(await screen.findByRole('button', { name: 'news' }));
    await screen.findByText('logo.png');
    expect(button('Delete files').hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select row news/logo.png' }));
    expect(button('Delete files (1)').hasAttribute('disabled')).toBe(false);
  });

  it('deleting the open folder goes to its parent first: the deleted folder is not listed again', async () => {
    const deletedDirs = new Set<string>();
    const fetchSpy = stubApi({
      [fileManagerApi.limits]: {
        body: { fileLimitBytes: 1024, requestLimitBytes: 1024, filesPerRequest: 20, accept: '' },
      },
      [fileManagerApi.loadFiles]: (sent) => {
        const { currentDir } = sent as { currentDir: string };
        // As the server answers a folder that no longer exists.
        if (deletedDirs.has(currentDir)) {
          return { status: 404, body: { message: messages.folderNotFound } };
        }
        const filesList = (folders[currentDir] ?? []).filter((item) => !deletedDirs.has(item.id));
        return { body: { parentDir: '', currentDir, filesList } };
      },
      [fileManagerApi.deleteDirectory]: (sent) => {
        const { currentDir } = sent as { currentDir: string };
        deletedDirs.add(currentDir);
        return { body: { message: messages.filesDeleted, deleted: [currentDir] } };
      },
    });
    const { user, router } = renderInApp(<FileManagerPage />, { path: '/admin/files?dir=empty' });
    expect(await screen.findByText(messages.noRows)).toBeTruthy();
    await waitFor(() => expect(button('Delete folder').hasAttribute('disabled')).toBe(false));

    await user.click(button('Delete folder'));
    await answerDialog(user, 'Delete folder', 'Delete');

    expect(await screen.findByText(messages.filesDeleted)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('button', { name: 'news' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'empty' })).toBeNull());
    const listed = bodiesSentTo(fetchSpy, fileManagerApi.loadFiles).map(
      (sent) => (sent as { currentDir: string }).currentDir,
    );
    // The folder was listed once, when it was opened; never after its deletion.
    expect(listed.filter((dir) => dir === 'empty')).toEqual(['empty']);
    expect(screen.queryByText(messages.folderNotFound)).toBeNull();
  });

  it('stays in the folder when its deletion is refused, and says why', async () => {
    stubApi({
      [fileManagerApi.limits]: {
        body: { fileLimitBytes: 1024, requestLimitBytes: 1024, filesPerRequest: 20, accept: '' },
      },
      [fileManagerApi.loadFiles]: (sent) => {
        const { currentDir } = sent as { currentDir: string };
        return { body: { parentDir: '', currentDir, filesList: folders[currentDir] ?? [] } };
      },
      [fileManagerApi.deleteDirectory]: {
        status: 400,
        body: { message: messages.folderNotEmpty, code: 'bad_request' },
      },
    });
    const { user, router } = renderInApp(<FileManagerPage />, { path: '/admin/files?dir=empty' });
    await waitFor(() => expect(button('Delete folder').hasAttribute('disabled')).toBe(false));
    await user.click(button('Delete folder'));
    await answerDialog(user, 'Delete folder', 'Delete');

    expect(await screen.findByText(messages.folderNotEmpty)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?dir=empty'));
    expect(await screen.findByText(messages.noRows)).toBeTruthy();
  });

  it('pages the folder in the browser, 15 rows a page', async () => {
    const fetchSpy = stubFileApi();
    const { user } = renderInApp(<FileManagerPage />, { path: '/admin/files?dir=many' });
    expect(await screen.findByText('1–15 of 20')).toBeTruthy();
    expect(screen.getByText('picture-15.png')).toBeTruthy();
    expect(screen.queryByText('picture-16.png')).toBeNull();

    await user.click(button('Go to next page'));
    expect(await screen.findByText('picture-16.png')).toBeTruthy();
    expect(screen.getByText('16–20 of 20')).toBeTruthy();
    // The listing is asked for once; the pages are cut from it.
    const listings = fetchSpy.mock.calls.filter(([input]) => input === fileManagerApi.loadFiles);
    expect(listings).toHaveLength(1);
  });

  it('counts the selected rows in a bar whose Clear selection clears them', async () => {
    stubFileApi();
    const { user } = renderInApp(<FileManagerPage />, { path: '/admin/files?dir=news' });
    await screen.findByText('logo.png');
    expect(bulkBar()).toBeNull();

    await user.click(rowBox('news/logo.png'));
    await user.click(rowBox('news/price-list.pdf'));
    expect(within(bulkBar()!).getByText(messages.selectedCount(2))).toBeTruthy();
    expect(button('Delete files (2)').hasAttribute('disabled')).toBe(false);

    await user.click(within(bulkBar()!).getByRole('button', { name: messages.clearSelection }));
    expect(bulkBar()).toBeNull();
    expect(rowBox('news/logo.png').checked).toBe(false);
    expect(button('Delete files').hasAttribute('disabled')).toBe(true);
  });

  it('another folder starts with nothing selected, on its first page', async () => {
    stubFileApi();
    const { user, router } = renderInApp(<FileManagerPage />, {
      path: '/admin/files?dir=many',
    });
    await screen.findByText('picture-1.png');
    await user.click(rowBox('many/picture-1.png'));
    await user.click(button('Go to next page'));
    expect(await screen.findByText('16–20 of 20')).toBeTruthy();

    await router.navigate('/admin/files?dir=more');
    expect(await screen.findByText('photo-1.png')).toBeTruthy();
    expect(screen.getByText('1–15 of 20')).toBeTruthy();
    expect(bulkBar()).toBeNull();
    expect(button('Delete files').hasAttribute('disabled')).toBe(true);

    await router.navigate('/admin/files?dir=many');
    expect(await screen.findByText('picture-1.png')).toBeTruthy();
    expect(rowBox('many/picture-1.png').checked).toBe(false);
  });

  it('deleting the selected files clears the selection', async () => {
    const deleted = new Set<string>();
    stubApi({
      [fileManagerApi.limits]: {
        body: { fileLimitBytes: 1024, requestLimitBytes: 1024, filesPerRequest: 20, accept: '' },
      },
      [fileManagerApi.loadFiles]: (sent) => {
        const { currentDir } = sent as { currentDir: string };
        const filesList = (folders[currentDir] ?? []).filter((item) => !deleted.has(item.id));
        return { body: { parentDir: '', currentDir, filesList } };
      },
      [fileManagerApi.deleteFiles]: (sent) => {
        const { currentDir, filesList } = sent as {
          currentDir: string;
          filesList: { fileName: string }[];
        };
        const ids = filesList.map(({ fileName }) => `${currentDir}/${fileName}`);
        for (const id of ids) deleted.add(id);
        return { body: { message: messages.filesDeleted, deleted: ids } };
      },
    });
    const { user } = renderInApp(<FileManagerPage />, { path: '/admin/files?dir=news' });
    await screen.findByText('logo.png');
    await user.click(rowBox('news/logo.png'));
    await user.click(button('Delete files (1)'));
    await answerDialog(user, 'Delete files', 'Delete');

    expect(await screen.findByText(messages.filesDeleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('logo.png')).toBeNull());
    // The page is hidden from the accessibility tree until the confirmation has closed.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bulkBar()).toBeNull();
    expect(button('Delete files').hasAttribute('disabled')).toBe(true);
    expect(rowBox('news/price-list.pdf').checked).toBe(false);
  });

  it('as a dialog, a double-click on a picture picks it with its address and name', async () => {
    stubFileApi();
    const onPick = vi.fn();
    const onClose = vi.fn();
    const { user } = renderInApp(<FileManagerDialog open onClose={onClose} onPick={onPick} />);
    const dialog = await screen.findByRole('dialog', { name: 'File Manager' });
    await user.click(await within(dialog).findByRole('button', { name: 'news' }));

    await user.dblClick(await within(dialog).findByText('logo.png'));
    expect(onPick).toHaveBeenCalledWith({
      url: '/uploads/files/1/news/logo.png',
      name: 'logo.png',
    });
    expect(onClose).toHaveBeenCalledTimes(1);

    // A PDF is not a picture to insert.
    await user.dblClick(within(dialog).getByText('price-list.pdf'));
    expect(onPick).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Insert logo.png' }));
    expect(onPick).toHaveBeenCalledTimes(2);
  });
});
