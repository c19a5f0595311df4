import { messages, pageSizes, type FileEntry, type UploadLimits } from '@bo/contract';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import { PageBreadcrumbs } from '../../platform/ui/PageBreadcrumbs';
import type { RowId } from '../../platform/ui/data-table/types';
import { useConfirm } from '../../platform/ui/useConfirm';
import { useErrorNotifier, useNotify } from '../../platform/ui/useNotify';
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

export interface FileManagerProps {
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
function uploadProblem(files: readonly File[], limits: UploadLimits | undefined): string | null {
  if (!limits) return null;
  if (files.length > limits.filesPerRequest) return messages.tooManyFiles(limits.filesPerRequest);
  const empty = files.find((file) => file.size === 0);
  if (empty) return messages.fileEmptyNamed(empty.name);
  const large = files.find((file) => file.size > limits.fileLimitBytes);
  if (large) return `${large.name}: ${messages.fileTooLarge(limits.fileLimitBytes / megabyte)}`;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > limits.requestLimitBytes) {
    return messages.uploadTooLarge(limits.requestLimitBytes / megabyte);
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
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const confirm = useConfirm();
  const folder = useFolder(dir);
  const load = useFolderTableLoad(dir);
  const limits = useUploadLimits();
  const createFolder = useCreateFolder();
  const deleteFolder = useDeleteFolder();
  const deleteFiles = useDeleteFiles();
  const upload = useUploadFiles();
  const [creating, setCreating] = useState(false);

  // A new folder or a deletion starts the table afresh, with nothing selected.
  const [tableVersion, setTableVersion] = useState(0);
  const tableKey = `${dir}\n${tableVersion}`;
  const [selection, setSelection] = useState<{ tableKey: string; ids: RowId[] }>({
    tableKey,
    ids: [],
  });
  const selectedIds = selection.tableKey === tableKey ? selection.ids : [];
  const entries = folder.data?.filesList;
  const selectedFiles: FileEntry[] =
    entries?.filter((entry) => entry.isFile && selectedIds.includes(entry.id)) ?? [];

  const columns = useMemo(
    () => fileColumns({ onOpenFolder: onDirChange, onPick }),
    [onDirChange, onPick],
  );

  const handleCreate = (name: string) =>
    createFolder.mutate(
      { dir, name },
      {
        onSuccess: () => {
          setCreating(false);
          notify(messages.folderCreated, { severity: 'success' });
        },
        onError: notifyError,
      },
    );

  const handleDeleteFolder = async () => {
    const folder = dir;
    const parent = parentOf(folder);
    const deleted = await confirm({
      title: 'Delete folder',
      text: messages.deleteFolderConfirm(lastName(folder)),
      confirmLabel: 'Delete',
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
    setTableVersion((version) => version + 1);
    notify(messages.filesDeleted, { severity: 'success' });
  };

  const handleDeleteFiles = async () => {
    const fileNames = selectedFiles.map((entry) => entry.fileName);
    const deleted = await confirm({
      title: 'Delete files',
      text: messages.deleteFilesConfirm(fileNames.length),
      confirmLabel: 'Delete',
      onConfirm: () => deleteFiles.mutateAsync({ dir, fileNames }),
    });
    if (!deleted) return;
    setTableVersion((version) => version + 1);
    notify(messages.filesDeleted, { severity: 'success' });
  };

  const handleUpload = (files: File[]) => {
    const problem = uploadProblem(files, limits.data);
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
            notify(messages.fileRenamed(renamed.uploadedName, renamed.fileName), {
              severity: 'warning',
            });
          } else {
            notify(messages.filesUploaded(answer.files.length), { severity: 'success' });
          }
        },
        onError: notifyError,
      },
    );
  };

  const busy =
    createFolder.isPending || deleteFolder.isPending || deleteFiles.isPending || upload.isPending;

  return (
    <Stack spacing={1}>
      <PageBreadcrumbs
        label="Folder path"
        current="location"
        crumbs={folderCrumbs(dir, onDirChange)}
      />
      <DataTable
        key={tableKey}
        title={title}
        queryKey={fileKeys.table(dir)}
        load={load}
        columns={columns}
        rowId={(entry) => entry.id}
        pageSizes={pageSizes.fileManager}
        searchable={false}
        stateInAddress={false}
        onSelectionChange={(ids) => setSelection({ tableKey, ids })}
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
