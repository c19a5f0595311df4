import { importFileField } from '@bo/contract';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../http';
import { useApiMutation } from '../../useApiMutation';

/**
 * Sends an import file to `path` as the multipart part `file` and reads the
 * answer with `schema`; what the import changes (`staleKey`) is loaded again.
 */
export function useImportFile<Answer>(path: string, schema: z.ZodType<Answer>, staleKey: QueryKey) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (file: File) => {
      const data = new FormData();
      data.set(importFileField, file, file.name);
      return apiPost(path, data, { schema });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staleKey }),
  });
}
