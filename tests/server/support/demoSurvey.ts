import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { expect } from 'vitest';
import type { Database } from '../../../server/db/database';
import {
  mediaFiles,
  questions as questionRows,
  releases,
  responseItems,
  surveys,
} from '../../../server/db/schema';
import type { MediaStore } from '../../../server/media/storage';
import { questionSummaries } from '../../../server/results/stats/summaries';
import { responseCount } from '../../../server/seed/sample-responses';
import { SURVEY_LOAD_API, type SurveyLoadResponse } from '../../../src/core/api/design';
import { MEDIA_TYPES } from '../../../src/core/media/uploads';
import { releaseSchema } from '../../../src/core/model';
import { ANSWERABLE_CATALOG_KEYS } from '../../../src/questions/answerable';
import { entryFor } from '../../../src/questions/catalogue';
import { MEDIA_KIND_OF_QU_TYPE } from '../../../src/questions/media/limits';
import { call } from './http';

/**
 * What a first start seeds for the demo designer (server/publish/demo.ts), checked where it is seeded: the
 * start test. Building the demo survey and its 200 responses with their media is the slowest thing a server
 * test does; checking a separate build of it in two more files per database doubled that for nothing.
 */

/** The published demo survey: every answerable family built end to end, over several groups and pages. */
export async function expectDemoSurveyBuilt(app: FastifyInstance, db: Database, surveyId: string) {
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, surveyId));
  expect(
    await db
      .select()
      .from(surveys)
      .where(eq(surveys.userId, survey?.userId ?? '')),
  ).toHaveLength(1);
  expect(await db.select().from(releases).where(eq(releases.surveyId, surveyId))).toHaveLength(1);

  const loaded = await call<SurveyLoadResponse>(app, 'GET', `${SURVEY_LOAD_API.load}?surveyId=${surveyId}`);
  expect(loaded.status).toBe(200);
  const release = releaseSchema.parse(loaded.envelope.data.release);
  expect(release.survey.surveyName).toBe('示例问卷');
  expect(release.groups).toHaveLength(3);
  const shown = release.groups.flatMap((group) => group.questionList);
  const kinds = new Set(shown.map((question) => question.catalogKey));
  // Every answerable family, and nothing a respondent could not answer.
  expect([...kinds].sort()).toEqual([...ANSWERABLE_CATALOG_KEYS].sort());
  expect(shown.filter((question) => question.elementType === 'PageBox').length).toBeGreaterThanOrEqual(3);
  const education = shown.find((question) => question.catalogKey === 'education');
  expect(education?.optionList.map((option) => option.optionName)).toContain('大学本科');
}

/**
 * Its 200 generated responses, which every summary reads, and the files their media answers name: each
 * complete, of a type its question's kind takes (read from its bytes), and readable from the media store whole.
 */
export async function expectDemoResponses(db: Database, store: MediaStore, surveyId: string) {
  expect(await responseCount(db, surveyId)).toBe(200);
  const { questions } = await questionSummaries(db, { surveyId, filter: { invalid: 'include' } }, 'zh');
  expect(questions.length).toBeGreaterThan(20);
  // Every answerable question of the demo was answered by some of the generated responses, its media
  // questions included: their answers name generated files stored as uploads store them.
  expect(questions.filter((summary) => summary.answered === 0).map((summary) => summary.title)).toEqual([]);

  const mediaQuestions = (
    await db.select().from(questionRows).where(eq(questionRows.belongId, surveyId))
  ).filter((row) => entryFor(row.catalogKey)?.answerKind === 'media');
  expect(mediaQuestions.length).toBeGreaterThan(0);
  const files = new Map(
    (await db.select().from(mediaFiles).where(eq(mediaFiles.surveyId, surveyId))).map((row) => [row.id, row]),
  );
  for (const question of mediaQuestions) {
    const kind = MEDIA_KIND_OF_QU_TYPE[question.mediaQuType ?? ''];
    if (!kind) throw new Error(`media question ${question.id} has no kind`);
    const items = await db.select().from(responseItems).where(eq(responseItems.questionId, question.id));
    const named = items.flatMap((item) =>
      item.value.kind === 'media'
        ? item.value.entries.map((entry) => ({ mediaId: entry.value, responseId: item.responseId }))
        : [],
    );
    expect(named.length, question.catalogKey).toBeGreaterThan(0);
    for (const { mediaId, responseId } of named) {
      const row = files.get(mediaId);
      expect(row?.completedAt, `${question.catalogKey} ${mediaId}`).toBeInstanceOf(Date);
      expect(row?.kind).toBe(kind);
      expect(row?.responseId).toBe(responseId);
      expect(row?.questionId).toBe(question.id);
      expect(MEDIA_TYPES[kind]).toContain(row?.mimeType);
      const opened = await store.open(row?.storageKey ?? '');
      if (!opened) throw new Error(`${row?.storageKey} is not in the media store`);
      const bytes = await bytesOf(opened.stream);
      expect(bytes.length).toBe(row?.size);
      expect((await fileTypeFromBuffer(bytes))?.mime).toBe(row?.mimeType);
    }
  }
}

/** Every stream's bytes, read to the end. */
async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
