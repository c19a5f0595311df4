import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../platform/shell/useDocumentTitle';
import { FileManager } from './FileManager';
import { useTranslation } from 'react-i18next';

const dirKey = 'dir';

/** /admin/files (A§2); the folder shown is kept in the address (`?dir=news/2026`), so Back and reload keep it. */
export function FileManagerPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const dir = searchParams.get(dirKey) ?? '';
  // The folder open, as the record of the screen.
  useDocumentTitle(dir || null);
  const openDir = useCallback(
    (next: string) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (next) params.set(dirKey, next);
        else params.delete(dirKey);
        // Another folder starts at its first page.
        params.delete('page');
        return params;
      }),
    [setSearchParams],
  );
  return <FileManager title={t('fileManager')} dir={dir} onDirChange={openDir} />;
}
