import { messages } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/renderInApp';
import { PictureField } from './PictureField';

const storedUrl = '/uploads/banners/1/stored.png';
const size = { width: 1200, height: 400 };

/** The form around the field: it keeps the chosen file, as BannerForm does. */
function PictureForm({
  currentUrl,
  onDelete,
}: {
  currentUrl: string | null;
  onDelete?: () => Promise<unknown>;
}) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <PictureField
      heading="Main picture"
      size={size}
      currentUrl={currentUrl}
      file={file}
      onFileChange={setFile}
      onDelete={onDelete}
    />
  );
}

function renderField(currentUrl: string | null, onDelete?: () => Promise<unknown>) {
  return renderInApp(<PictureForm currentUrl={currentUrl} onDelete={onDelete} />);
}

const pngFile = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'new.png', { type: 'image/png' });

const shownPicture = () => screen.getByRole('img', { name: 'Main picture' });

describe('PictureField', () => {
  it('shows the stored picture with its heading as alt text, and the recommended size', () => {
    renderField(storedUrl, vi.fn());

    const group = screen.getByRole('group', { name: 'Main picture' });
    expect(within(group).getByRole('img', { name: 'Main picture' }).getAttribute('src')).toBe(
      storedUrl,
    );
    expect(within(group).getByText(messages.recommendedSize(1200, 400))).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Delete main picture' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('shows no picture and cannot delete when there is none', () => {
    renderField(null, vi.fn());
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete main picture' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('previews a chosen file through an object URL', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    const { user } = renderField(null);
    const file = pngFile();

    await user.upload(screen.getByLabelText('Choose main picture'), file);

    expect(createObjectURL).toHaveBeenCalledWith(file);
    expect(screen.getByRole('img', { name: 'Main picture' }).getAttribute('src')).toBe(
      'blob:preview',
    );
    expect(screen.getByLabelText('Choose main picture').getAttribute('accept')).toBe(
      'image/png,image/jpeg,image/gif,image/webp',
    );
  });

  it('drops a chosen, unsaved file on Delete without asking or calling onDelete', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL');
    const onDelete = vi.fn(async () => undefined);
    const { user } = renderField(storedUrl, onDelete);

    await user.upload(screen.getByLabelText('Choose main picture'), pngFile());
    expect(shownPicture().getAttribute('src')).toBe('blob:preview');
    await user.click(screen.getByRole('button', { name: 'Delete main picture' }));

    expect(shownPicture().getAttribute('src')).toBe(storedUrl);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('asks before deleting the stored picture, and deletes only on confirm', async () => {
    const onDelete = vi.fn(async () => undefined);
    const { user } = renderField(storedUrl, onDelete);
    const deleteButton = screen.getByRole('button', { name: 'Delete main picture' });

    await user.click(deleteButton);
    const dialog = screen.getByRole('dialog', { name: 'Delete main picture' });
    expect(within(dialog).getByText(messages.deletePictureConfirm('Main picture'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(deleteButton);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete main picture' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('cannot delete a stored picture without onDelete', () => {
    renderField(storedUrl);
    expect(screen.getByRole('button', { name: 'Delete main picture' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
