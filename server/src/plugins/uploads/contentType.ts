import { ACCEPTED_CONTENT_TYPES, type AcceptedContentType } from '@portal/contracts/documents';
import { fileTypeFromFile } from 'file-type';

const ACCEPTED: ReadonlySet<string> = new Set(ACCEPTED_CONTENT_TYPES);

const isAccepted = (mime: string): mime is AcceptedContentType => ACCEPTED.has(mime);

/**
 * The file's type as its first bytes say (PDF, JPEG or PNG), or null for anything
 * else. The name and the type the client declared are never asked: both are the
 * client's to choose, the bytes are what a viewer will open.
 */
export async function acceptedContentTypeOf(filePath: string): Promise<AcceptedContentType | null> {
  const detected = await fileTypeFromFile(filePath);
  return detected && isAccepted(detected.mime) ? detected.mime : null;
}

/** An extension for a file whose client gave no usable name. */
export const EXTENSION_OF: Record<AcceptedContentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
