import type { Multipart } from '@fastify/multipart';

/**
 * Reads a small multipart body held in memory: its text fields and the first `file` part (any other file part is
 * drained and ignored). The route's multipart limit is `maxBytes + 1`, so one byte too many is seen here and
 * refused with `tooLarge()`. For the photo and the signature; a document streams to storage instead
 * (modules/files/upload.ts).
 */
export async function readFieldsAndFile(
  parts: AsyncIterable<Multipart>,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<{ fields: Record<string, string>; bytes: Buffer | null }> {
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    } else if (part.fieldname === 'file' && !bytes) {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= maxBytes) chunks.push(chunk);
      }
      if (size > maxBytes || part.file.truncated) throw tooLarge();
      bytes = Buffer.concat(chunks);
    } else {
      for await (const chunk of part.file) void chunk;
    }
  }
  return { fields, bytes };
}
