import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../server/accounts/service';
import { mediaFiles, questions as questionRows, responseItems } from '../../../../server/db/schema';
import { tusUploadsDirOf } from '../../../../server/media/plugin';
import { localMediaStore } from '../../../../server/media/storage';
import { ensureDemoSurvey } from '../../../../server/publish/demo';
import { questionSummaries } from '../../../../server/results/stats/summaries';
import { responseCount } from '../../../../server/seed/sample-responses';
import { MEDIA_TYPES } from '../../../../src/core/media/uploads';
import { entryFor } from '../../../../src/questions/catalogue';
import { MEDIA_KIND_OF_QU_TYPE } from '../../../../src/questions/media/limits';
import { freshDataDir } from '../../media/support';
import { useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';

/** Every stream's bytes, read to the end. */
async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe.each(databaseTargets())('the demo survey’s generated responses ($name)', (target) => {
  const ctx = useTestApp(target);
  const dataDir = freshDataDir();
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('gives a fresh demo survey a few hundred responses once, which every summary reads', async () => {
    const { db } = ctx();
    const demo = await createUser(db, { userName: 'demo_results', password: 'Passw0rd-demo' });
    const store = localMediaStore(dataDir);
    const media = { store, stagingDir: tusUploadsDirOf(dataDir) };
    const surveyId = await ensureDemoSurvey(db, demo.userId, media);
    expect(await responseCount(db, surveyId)).toBe(200);
    await ensureDemoSurvey(db, demo.userId, media);
    expect(await responseCount(db, surveyId)).toBe(200);
    const { questions } = await questionSummaries(db, { surveyId, filter: { invalid: 'include' } }, 'zh');
    expect(questions.length).toBeGreaterThan(20);
    // Every answerable question of the demo was answered by some of the generated responses, its media
    // questions included: their answers name generated files stored as uploads store them.
    expect(questions.filter((summary) => summary.answered === 0).map((summary) => summary.title)).toEqual([]);

    // Each file a media answer names is complete, of a type its question's kind takes (read from its bytes),
    // and readable from the media store whole.
    const mediaQuestions = (
      await db.select().from(questionRows).where(eq(questionRows.belongId, surveyId))
    ).filter((row) => entryFor(row.catalogKey)?.answerKind === 'media');
    expect(mediaQuestions.length).toBeGreaterThan(0);
    const files = new Map(
      (await db.select().from(mediaFiles).where(eq(mediaFiles.surveyId, surveyId))).map((row) => [
        row.id,
        row,
      ]),
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
  });
});
