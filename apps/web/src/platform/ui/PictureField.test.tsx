import { messages } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/** A person may choose any file: the browser's chooser only suggests the accepted types. */
const anyFileChooser = () => userEvent.setup({ applyAccept: false, delay: null });

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

    // The content is read before the file is taken.
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledWith(file));
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
    await waitFor(() => expect(shownPicture().getAttribute('src')).toBe('blob:preview'));
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

  it('refuses an SVG and a text file named .png on choosing, says why, and keeps the stored picture (issue 22)', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL');
    const { user } = renderField(storedUrl, vi.fn());
    const chooser = anyFileChooser();
    const input = screen.getByLabelText('Choose main picture');
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    const renamedText = new File(['just some text'], 'notes.png', { type: 'image/png' });

    for (const file of [svg, renamedText]) {
      await chooser.upload(input, file);
      const refusal = await screen.findByText(messages.pictureNotAccepted(file.name));
      expect(refusal.getAttribute('role')).toBe('alert');
      expect(input.getAttribute('aria-describedby')).toBe(refusal.id);
      expect(shownPicture().getAttribute('src')).toBe(storedUrl);
    }
    expect(createObjectURL).not.toHaveBeenCalled();

    // The Delete button still deletes the stored picture, not an unseen refused file.
    await user.click(screen.getByRole('button', { name: 'Delete main picture' }));
    expect(screen.getByRole('dialog', { name: 'Delete main picture' })).toBeTruthy();
  });

  it('refuses a new picture that is not a picture, with nothing stored: no preview, Delete disabled', async () => {
    renderField(
      null,
      vi.fn(async () => undefined),
    );
    await anyFileChooser().upload(
      screen.getByLabelText('Choose main picture'),
      new File(['<svg/>'], 'logo.png', { type: 'image/png' }),
    );

    expect(await screen.findByText(messages.pictureNotAccepted('logo.png'))).toBeTruthy();
    await anyFileChooser().upload(
      screen.getByLabelText('Choose main picture'),
      new File([], 'empty.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(messages.fileEmptyNamed('empty.png'))).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete main picture' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('accepts JPEG, GIF and WebP by content, whatever the name, and clears an earlier refusal', async () => {
    renderField(null);
    const chooser = anyFileChooser();
    const input = screen.getByLabelText('Choose main picture');
    await chooser.upload(input, new File(['plain text'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByText(messages.pictureNotAccepted('a.gif'))).toBeTruthy();

    const pictures = [
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'photo', { type: '' }),
      new File(['GIF89a\x01\x00'], 'anim.gif', { type: 'image/gif' }),
      new File(['RIFF\x24\x00\x00\x00WEBPVP8 '], 'pic.webp', { type: 'image/webp' }),
    ];
    const shownSrc = () => screen.queryByRole('img', { name: 'Main picture' })?.getAttribute('src');
    for (const picture of pictures) {
      const before = shownSrc();
      await chooser.upload(input, picture);
      // Each accepted file gets its own preview URL.
      await waitFor(() => expect(shownSrc()).not.toBe(before));
      expect(shownSrc()).toMatch(/^blob:/);
      expect(screen.queryByRole('alert')).toBeNull();
    }
  });

  it('shows what each Delete deletes on the button itself', () => {
    renderField(storedUrl, vi.fn());
    expect(screen.getByRole('button', { name: 'Delete main picture' }).textContent).toBe(
      'Delete main picture',
    );
  });

  it('cannot delete a stored picture without onDelete', () => {
    renderField(storedUrl);
    expect(screen.getByRole('button', { name: 'Delete main picture' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
