import { fileManagerApi, type FileEntry, type FolderListing } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { FormProvider, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../../test/renderInApp';
import { stubApi } from '../../../../test/stubApi';
import { newArticleValues } from '../articleForm';
import { ArticleTextField } from './ArticleTextField';
import { useArticleForm } from './useArticleForm';
import { stubProseMirrorLayout } from '../../../../platform/ui/richText/proseMirrorLayout.testing';

const logo: FileEntry = {
  fileName: 'logo.png',
  isFile: true,
  id: 'logo.png',
  kind: 'image',
  url: '/uploads/files/1/logo.png',
  size: 2048,
  modified: '2026-03-01T10:00:00.000Z',
};

function Harness() {
  const form = useArticleForm({ ...newArticleValues(3), text: '<p>Spring</p>' });
  const text = useWatch({ control: form.control, name: 'text' });
  return (
    <FormProvider {...form}>
      <ArticleTextField />
      <output aria-label="Stored text">{text}</output>
    </FormProvider>
  );
}

stubProseMirrorLayout();

describe('ArticleTextField', () => {
  it('inserts a picture chosen in the file manager dialog into the article text (A§2)', async () => {
    stubApi({
      [fileManagerApi.limits]: {
        body: { fileLimitBytes: 1024, requestLimitBytes: 4096, filesPerRequest: 2, accept: '' },
      },
      [fileManagerApi.loadFiles]: {
        body: { parentDir: null, currentDir: '', filesList: [logo] } satisfies FolderListing,
      },
    });
    const { user } = renderInApp(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Insert picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'File Manager' });
    await user.dblClick(await within(dialog).findByText('logo.png'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByLabelText('Stored text').textContent).toContain(
        '<img src="/uploads/files/1/logo.png" alt="logo">',
      ),
    );
    expect(screen.getByLabelText('Stored text').textContent).toContain('<p>Spring</p>');
  });
});
