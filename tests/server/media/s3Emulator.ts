import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../../server/media/s3Store';

/** s3rver's fixed credentials: it checks every request's signature against them. */
const EMULATOR_KEY = 'S3RVER';

/**
 * A local S3 emulator (s3rver: S3's HTTP API, signatures checked, objects in a temporary folder) with one
 * bucket, for the S3 media store's tests; its settings address the bucket path-style, as MinIO is used.
 */
export async function startS3Emulator(bucket = 'wenda-media') {
  const directory = await mkdtemp(join(tmpdir(), 'wenda-s3-'));
  const emulator = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await emulator.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: EMULATOR_KEY,
    secretAccessKey: EMULATOR_KEY,
    pathStyle: true,
  };
  return {
    settings,
    directory,
    close: async () => {
      await emulator.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
