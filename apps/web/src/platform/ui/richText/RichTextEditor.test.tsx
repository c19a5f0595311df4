import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/renderInApp';
import { RichTextEditor, type PickedPicture } from './RichTextEditor';
import { stubProseMirrorLayout } from './proseMirrorLayout.testing';

interface FieldProps {
  initial?: string;
  pickPicture?: () => Promise<PickedPicture | undefined>;
}

function Field({ initial = '<p>Text</p>', pickPicture }: FieldProps) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor label="Long text" value={html} onChange={setHtml} pickPicture={pickPicture} />
      <output aria-label="HTML">{html}</output>
    </>
  );
}

stubProseMirrorLayout();

describe('RichTextEditor', () => {
  it('has no picture button and holds no picture without pickPicture (item texts)', async () => {
    const withPicture = '<p>Text</p><img src="/uploads/files/1/logo.png" alt="Logo">';
    renderInApp(<Field initial={withPicture} />);
    const editor = await screen.findByRole('textbox', { name: 'Long text' });
    expect(screen.getByRole('button', { name: 'Bold' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Insert picture' })).toBeNull();
    expect(editor.querySelector('img')).toBeNull();
  });

  it('keeps a stored picture when it takes pictures', async () => {
    const withPicture = '<p>Text</p><img src="/uploads/files/1/logo.png" alt="Logo">';
    renderInApp(<Field initial={withPicture} pickPicture={() => Promise.resolve(undefined)} />);
    const editor = await screen.findByRole('textbox', { name: 'Long text' });
    expect(editor.querySelector('img')?.getAttribute('src')).toBe('/uploads/files/1/logo.png');
  });

  it('inserts the picture pickPicture answers, and nothing when it answers none', async () => {
    const pickPicture = vi
      .fn<() => Promise<PickedPicture | undefined>>()
      .mockResolvedValueOnce(undefined)
      .mockResolvedValueOnce({ src: '/uploads/files/1/logo.png', alt: 'Logo' });
    const { user } = renderInApp(<Field pickPicture={pickPicture} />);
    const insert = await screen.findByRole('button', { name: 'Insert picture' });

    await user.click(insert);
    await waitFor(() => expect(insert).toHaveProperty('disabled', false));
    expect(screen.getByLabelText('HTML').textContent).toBe('<p>Text</p>');

    await user.click(insert);
    await waitFor(() =>
      expect(screen.getByLabelText('HTML').textContent).toContain(
        '<img src="/uploads/files/1/logo.png" alt="Logo">',
      ),
    );
    expect(pickPicture).toHaveBeenCalledTimes(2);
  });
});
