import {
  createDirectoryAnswerSchema,
  deleteAnswerSchema,
  fileManagerApi,
  folderListingSchema,
  uploadAnswerSchema,
  uploadLimitsSchema,
  type FileEntry,
  type PagedAnswer,
  type PageQuery,
  type PageRequest,
} from '@bo/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { postQuery } from '../../platform/apiQuery';
import { notifyFailure } from '../../platform/callFailures';
import { apiPost } from '../../platform/http';
import type { TableLoad } from '../../platform/ui/data-table/types';
import { useApiMutation } from '../../platform/useApiMutation';

export const fileKeys = {
  all: ['files'] as const,
  folders: ['files', 'folder'] as const,
  folder: (dir: string) => ['files', 'folder', dir] as const,
  /** The table's own key; its `load` pages the cached folder listing. */
  table: (dir: string) => ['files', 'table', dir] as const,
  limits: ['files', 'limits'] as const,
};

/** A listing stays fresh briefly, so paging does not ask the server again; every change invalidates it. */
const listingFreshMs = 30_000;

function folderQuery(dir: string) {
  const body = { currentDir: dir, filesList: null };
  return queryOptions({
    ...postQuery(fileKeys.folder(dir), fileManagerApi.loadFiles, body, folderListingSchema),
    staleTime: listingFreshMs,
  });
}

/** The whole listing of `dir` (the server answers every entry of a folder, A§7). */
export function useFolder(dir: string) {
  return useQuery(folderQuery(dir));
}

const sortKeys = {
  fileName: (entry: FileEntry) => entry.fileName.toLocaleLowerCase(),
  size: (entry: FileEntry) => entry.size ?? -1,
  modified: (entry: FileEntry) => entry.modified,
} as const;

function isSortKey(key: string | undefined): key is keyof typeof sortKeys {
  return key !== undefined && Object.hasOwn(sortKeys, key);
}

/**
 * One page of a folder's entries, paged and sorted in the browser: folders
 * always first, then by the chosen column (the server's order by default).
 */
export function pageEntries(
  entries: readonly FileEntry[],
  request: PageRequest,
  query: PageQuery = {},
): PagedAnswer<FileEntry> {
  let rows = [...entries];
  const { orderBy } = query;
  if (isSortKey(orderBy)) {
    const key = sortKeys[orderBy];
    const direction = request.desc ? -1 : 1;
    rows.sort((a, b) => {
      if (a.isFile !== b.isFile) return a.isFile ? 1 : -1;
      const left = key(a);
      const right = key(b);
      return (left < right ? -1 : left > right ? 1 : 0) * direction;
    });
  }
  const total = rows.length;
  if (request.size === 0) return { rows, pageCount: 1, total, capped: false };
  const start = request.page * request.size;
  rows = rows.slice(start, start + request.size);
  return { rows, pageCount: Math.ceil(total / request.size), total, capped: false };
}

/** The DataTable's `load` for `dir`: the cached listing (fetched when stale), one page of it. */
export function useFolderTableLoad(dir: string): TableLoad<FileEntry> {
  const queryClient = useQueryClient();
  return useCallback(
    async (request, query) => {
      const listing = await queryClient.query(folderQuery(dir));
      return pageEntries(listing.filesList, request, query);
    },
    [queryClient, dir],
  );
}

/** The server's upload limits, for checks before sending. */
export function useUploadLimits() {
  const query = postQuery(fileKeys.limits, fileManagerApi.limits, undefined, uploadLimitsSchema);
  return useQuery({ ...query, staleTime: Infinity });
}

/** `parent/name`, or `name` at the root (''). */
export function childPath(dir: string, name: string): string {
  return dir ? `${dir}/${name}` : name;
}

/**
 * The listings first, then the rest: a table pages its folder's listing, and
 * one loading alongside (the parent shown while its folder is deleted) would
 * page the old listing again.
 */
function useInvalidateFiles() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: fileKeys.folders });
    await queryClient.invalidateQueries({
      queryKey: fileKeys.all,
      predicate: ({ queryKey }) => queryKey[1] !== fileKeys.folders[1],
    });
  };
}

/** Creates the folder `name` inside `dir`. */
export function useCreateFolder() {
  const invalidate = useInvalidateFiles();
  return useApiMutation({
    meta: notifyFailure(),
    mutationFn: ({ dir, name }: { dir: string; name: string }) =>
      apiPost(
        fileManagerApi.createDirectory,
        { currentDir: childPath(dir, name) },
        { schema: createDirectoryAnswerSchema },
      ),
    onSuccess: invalidate,
  });
}

/** Deletes the (empty) folder `dir`. */
export function useDeleteFolder() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateFiles();
  return useApiMutation({
    mutationFn: (dir: string) =>
      apiPost(
        fileManagerApi.deleteDirectory,
        { currentDir: dir, filesList: [] },
        { schema: deleteAnswerSchema },
      ),
    onSuccess: async (_answer, dir) => {
      queryClient.removeQueries({ queryKey: fileKeys.folder(dir) });
      await invalidate();
    },
  });
}

/** Deletes the files `fileNames` of `dir`. */
export function useDeleteFiles() {
  const invalidate = useInvalidateFiles();
  return useApiMutation({
    mutationFn: ({ dir, fileNames }: { dir: string; fileNames: readonly string[] }) =>
      apiPost(
        fileManagerApi.deleteFiles,
        { currentDir: dir, filesList: fileNames.map((fileName) => ({ fileName })) },
        { schema: deleteAnswerSchema },
      ),
    onSuccess: invalidate,
  });
}

/** Uploads `files` into `dir`: one as `formFile`, several as `formFiles` (A§7). */
export function useUploadFiles() {
  const invalidate = useInvalidateFiles();
  return useApiMutation({
    meta: notifyFailure(),
    mutationFn: ({ dir, files }: { dir: string; files: readonly File[] }) => {
      const data = new FormData();
      data.set('currentDir', dir);
      const field = files.length === 1 ? 'formFile' : 'formFiles';
      for (const file of files) data.append(field, file, file.name);
      return apiPost(fileManagerApi.uploadFile, data, { schema: uploadAnswerSchema });
    },
    onSuccess: invalidate,
  });
}
