import { inEnglish, text, type ItemFile, type TextKey } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { renderInApp } from '../../../test/renderInApp';
import { itemCard, itemFile } from '../itemTestData';
import { FilePanel } from './FilePanel';

// The FilePanel tests' files, their panel and the ways they read the screen.

export const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'new.png', {
    type: 'image/png',
  });

export const snackbarSays = (key: TextKey, params?: Record<string, string>) =>
  waitFor(() =>
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      inEnglish(text(key, params)),
    ),
  );

/** The fields of the multipart bodies sent to `path`. */
export function capture(
  path: string,
  answer: (fields: Record<string, FormDataEntryValue>) => unknown,
) {
  const sent: Record<string, FormDataEntryValue>[] = [];
  return {
    sent,
    stub: {
      [path]: (body: unknown) => {
        const fields = body instanceof FormData ? Object.fromEntries(body.entries()) : {};
        sent.push(fields);
        return { body: answer(fields) };
      },
    },
  };
}

export const supplierPicture = itemFile({
  id: 1,
  manual: false,
  sourceType: 1,
  mainPic: true,
  sort: 5,
});
export const hiddenManual = itemFile({ id: 2, hidden: 1, fileName: 'hidden.png' });
export const manualPicture = itemFile({ id: 3, fileName: 'manual.png', sort: 1 });
export const hiddenSupplier = itemFile({ id: 4, hidden: 1, manual: false, fileName: 'old.png' });
export const pdf = itemFile({ id: 5, fileType: 2, fileName: 'manual.pdf', fileDescript: 5 });

export function renderPanel(files: ItemFile[], kind: 'image' | 'pdf' | 'link' = 'image') {
  return renderInApp(<FilePanel item={itemCard(files)} kind={kind} label="Images" />);
}

export const fileNames = () =>
  within(screen.getByRole('list', { name: 'Images' }))
    .getAllByRole('button')
    .map((row) => row.querySelector('.MuiListItemText-primary')?.textContent);

export const row = (name: string) =>
  within(screen.getByRole('list', { name: 'Images' })).getByRole('button', {
    name: new RegExp(name.replace('.', '\\.')),
  });

export async function chooseDescription(user: UserEvent, name: string) {
  await user.click(screen.getByRole('combobox', { name: /File description/ }));
  await user.click(await screen.findByRole('option', { name }));
}
