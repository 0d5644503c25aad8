import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isMediaId } from '../../../src/core/api/media';
import type { Answers } from '../../../src/core/model';
import { upgradeDocument } from '../../../src/core/model/formats/migrate';
import { RunnerDatabase, type StoredMedia } from '../../../src/runner/db';
import { STORED_MEDIA_FORMAT, storedMediaFormat } from '../../../src/runner/storage/formats';
import {
  forgetMedia,
  keepMedia,
  mayDropMediaBlob,
  newMediaId,
  releaseSentMedia,
  unsentMediaCount,
} from '../../../src/runner/storage/media';
import { startResponse } from '../../../src/runner/storage/responseStart';
import { applyAck, commitChange } from '../../../src/runner/storage/responses';
import { OUTBOX_KINDS } from '../../../src/runner/sync/outboxKinds';

/**
 * Captured files on the device (src/runner/storage/media.ts): kept with their upload in one step, deleted
 * with it, and let go ONLY once the server holds the whole file and acknowledged a save naming it.
 */
let db: RunnerDatabase;
let counter = 0;
beforeEach(async () => {
  db = new RunnerDatabase(`media-test-${++counter}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

describe('mayDropMediaBlob: the one rule for letting a file go', () => {
  const cases: [
    string,
    Pick<StoredMedia, 'state' | 'namedAtSeq'>,
    { ackSeq: number } | undefined,
    boolean,
  ][] = [
    ['uploaded, named at 3, ack 3', { state: 'uploaded', namedAtSeq: 3 }, { ackSeq: 3 }, true],
    ['uploaded, named at 3, ack 5', { state: 'uploaded', namedAtSeq: 3 }, { ackSeq: 5 }, true],
    [
      'uploaded, named at 3, ack 2 (the save naming it not taken yet)',
      { state: 'uploaded', namedAtSeq: 3 },
      { ackSeq: 2 },
      false,
    ],
    ['uploaded, never seen named', { state: 'uploaded' }, { ackSeq: 9 }, false],
    ['still waiting, save acknowledged', { state: 'waiting', namedAtSeq: 1 }, { ackSeq: 9 }, false],
    ['refused', { state: 'refused', namedAtSeq: 1 }, { ackSeq: 9 }, false],
    ['no response on the device', { state: 'uploaded', namedAtSeq: 1 }, undefined, false],
  ];
  it.each(cases)('%s', (_name, media, response, expected) => {
    expect(mayDropMediaBlob(media, response)).toBe(expected);
  });
});

function imageAnswer(mediaId: string): Answers {
  return { q1: { kind: 'media', entries: [{ optionName: 'a.jpg', value: mediaId }] } };
}

describe('a file from capture to let go', () => {
  it('makes media ids the answer may hold', () => {
    expect(isMediaId(newMediaId())).toBe(true);
  });

  it('keeps the blob and its upload together, and forgets both', async () => {
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    const mediaId = newMediaId();
    const blob = new Blob([new Uint8Array(1000)], { type: 'image/jpeg' });
    await keepMedia(db, {
      mediaId,
      surveyId: 's1',
      responseId: response.id,
      questionId: 'q1',
      kind: 'image',
      fileName: 'a.jpg',
      blob,
    });
    expect(await db.media.get(mediaId)).toMatchObject({
      format: STORED_MEDIA_FORMAT,
      state: 'waiting',
      size: 1000,
      type: 'image/jpeg',
    });
    expect(await db.outbox.get(mediaId)).toMatchObject({
      kind: 'upload',
      mediaId,
      responseId: response.id,
      seq: 1,
      attempts: 0,
    });
    expect(await unsentMediaCount(db, response.id)).toBe(1);
    await forgetMedia(db, mediaId);
    expect(await db.media.get(mediaId)).toBeUndefined();
    expect(await db.outbox.get(mediaId)).toBeUndefined();
  });

  it('lets the blob go after the upload AND the save naming it were taken, in either order', async () => {
    for (const order of ['upload first', 'save first'] as const) {
      const response = await startResponse(db, { surveyId: 's1', version: 1 });
      const mediaId = newMediaId();
      const blob = new Blob([new Uint8Array(10)], { type: 'image/jpeg' });
      await keepMedia(db, {
        mediaId,
        surveyId: 's1',
        responseId: response.id,
        questionId: 'q1',
        kind: 'image',
        fileName: 'a.jpg',
        blob,
      });
      await commitChange(db, response.id, { answers: imageAnswer(mediaId) }, []);
      const upload = await db.outbox.get(mediaId);
      const save = await db.outbox.get(response.id);
      if (!upload || !save) throw new Error('both entries are queued');

      if (order === 'upload first') {
        await OUTBOX_KINDS.upload.delivered(db, upload, { mediaId });
        expect((await db.media.get(mediaId))?.state).toBe('uploaded');
        expect((await db.media.get(mediaId))?.blob, 'save naming it not acknowledged yet').toBeDefined();
        expect(await unsentMediaCount(db, response.id)).toBe(0);
        await OUTBOX_KINDS.save.delivered(db, save, { ackSeq: save.seq });
      } else {
        await OUTBOX_KINDS.save.delivered(db, save, { ackSeq: save.seq });
        expect((await db.media.get(mediaId))?.blob, 'file not on the server yet').toBeDefined();
        await OUTBOX_KINDS.upload.delivered(db, upload, { mediaId });
      }
      const kept = await db.media.get(mediaId);
      expect(kept?.blob).toBeUndefined();
      expect(kept).toMatchObject({ state: 'uploaded', namedAtSeq: 1, size: 10 });
      expect(await db.outbox.get(mediaId)).toBeUndefined();
    }
  });

  it('keeps the blob while the save that names it is newer than the server’s ack', async () => {
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    await commitChange(db, response.id, { userPage: 1 }, []);
    const mediaId = newMediaId();
    const blob = new Blob([new Uint8Array(10)], { type: 'audio/webm' });
    await keepMedia(db, {
      mediaId,
      surveyId: 's1',
      responseId: response.id,
      questionId: 'q1',
      kind: 'audio',
      fileName: 'r.webm',
      blob,
    });
    await commitChange(db, response.id, { answers: imageAnswer(mediaId) }, []);
    const upload = await db.outbox.get(mediaId);
    if (!upload) throw new Error('queued');
    await OUTBOX_KINDS.upload.delivered(db, upload, { mediaId });
    // The server acknowledges seq 1 (before the answer named the file, seq 2): the file stays.
    await applyAck(db, response.id, 1);
    expect(await releaseSentMedia(db, response.id)).toEqual([]);
    expect((await db.media.get(mediaId))?.namedAtSeq).toBe(2);
    await applyAck(db, response.id, 2);
    expect(await releaseSentMedia(db, response.id)).toEqual([mediaId]);
  });

  it('an uploaded file no answer names stays on the device', async () => {
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    const mediaId = newMediaId();
    await keepMedia(db, {
      mediaId,
      surveyId: 's1',
      responseId: response.id,
      questionId: 'q1',
      kind: 'image',
      fileName: 'a.jpg',
      blob: new Blob(['x']),
    });
    await commitChange(db, response.id, { userPage: 1 }, []);
    const upload = await db.outbox.get(mediaId);
    if (!upload) throw new Error('queued');
    await OUTBOX_KINDS.upload.delivered(db, upload, {});
    await applyAck(db, response.id, 1);
    expect(await releaseSentMedia(db, response.id)).toEqual([]);
    expect((await db.media.get(mediaId))?.blob).toBeDefined();
  });
});

describe('the media store in the device database', () => {
  it('opens a database of version 5 (before media) in version 6 or later and keeps its rows', async () => {
    const name = `media-upgrade-${Date.now()}`;
    const old = new Dexie(name);
    old.version(5).stores({
      releases: '[surveyId+version], surveyId',
      surveys: 'surveyId',
      responses: 'id, surveyId, [surveyId+status], updatedAt',
      outbox: 'id, responseId, surveyId',
    });
    await old.open();
    await old.table('surveys').put({ surveyId: 's1', currentVersion: 1, checkedAt: 0 });
    old.close();
    const upgraded = new RunnerDatabase(name);
    await upgraded.open();
    expect(upgraded.verno).toBeGreaterThanOrEqual(6);
    expect(await upgraded.surveys.get('s1')).toMatchObject({ currentVersion: 1 });
    expect(await upgraded.media.count()).toBe(0);
    await upgraded.delete();
  });

  it('reads the format-1 media row fixture as the current format', () => {
    const url = new URL('../../fixtures/formats/stored-media-v1.json', import.meta.url);
    const row = JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
    expect(row.format).toBe(1);
    expect(upgradeDocument(storedMediaFormat, row)).toEqual(row);
    expect(Object.keys(row).sort()).toEqual(
      [
        'createdAt',
        'fileName',
        'format',
        'kind',
        'mediaId',
        'questionId',
        'responseId',
        'sentBytes',
        'size',
        'state',
        'surveyId',
        'type',
      ].sort(),
    );
  });
});
