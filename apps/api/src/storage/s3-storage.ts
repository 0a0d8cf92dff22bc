import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { inlineContentDisposition } from './content-disposition.ts';
import { LINK_TTL_SECONDS, type FileStorage, type StoredFileRef } from './file-storage.ts';

export interface S3StorageOptions {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Files in an S3-compatible bucket (S3_* settings); links are presigned GETs straight to the bucket. */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Plain signed PUTs: S3-compatible servers do not all accept the SDK's default trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable): Promise<void> {
    // S3 needs the length up front, and only a fully checked upload may reach the bucket: spool the
    // (at most 10 MB) stream to a temporary file first.
    const temp = path.join(os.tmpdir(), `vendor-upload-${crypto.randomUUID()}`);
    try {
      await pipeline(body, fs.createWriteStream(temp, { flags: 'wx' }));
      const { size } = await fs.promises.stat(temp);
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          Body: fs.createReadStream(temp),
          ContentLength: size,
        }),
      );
    } finally {
      await fs.promises.rm(temp, { force: true });
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  async link(file: StoredFileRef): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.options.bucket,
      Key: file.storageKey,
      ResponseContentType: file.contentType,
      ResponseContentDisposition: inlineContentDisposition(file.downloadName),
    });
    return getSignedUrl(this.client, command, { expiresIn: LINK_TTL_SECONDS });
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
