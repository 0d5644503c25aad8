import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_REQUIRED_VARIABLES, s3SettingsFromEnv } from '../../../server/media/s3Config';
import { bucketUrlOf, s3MediaStore } from '../../../server/media/s3Store';
import type { MediaStore } from '../../../server/media/storage';
import { startServer } from '../../../server/start';
import { MEDIA_API } from '../../../src/core/api/media';
import { RESULTS_API } from '../../../src/core/api/results';
import { UPLOAD_CHUNK_BYTES } from '../../../src/core/media/uploads';
import { type MediaSurvey, mediaItems, mediaSurvey, saveResponse } from '../results/media/support';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { startS3Emulator } from './s3Emulator';
import { filesUnder, freshDataDir, jpegBytes, mediaRow, newIds, tusUpload } from './support';

const FULL_ENV = {
  WENDA_S3_ENDPOINT: 'https://s3.example.com',
  WENDA_S3_BUCKET: 'survey-media',
  WENDA_S3_REGION: 'cn-north-1',
  WENDA_S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  WENDA_S3_SECRET_ACCESS_KEY: 'secret',
};

describe('the S3 media store’s settings from the environment', () => {
  it('is off with none of its variables, on with all five, and refuses a partial or malformed set', () => {
    expect(s3SettingsFromEnv({})).toBeUndefined();
    expect(s3SettingsFromEnv({ WENDA_S3_BUCKET: '  ' })).toBeUndefined();
    expect(s3SettingsFromEnv(FULL_ENV)).toEqual({
      endpoint: 'https://s3.example.com',
      bucket: 'survey-media',
      region: 'cn-north-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      pathStyle: false,
    });
    expect(s3SettingsFromEnv({ ...FULL_ENV, WENDA_S3_PATH_STYLE: 'true' })?.pathStyle).toBe(true);
    for (const name of S3_REQUIRED_VARIABLES) {
      const partial: Record<string, string> = { ...FULL_ENV };
      delete partial[name];
      expect(() => s3SettingsFromEnv(partial)).toThrow(`missing: ${name}`);
    }
    expect(() => s3SettingsFromEnv({ WENDA_S3_PATH_STYLE: 'true' })).toThrow(
      'missing: WENDA_S3_ENDPOINT, WENDA_S3_BUCKET',
    );
    expect(() => s3SettingsFromEnv({ ...FULL_ENV, WENDA_S3_ENDPOINT: 's3.example.com' })).toThrow(
      'WENDA_S3_ENDPOINT must be an http(s) address',
    );
    expect(() => s3SettingsFromEnv({ ...FULL_ENV, WENDA_S3_PATH_STYLE: 'yes' })).toThrow(
      'WENDA_S3_PATH_STYLE must be true or false',
    );
  });

  it('addresses the bucket path-style or virtual-hosted', () => {
    const endpoint = 'https://minio.example.com:9000';
    expect(bucketUrlOf({ endpoint, bucket: 'media', pathStyle: true })).toBe(
      'https://minio.example.com:9000/media',
    );
    expect(bucketUrlOf({ endpoint, bucket: 'media', pathStyle: false })).toBe(
      'https://media.minio.example.com:9000',
    );
  });
});

/**
 * Respondents' files kept in an S3-compatible store, against a local S3 emulator (s3rver: S3's HTTP API,
 * objects kept in a folder; it checks the access key id and the request's signing headers, not the V4
 * signature's value), on each database: a tus upload finishes into the bucket and nowhere on the server's
 * disk, is read back whole and by range by its respondent and by the survey's owner, goes into the results'
 * media ZIP, and is gone once removed. The bucket is checked at start.
 */
describe.each(databaseTargets())('media files in an S3 store ($name)', (target) => {
  const dataDir = freshDataDir();
  let emulator: Awaited<ReturnType<typeof startS3Emulator>>;
  let s3: ReturnType<typeof s3MediaStore>;
  // The app is built before the emulator's port is known to the store's settings: it reads through this.
  const store: MediaStore = {
    putFile: (key, path) => s3.putFile(key, path),
    open: (key, range) => s3.open(key, range),
    remove: (key) => s3.remove(key),
  };
  afterAll(async () => {
    await emulator?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const ctx = useTestApp(target, { dataDir, mediaStore: store });
  let base = '';
  let survey: MediaSurvey;

  beforeAll(async () => {
    emulator = await startS3Emulator();
    s3 = s3MediaStore(emulator.settings);
    const { app } = ctx();
    survey = await mediaSurvey(app, '门店走访 S3');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  it('checks the bucket at start and names what is wrong', async () => {
    await expect(s3.checkBucket()).resolves.toBeUndefined();
    await expect(
      s3MediaStore({ ...emulator.settings, bucket: 'no-such-bucket' }).checkBucket(),
    ).rejects.toThrow('the S3 bucket "no-such-bucket" at http://127.0.0.1:');
    await expect(
      s3MediaStore({ ...emulator.settings, accessKeyId: 'UNKNOWN' }).checkBucket(),
    ).rejects.toThrow('the access key is refused');
    // The server does not start on a bucket it cannot use (before its database is even opened).
    await expect(
      startServer({ port: 0, dataDir, s3: { ...emulator.settings, bucket: 'no-such-bucket' } }),
    ).rejects.toThrow('the S3 bucket "no-such-bucket"');
  });

  it('uploads over tus into the bucket, serves it whole and by range, zips it and removes it', async () => {
    const { app, db } = ctx();
    const bytes = jpegBytes(2 * UPLOAD_CHUNK_BYTES + 4_321);
    const ids = newIds();
    await tusUpload(`${base}${MEDIA_API.tus}`, bytes, {
      mediaId: ids.mediaId,
      surveyId: survey.surveyId,
      responseId: ids.responseId,
      questionId: survey.imageId,
      kind: 'image',
      filename: 'front.jpg',
      filetype: 'image/jpeg',
    });
    const row = await mediaRow(db, ids.mediaId);
    expect(row).toMatchObject({ mimeType: 'image/jpeg', size: bytes.length });
    const key = `${survey.surveyId}/${ids.mediaId}.jpg`;
    expect(row?.storageKey).toBe(key);
    // In the bucket, and nothing of it on the server's disk: neither the media folder nor tus's.
    const files = await filesUnder(dataDir);
    expect([...files.media, ...files.tus].filter((name) => name.startsWith(ids.mediaId))).toEqual([]);
    const inBucket = await s3.open(key);
    expect(inBucket?.size).toBe(bytes.length);
    inBucket?.stream.destroy();

    // The respondent's own file, whole and by range.
    const ownUrl = `${MEDIA_API.respondentFile.replace(':mediaId', ids.mediaId)}?responseId=${ids.responseId}`;
    const whole = await app.inject({ method: 'GET', url: ownUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(bytes.length));
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await app.inject({
      method: 'GET',
      url: ownUrl,
      headers: { range: 'bytes=1048570-1048589' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1048570-1048589/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(1_048_570, 1_048_590))).toBe(true);

    // The owner's results: the file call by range, and the media ZIP once a saved answer names the file.
    const resultsUrl = MEDIA_API.resultsFile.replace(':mediaId', ids.mediaId);
    const tail = await app.inject({
      method: 'GET',
      url: resultsUrl,
      headers: { token: survey.token, range: 'bytes=-100' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 100))).toBe(true);
    await saveResponse(
      app,
      survey,
      ids.responseId,
      mediaItems(survey.surveyId, survey.imageId, [{ name: 'front.jpg', mediaId: ids.mediaId }]),
      'in-progress',
    );
    const zipped = await app.inject({
      method: 'POST',
      url: RESULTS_API.mediaZip,
      headers: { token: survey.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ surveyId: survey.surveyId }),
    });
    expect(zipped.statusCode).toBe(200);
    const zipPath = join(dataDir, `${randomUUID()}.zip`);
    await writeFile(zipPath, zipped.rawPayload);
    const names = execFileSync('unzip', ['-Z1', zipPath], { encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(names).toHaveLength(1);
    const fromZip = execFileSync(
      'unzip',
      ['-p', zipPath, (names[0] as string).replace(/([[\]*?])/g, '\\$1')],
      {
        maxBuffer: 1 << 24,
      },
    );
    expect(fromZip.equals(bytes)).toBe(true);

    // Removed from the store: gone from the bucket, and its calls answer 404 as for any missing file.
    await store.remove(key);
    expect(await s3.open(key)).toBeUndefined();
    await store.remove(key);
    expect((await app.inject({ method: 'GET', url: ownUrl })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: resultsUrl, headers: { token: survey.token } })).statusCode,
    ).toBe(404);
  }, 60_000);

  it('refuses a file of the wrong type and puts nothing in the bucket', async () => {
    const { db } = ctx();
    const ids = newIds();
    const failure = await tusUpload(`${base}${MEDIA_API.tus}`, Buffer.from('not a photo\n'.repeat(1000)), {
      mediaId: ids.mediaId,
      surveyId: survey.surveyId,
      responseId: ids.responseId,
      questionId: survey.imageId,
      kind: 'image',
    }).then(
      () => 'stored',
      () => 'refused',
    );
    expect(failure).toBe('refused');
    expect(await mediaRow(db, ids.mediaId)).toBeUndefined();
    const emulatorFiles = await readdir(emulator.directory, { recursive: true });
    expect(emulatorFiles).toContain(emulator.settings.bucket);
    expect(emulatorFiles.filter((name) => name.includes(ids.mediaId))).toEqual([]);
  }, 60_000);
});
