import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/renderInApp';
import { FileManagerToolbar, toolbarRules, type ToolbarState } from './FileManagerToolbar';

const inFolder: ToolbarState = { isRoot: false, isEmpty: false, selectedFileCount: 0, busy: false };

function renderToolbar(state: Partial<ToolbarState> = {}) {
  const handlers = {
    onBack: vi.fn(),
    onCreateFolder: vi.fn(),
    onDeleteFolder: vi.fn(),
    onUpload: vi.fn(),
    onDeleteFiles: vi.fn(),
  };
  const view = renderInApp(<FileManagerToolbar {...inFolder} {...state} {...handlers} />);
  return { ...view, ...handlers };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const isDisabled = (name: string | RegExp) =>
  button(name).hasAttribute('disabled') || button(name).getAttribute('aria-disabled') === 'true';
const uploadInput = () => screen.getByLabelText<HTMLInputElement>('Upload files');

describe('FileManagerToolbar', () => {
  it('at the root allows only creating a folder: no back, upload or folder deletion (A§2)', () => {
    renderToolbar({ isRoot: true, isEmpty: true });
    expect(isDisabled('Back')).toBe(true);
    expect(isDisabled('Create folder')).toBe(false);
    expect(isDisabled('Delete folder')).toBe(true);
    expect(uploadInput().disabled).toBe(true);
    expect(isDisabled('Delete files')).toBe(true);
  });

  it('deletes a folder only when it is empty and known to be empty', () => {
    const { unmount } = renderToolbar({ isEmpty: false });
    expect(isDisabled('Delete folder')).toBe(true);
    unmount();

    const loading = renderToolbar({ isEmpty: undefined });
    expect(isDisabled('Delete folder')).toBe(true);
    loading.unmount();

    renderToolbar({ isEmpty: true });
    expect(isDisabled('Delete folder')).toBe(false);
    expect(uploadInput().disabled).toBe(false);
    expect(isDisabled('Back')).toBe(false);
  });

  it('deletes files only when some are selected, and says how many', async () => {
    const { unmount } = renderToolbar({ selectedFileCount: 0 });
    expect(isDisabled('Delete files')).toBe(true);
    unmount();

    const { user, onDeleteFiles } = renderToolbar({ selectedFileCount: 2 });
    expect(isDisabled('Delete files (2)')).toBe(false);
    await user.click(button('Delete files (2)'));
    expect(onDeleteFiles).toHaveBeenCalledTimes(1);
  });

  it('hands over every chosen file for upload', async () => {
    const { user, onUpload } = renderToolbar();
    const files = [
      new File(['a'], 'one.png', { type: 'image/png' }),
      new File(['b'], 'two.png', { type: 'image/png' }),
    ];
    await user.upload(uploadInput(), files);
    expect(onUpload).toHaveBeenCalledWith(files);
  });

  it('disables every change while one is being sent', () => {
    renderToolbar({ isEmpty: true, selectedFileCount: 1, busy: true });
    expect(isDisabled('Create folder')).toBe(true);
    expect(isDisabled('Delete folder')).toBe(true);
    expect(uploadInput().disabled).toBe(true);
    expect(isDisabled(/Delete files/)).toBe(true);
    // Moving between folders stays possible.
    expect(isDisabled('Back')).toBe(false);
  });
});

describe('toolbarRules', () => {
  it('follows A§2: no upload and no folder deletion at the root', () => {
    expect(toolbarRules({ ...inFolder, isRoot: true, isEmpty: true })).toEqual({
      canGoBack: false,
      canCreateFolder: true,
      canUpload: false,
      canDeleteFolder: false,
      canDeleteFiles: false,
    });
    expect(toolbarRules({ ...inFolder, isEmpty: true, selectedFileCount: 3 })).toEqual({
      canGoBack: true,
      canCreateFolder: true,
      canUpload: true,
      canDeleteFolder: true,
      canDeleteFiles: true,
    });
  });
});
