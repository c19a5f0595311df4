import { z } from 'zod';

/** The answer of an import (C§3 catalogue imports): `success`, the lines `imported`, then its own `fields`. */
export const importAnswerSchema = <Fields extends z.ZodRawShape>(fields: Fields) =>
  z.object({ success: z.boolean(), imported: z.number().int(), ...fields });
