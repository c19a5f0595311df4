import { fileTypeFromBuffer } from 'file-type';

interface AcceptedType {
  mime: string;
  extensions: readonly string[];
}

/**
 * A PDF by content: the '%PDF-' header within the first 1024 bytes (where
 * readers look for it) and an '%%EOF' marker near the end, so a truncated or
 * renamed file is refused.
 */
export function isPdf(data: Buffer): boolean {
  return (
    data.subarray(0, 1024).includes('%PDF-') &&
    data.subarray(Math.max(0, data.length - 2048)).includes('%%EOF')
  );
}

/** The type of `data` from its bytes when it is one of `accepted`; the client's name and type are never used. */
export async function detectAcceptedType<Type extends AcceptedType>(
  data: Buffer,
  accepted: readonly Type[],
): Promise<Type | undefined> {
  if (data.length === 0) return undefined;
  const detected = await fileTypeFromBuffer(data);
  const type = accepted.find((candidate) => candidate.mime === detected?.mime);
  if (type?.mime === 'application/pdf' && !isPdf(data)) return undefined;
  return type;
}
