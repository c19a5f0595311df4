import { importFileField, snackbarTimeouts } from '@bo/contract';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { notifyFailure } from '../../callFailures';
import { apiPost } from '../../http';
import { useApiMutation } from '../../useApiMutation';

/**
 * Sends an import file to `path` as the multipart part `file` and reads the
 * answer with `schema`; what the import changes (`staleKey`) is loaded again.
 * A failed import shows its error for 4.5 s (C§8).
 */
export function useImportFile<Answer>(path: string, schema: z.ZodType<Answer>, staleKey: QueryKey) {
  return useApiMutation({
    meta: notifyFailure({ timeoutMs: snackbarTimeouts.importFailure }),
    mutationFn: (file: File) => {
      const data = new FormData();
      data.set(importFileField, file, file.name);
      return apiPost(path, data, { schema });
    },
    stale: { queryKey: staleKey },
  });
}
