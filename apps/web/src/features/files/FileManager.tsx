import { pageSizes, type FileEntry, type UploadLimits } from '@bo/contract';
import type { TFunction } from 'i18next';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import { PageBreadcrumbs } from '../../platform/ui/PageBreadcrumbs';
import type { RowId } from '../../platform/ui/data-table/types';
import { useConfirmDelete } from '../../platform/ui/useConfirm';
import { useNotify } from '../../platform/ui/useNotify';
import { CreateFolderDialog } from './CreateFolderDialog';
import { fileColumns, type PickedFile } from './fileColumns';
import {
  fileKeys,
  useCreateFolder,
  useDeleteFiles,
  useDeleteFolder,
  useFolder,
  useFolderTableLoad,
  useUploadFiles,
  useUploadLimits,
} from './files.api';
import { FileManagerToolbar } from './FileManagerToolbar';
import { folderCrumbs } from './folderCrumbs';

interface FileManagerProps {
  /** The folder shown: '' is the root, folders joined by '/'. */
  dir: string;
  onDirChange: (dir: string) => void;
  /** Dialog mode: a double-click on an image (or its Insert button) picks it. */
  onPick?: (file: PickedFile) => void;
  /** The heading of the table (the page's title). */
  title?: string;
}

function parentOf(dir: string): string {
  return dir.split('/').slice(0, -1).join('/');
}

function lastName(dir: string): string {
  return dir.split('/').pop() ?? dir;
}

const megabyte = 1024 * 1024;

/** The first rule a choice of files breaks against the server's limits, or null. */
function uploadProblem(
  files: readonly File[],
  limits: UploadLimits | undefined,
  t: TFunction,
): string | null {
  if (!limits) return null;
  if (files.length > limits.filesPerRequest)
    return t('tooManyFiles', { max: limits.filesPerRequest });
  const empty = files.find((file) => file.size === 0);
  if (empty) return t('fileEmptyNamed', { name: empty.name });
  const large = files.find((file) => file.size > limits.fileLimitBytes);
  if (large)
    return `${large.name}: ${t('fileTooLarge', { limitMb: limits.fileLimitBytes / megabyte })}`;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > limits.requestLimitBytes) {
    return t('uploadTooLarge', { limitMb: limits.requestLimitBytes / megabyte });
  }
  return null;
}

/**
 * The file manager (A§2): folders with a breadcrumb and a back button, create
 * and delete folder, upload, delete of the selected files. The page and the
 * rich-text editor's dialog both show it.
 */
export function FileManager({ dir: openDir, onDirChange, onPick, title }: FileManagerProps) {
  // While the open folder is deleted, the manager shows its parent already, so
  // nothing asks for the deleted folder's listing again (a 404 each time).
  const [leaving, setLeaving] = useState<{ from: string; to: string } | null>(null);
  if (leaving && openDir !== leaving.from) setLeaving(null);
  const dir = leaving ? leaving.to : openDir;
  const { t } = useTranslation();
  const notify = useNotify();
  const confirmDelete = useConfirmDelete();
  const folder = useFolder(dir);
  const load = useFolderTableLoad(dir);
  const limits = useUploadLimits();
  const createFolder = useCreateFolder();
  const deleteFolder = useDeleteFolder();
  const deleteFiles = useDeleteFiles();
  const upload = useUploadFiles();
  const [creating, setCreating] = useState(false);

  // The table shows exactly these rows as selected: another folder or a
  // deletion starts with nothing selected.
  const [selectedIds, setSelectedIds] = useState<readonly RowId[]>([]);
  const [selectionDir, setSelectionDir] = useState(dir);
  if (selectionDir !== dir) {
    setSelectionDir(dir);
    setSelectedIds([]);
  }
  const entries = folder.data?.filesList;
  const selectedFiles: FileEntry[] =
    entries?.filter((entry) => entry.isFile && selectedIds.includes(entry.id)) ?? [];

  const columns = useMemo(
    () => fileColumns({ onOpenFolder: onDirChange, onPick, t }),
    [onDirChange, onPick, t],
  );

  const handleCreate = (name: string) =>
    createFolder.mutate(
      { dir, name },
      {
        onSuccess: () => {
          setCreating(false);
          notify(t('folderCreated'), { severity: 'success' });
        },
      },
    );

  const handleDeleteFolder = async () => {
    const folder = dir;
    const parent = parentOf(folder);
    const deleted = await confirmDelete({
      title: t('deleteFolder'),
      text: t('deleteFolderConfirm', { folder: lastName(folder) }),
      onConfirm: async () => {
        // Go to the parent first: shown at once (before the answer can make the
        // listings stale), then in the address.
        flushSync(() => setLeaving({ from: folder, to: parent }));
        onDirChange(parent);
        try {
          await deleteFolder.mutateAsync(folder);
        } catch (error) {
          // The folder is still there: back to it; the dialog says why.
          setLeaving(null);
          onDirChange(folder);
          throw error;
        }
      },
    });
    if (!deleted) return;
    setSelectedIds([]);
    notify(t('filesDeleted'), { severity: 'success' });
  };

  const handleDeleteFiles = async () => {
    const fileNames = selectedFiles.map((entry) => entry.fileName);
    const deleted = await confirmDelete({
      title: t('deleteFiles'),
      text: t('deleteFilesConfirm', { count: fileNames.length }),
      onConfirm: () => deleteFiles.mutateAsync({ dir, fileNames }),
    });
    if (!deleted) return;
    setSelectedIds([]);
    notify(t('filesDeleted'), { severity: 'success' });
  };

  const handleUpload = (files: File[]) => {
    const problem = uploadProblem(files, limits.data, t);
    if (problem) {
      notify(problem, { severity: 'error' });
      return;
    }
    upload.mutate(
      { dir, files },
      {
        onSuccess: (answer) => {
          // The newer snackbar replaces the older at once: say the more useful one.
          const renamed = answer.files.find((file) => file.fileName !== file.uploadedName);
          if (renamed) {
            notify(t('fileRenamed', { uploaded: renamed.uploadedName, stored: renamed.fileName }), {
              severity: 'warning',
            });
          } else {
            notify(t('filesUploaded', { count: answer.files.length }), { severity: 'success' });
          }
        },
      },
    );
  };

  const busy =
    createFolder.isPending || deleteFolder.isPending || deleteFiles.isPending || upload.isPending;

  return (
    <Stack spacing={1}>
      <PageBreadcrumbs
        label={t('folderPath')}
        current="location"
        crumbs={folderCrumbs(dir, onDirChange, t('filesRoot'))}
      />
      <DataTable
        listKey={dir}
        title={title}
        queryKey={fileKeys.table(dir)}
        load={load}
        columns={columns}
        rowId={(entry) => entry.id}
        pageSizes={pageSizes.fileManager}
        searchable={false}
        stateInAddress={false}
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        toolbar={
          <FileManagerToolbar
            isRoot={dir === ''}
            isEmpty={entries ? entries.length === 0 : undefined}
            selectedFileCount={selectedFiles.length}
            busy={busy}
            onBack={() => onDirChange(folder.data?.parentDir ?? parentOf(dir))}
            onCreateFolder={() => setCreating(true)}
            onDeleteFolder={() => void handleDeleteFolder()}
            onUpload={handleUpload}
            onDeleteFiles={() => void handleDeleteFiles()}
          />
        }
      />
      <CreateFolderDialog
        open={creating}
        busy={createFolder.isPending}
        onCreate={handleCreate}
        onClose={() => setCreating(false)}
      />
    </Stack>
  );
}
