import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveAuthSecrets } from '../../lib/secrets.ts';
import { DiskStorage } from '../../storage/disk-storage.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { linkKeys } from '../../lib/signed-links.ts';
import { S3Storage } from '../../storage/s3-storage.ts';

// docs/architecture.md "Files": where uploaded bytes live, chosen once from the configuration: an
// S3-compatible bucket when S3_BUCKET is set, else the disk under DATA_DIR (whose links the API
// serves itself, at `downloadPath`).

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

interface FileStorageOptions {
  /** The API path that serves a disk-stored file's bytes behind a signed link. */
  downloadPath: (id: number) => string;
}

export default fp<FileStorageOptions>(async function fileStoragePlugin(app: FastifyInstance, options) {
  const { config } = app;
  const storage: FileStorage =
    config.storage === 's3'
      ? new S3Storage({
          endpoint: config.S3_ENDPOINT!,
          bucket: config.S3_BUCKET!,
          region: config.S3_REGION,
          accessKeyId: config.S3_ACCESS_KEY_ID!,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
        })
      : new DiskStorage({
          root: path.join(config.dataDir, 'files'),
          linkKey: linkKeys('file', resolveAuthSecrets(config)),
          linkPath: options.downloadPath,
        });
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());
});
