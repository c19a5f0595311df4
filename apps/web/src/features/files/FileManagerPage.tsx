import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { FileManager } from './FileManager';

const dirKey = 'dir';

/** /admin/files (A§2); the folder shown is kept in the address (`?dir=news/2026`), so Back and reload keep it. */
export function FileManagerPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const dir = searchParams.get(dirKey) ?? '';
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
  return <FileManager title="File Manager" dir={dir} onDirChange={openDir} />;
}
