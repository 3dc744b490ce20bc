import { join } from 'node:path';
import type { Env } from '#src/config/env.ts';
import { localDiskStorage } from './local-disk-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { s3Storage } from './s3-storage.ts';

/** The store env names: S3 when configured (env.ts checks all or none), else local disk. */
export function configuredStorage(env: Env): ObjectStorage {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      spoolDir: join(env.DATA_DIR, 'uploads-spool'),
    });
  }
  return localDiskStorage(join(env.DATA_DIR, 'uploads'));
}
