import type { Readable } from 'node:stream';

// docs/architecture.md "Files": uploaded bytes live outside any served folder, on the local disk under
// DATA_DIR or in an S3-compatible bucket. Routes and services only see this interface.

/** How long a mediaUrl stays valid: long enough to click View, short enough that a leaked link dies. */
export const LINK_TTL_SECONDS = 15 * 60;

/** What a link needs to know about a stored file. */
export interface StoredFileRef {
  id: number;
  storageKey: string;
  contentType: string;
  /** The file name the browser shows and saves under (Content-Disposition). */
  downloadName: string;
}

export interface FileStorage {
  /** Stores the stream under `key`; when the stream or the write fails, nothing is kept and it rejects. */
  put(key: string, body: Readable): Promise<void>;
  /** Removes the bytes; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** A link that opens the file in a new tab without an Authorization header, valid for LINK_TTL_SECONDS. */
  link(file: StoredFileRef): Promise<string>;
  close(): Promise<void>;
}
