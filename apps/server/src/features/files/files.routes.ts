import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createDirectoryAnswerSchema,
  createDirectorySchema,
  deleteAnswerSchema,
  fileManagerAccept,
  fileManagerApi,
  fileModelSchema,
  folderListingSchema,
  messages,
  uploadAnswerSchema,
  uploadFileFields,
  uploadLimitsSchema,
  screenRoles,
} from '@bo/contract';
import type { Config } from '../../config.js';
import { rolesAccess } from '../../platform/http/access.js';
import { currentUser } from '../../platform/http/current-user.js';
import { readMultipart } from '../../platform/http/multipart.js';
import type { Storage } from '../../platform/storage/storage.js';
import { joinPath, parentPath } from './file-paths.js';
import { fileEntryPresenter } from './files.presenter.js';
import type { FileManagerService } from './files.service.js';

/** File manager: ContentManager or CatalogManager (DESIGN §4). */
const access = rolesAccess(...screenRoles.files);
const tags = ['files'];

export function registerFileManagerRoutes(
  app: FastifyInstance,
  service: FileManagerService,
  storage: Storage,
  config: Config,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const routeConfig = { access };

  api.post(
    fileManagerApi.loadFiles,
    {
      config: routeConfig,
      schema: {
        tags,
        summary: 'Every entry of a folder (currentDir, "" for the root), folders first',
        body: fileModelSchema,
        response: { 200: folderListingSchema },
      },
    },
    async (request) => {
      const { comId } = currentUser(request);
      const { folder, entries } = await service.load(comId, request.body.currentDir);
      return {
        parentDir: parentPath(folder),
        currentDir: joinPath(folder),
        filesList: entries.map(fileEntryPresenter(storage, comId, folder)),
      };
    },
  );

  api.post(
    fileManagerApi.createDirectory,
    {
      config: routeConfig,
      schema: {
        tags,
        summary: 'Creates the folder currentDir (e.g. "news/2026") inside an existing parent',
        body: createDirectorySchema,
        response: { 200: createDirectoryAnswerSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { folder, entry } = await service.createDirectory(user, request.body.currentDir);
      return {
        message: messages.folderCreated,
        folder: fileEntryPresenter(storage, user.comId, folder)(entry),
      };
    },
  );

  api.post(
    fileManagerApi.deleteDirectory,
    {
      config: routeConfig,
      schema: {
        tags,
        summary: 'Deletes the empty folder currentDir (never the root)',
        body: fileModelSchema,
        response: { 200: deleteAnswerSchema },
      },
    },
    async (request) => {
      const deleted = await service.deleteDirectory(currentUser(request), request.body.currentDir);
      return { message: messages.filesDeleted, deleted: [deleted] };
    },
  );

  api.post(
    fileManagerApi.deleteFiles,
    {
      config: routeConfig,
      schema: {
        tags,
        summary: 'Deletes the files of filesList (by fileName) inside currentDir: all or none',
        body: fileModelSchema,
        response: { 200: deleteAnswerSchema },
      },
    },
    async (request) => {
      const deleted = await service.deleteFiles(currentUser(request), request.body);
      return { message: messages.filesDeleted, deleted };
    },
  );

  api.post(
    fileManagerApi.uploadFile,
    {
      config: routeConfig,
      schema: {
        tags,
        summary: 'Uploads files into the folder currentDir (not the root)',
        description:
          'multipart/form-data: currentDir, and a file formFile or several files formFiles. ' +
          'Types are checked by content; a taken name is kept and the new file gets " (n)".',
        consumes: ['multipart/form-data'],
        response: { 200: uploadAnswerSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const form = await readMultipart(request, uploadFileFields, {
        fileBytes: config.uploadLimitBytes,
        requestBytes: config.uploadRequestLimitBytes,
        files: config.uploadFilesPerRequest,
      });
      const { folder, stored } = await service.upload(user, form);
      const present = fileEntryPresenter(storage, user.comId, folder);
      return {
        message: messages.filesUploaded(stored.length),
        files: stored.map(({ entry, uploadedName }) => ({
          ...present(entry),
          uploadedName,
        })),
      };
    },
  );

  api.post(
    fileManagerApi.limits,
    {
      config: routeConfig,
      schema: {
        tags,
        summary: 'Upload limits and accepted types',
        response: { 200: uploadLimitsSchema },
      },
    },
    () => ({
      fileLimitBytes: config.uploadLimitBytes,
      requestLimitBytes: config.uploadRequestLimitBytes,
      filesPerRequest: config.uploadFilesPerRequest,
      accept: fileManagerAccept,
    }),
  );
}
