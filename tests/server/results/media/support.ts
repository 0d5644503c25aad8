import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../../../server/db/database';
import { mediaFiles } from '../../../../server/db/schema';
import { localMediaStore, mediaStorageKey } from '../../../../server/media/storage';
import type { AnswerItemPayload } from '../../../../src/core/model';
import { postSave, saveBody, saveQuestion, setSurveyState } from '../../answers/fixture';
import { createSurvey, designer } from '../../design/support';

/**
 * A published survey with an image, an audio, a GPS and a city question, made through the design calls;
 * media files made as the upload side makes them (a media_files row, the bytes moved into the store).
 */
export type MediaSurvey = {
  token: string;
  userId: string;
  surveyId: string;
  imageId: string;
  audioId: string;
  gpsId: string;
  cityId: string;
  codes: { image: string; audio: string; gps: string; city: string };
};

export async function mediaSurvey(app: FastifyInstance, name = '门店走访 媒体'): Promise<MediaSurvey> {
  const { token, userId } = await designer(app);
  const { surveyId } = await createSurvey(app, token, name);
  const image = await saveQuestion(app, token, {
    belongId: surveyId,
    catalogKey: 'image',
    quTitle: '门店照片：正面/侧面',
  });
  const audio = await saveQuestion(app, token, {
    belongId: surveyId,
    catalogKey: 'audio',
    quTitle: '访谈录音',
  });
  const gps = await saveQuestion(app, token, {
    belongId: surveyId,
    catalogKey: 'gps',
    quTitle: '您在哪里？',
  });
  const city = await saveQuestion(app, token, {
    belongId: surveyId,
    catalogKey: 'city',
    quTitle: '所在城市',
  });
  await setSurveyState(app, token, surveyId, '1');
  const code = (question: { itemCode?: string | null; quNum?: string | null }, at: number) =>
    question.itemCode || question.quNum || `Q${at}`;
  return {
    token,
    userId,
    surveyId,
    imageId: image.id,
    audioId: audio.id,
    gpsId: gps.id,
    cityId: city.id,
    codes: { image: code(image, 1), audio: code(audio, 2), gps: code(gps, 3), city: code(city, 4) },
  };
}

export type StoredMedia = { mediaId: string; bytes: Buffer };

/**
 * A captured file as uploads leave it: complete (row with completedAt, bytes in the store) or still
 * arriving (row without completedAt, no bytes).
 */
export async function storeMedia(
  db: Database,
  dataDir: string,
  file: {
    surveyId: string;
    responseId: string;
    questionId: string;
    kind: 'audio' | 'image' | 'video';
    mimeType: string;
    extension: string;
    bytes: Buffer;
    fileName: string;
    complete?: boolean;
  },
): Promise<StoredMedia> {
  const mediaId = randomUUID();
  const complete = file.complete ?? true;
  const storageKey = complete ? mediaStorageKey(file.surveyId, mediaId, file.extension) : null;
  if (storageKey) {
    const source = join(dataDir, `incoming-${mediaId}`);
    await writeFile(source, file.bytes);
    await localMediaStore(dataDir).putFile(storageKey, source);
  }
  await db.insert(mediaFiles).values({
    id: mediaId,
    surveyId: file.surveyId,
    responseId: file.responseId,
    questionId: file.questionId,
    kind: file.kind,
    mimeType: complete ? file.mimeType : null,
    size: file.bytes.length,
    fileName: file.fileName,
    storageKey,
    completedAt: complete ? new Date('2026-11-20T08:00:00Z') : null,
  });
  return { mediaId, bytes: file.bytes };
}

/** Saves a response through the save call (the runner's wire items). */
export async function saveResponse(
  app: FastifyInstance,
  survey: MediaSurvey,
  responseId: string,
  items: AnswerItemPayload[],
  status: 'complete' | 'in-progress' = 'complete',
) {
  const body = saveBody({ surveyId: survey.surveyId } as Parameters<typeof saveBody>[0], {
    responseId,
    seq: 1,
    status,
    items,
  });
  const saved = await postSave(app, body);
  expect(saved.status, saved.envelope.message).toBe(200);
}

/** The wire items of a media answer: one item per entry (name, media id, transcript). */
export function mediaItems(
  surveyId: string,
  questionId: string,
  entries: { name: string; mediaId: string; text?: string }[],
): AnswerItemPayload[] {
  return entries.map((entry) => ({
    belongId: surveyId,
    quId: questionId,
    answer: entry.name,
    answserScore: entry.mediaId,
    ...(entry.text ? { otherAnswer: entry.text } : {}),
  }));
}

/** Bytes that look like nothing in particular, of a given length (a file's content for comparisons). */
export function someBytes(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let at = 0; at < length; at++) bytes[at] = (at * 31 + seed * 17) % 256;
  return bytes;
}
