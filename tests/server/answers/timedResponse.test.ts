import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { questionSummaries } from '../../../server/results/stats/summaries';
import { spokenWav } from '../../../server/seed/sample-media';
import type { AnswerOfKind, MediaEntry, Question } from '../../../src/core/model';
import { toSavePayload } from '../../../src/questions/validate';
import { createSurvey, design, designer, saveRaw } from '../design/support';
import { tusCreate, tusPatch } from '../media/support';
import { runExport } from '../results/exports/support';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { postSave, saveBody, saveQuestion, setSurveyState, storedResponse } from './fixture';

/**
 * Timed response (speech) on each database: the designer's items and setup kept through the save endpoint the
 * platform names for it (/design/qu-time-notes) and read back as saved; a wrong setup refused naming the setting;
 * a response whose first item's recording arrives over tus (the one upload path media uses) saved with its
 * item, onset and latency, the second item silent; the server's re-check (the family's core rule) refusing a
 * latency past the window and an item recorded twice, storing nothing; the export's latency and file columns
 * and the report's per-item latencies.
 */
const dataDir = await mkdtemp(join(tmpdir(), 'wenda-timed-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const ENDPOINT = '/design/qu-time-notes/ajaxSave';
type Media = AnswerOfKind<'media'>;

describe.each(databaseTargets())('timed response answers ($name)', (target) => {
  const ctx = useTestApp(target, { dataDir });

  async function timedSurvey(fields: Record<string, unknown> = {}) {
    const { token } = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token, '图片命名');
    const body = {
      belongId: survey.surveyId,
      catalogKey: 'timedResponse',
      quTitle: '请尽快说出图片中物体的名称',
      descList: [{ optionName: '苹果' }, { optionName: '自行车' }],
      answerConfig: { timed: { maxSeconds: 3, thresholdDb: -35, rerecord: false } },
      ...fields,
    };
    await saveQuestion(ctx().app, token, body);
    const [question] = (await design(ctx().app, token, survey.surveyId)).groupList.flatMap(
      (group) => group.questionList,
    );
    return { token, surveyId: survey.surveyId, question: question as Question, body };
  }

  /** Uploads a recording over tus as the device does, for this response and question. */
  async function upload(surveyId: string, responseId: string, questionId: string, bytes: Buffer) {
    const mediaId = randomUUID();
    const metadata = { mediaId, surveyId, responseId, questionId, kind: 'audio', filename: 'response.wav' };
    expect((await tusCreate(ctx().app, metadata, bytes.length)).statusCode).toBe(201);
    expect((await tusPatch(ctx().app, mediaId, bytes)).statusCode).toBe(204);
    return mediaId;
  }

  function save(surveyId: string, question: Question, answer: Media, responseId = randomUUID()) {
    const body = saveBody({ surveyId } as Parameters<typeof saveBody>[0], {
      responseId,
      seq: 1,
      status: 'complete',
      items: toSavePayload(question, answer),
    });
    return { body, result: postSave(ctx().app, body, 'en') };
  }

  it('keeps the items and the setup, and refuses a wrong setting by name', async () => {
    const { token, question, body } = await timedSurvey();
    expect(question.catalogKey).toBe('timedResponse');
    expect(question.descList.map((item) => item.optionName)).toEqual(['苹果', '自行车']);
    expect(question.answerConfig.timed).toEqual({ maxSeconds: 3, thresholdDb: -35, rerecord: false });
    const refused = async (patch: Record<string, unknown>) => {
      const result = await saveRaw(
        ctx().app,
        token,
        ENDPOINT,
        { ...body, quId: question.id, ...patch } as never,
        'en',
      );
      return [result.status, result.envelope.message];
    };
    expect(
      await refused({ answerConfig: { timed: { maxSeconds: 90, thresholdDb: -35, rerecord: true } } }),
    ).toEqual([400, 'The longest recording must be a whole number of seconds from 1 to 60']);
    expect(
      await refused({ answerConfig: { timed: { maxSeconds: 3, thresholdDb: 0, rerecord: true } } }),
    ).toEqual([400, 'The sound threshold must be a whole number of dB from -70 to -10']);
    expect(await refused({ descList: [{ optionName: '  ' }] })).toEqual([
      400,
      'Each item needs a text or an image',
    ]);
    // Unchanged by the refusals.
    const [kept] = (await design(ctx().app, token, question.belongId)).groupList.flatMap(
      (group) => group.questionList,
    );
    expect(kept?.answerConfig.timed).toEqual({ maxSeconds: 3, thresholdDb: -35, rerecord: false });
  });

  it('stores a response with its recording, re-checks it, and reports and exports the latencies', async () => {
    const { token, surveyId, question } = await timedSurvey();
    await setSurveyState(ctx().app, token, surveyId, '1');
    const [apple, bike] = question.descList;
    const responseId = randomUUID();
    const mediaApple = await upload(surveyId, responseId, question.id, spokenWav(317 + 812));
    const mediaBike = randomUUID(); // recorded, not uploaded yet: the answer may name it before it arrives
    const entry = (descId: string, value: string, latencyMs: number | null): MediaEntry => ({
      optionName: 'response-20261126-101500.wav',
      value,
      descId,
      onsetMs: 317,
      latencyMs,
    });
    const answer: Media = {
      kind: 'media',
      entries: [entry(apple!.id, mediaApple, 812), entry(bike!.id, mediaBike, null)],
    };

    // Re-checked by the server: a latency past the 3 s window, an item recorded twice: refused, nothing stored.
    for (const bad of [
      { ...answer, entries: [entry(apple!.id, mediaApple, 3200), entry(bike!.id, mediaBike, null)] },
      { ...answer, entries: [entry(apple!.id, mediaApple, 812), entry(apple!.id, mediaBike, 900)] },
    ]) {
      const refused = save(surveyId, question, bad);
      const result = await refused.result;
      expect(result.status).toBe(400);
      expect((result.envelope.data as { reason?: string } | undefined)?.reason).toBe('invalidAnswers');
      expect((await storedResponse(ctx().db, refused.body.responseId)).items).toHaveLength(0);
    }

    const { result } = save(surveyId, question, answer, responseId);
    const saved = await result;
    expect(saved.status, saved.envelope.message).toBe(200);
    const { items } = await storedResponse(ctx().db, responseId);
    expect(items).toHaveLength(1); // one slot: a media answer is one row
    expect(items[0]?.value).toEqual(answer);

    const { file } = await runExport(ctx().app, token, { surveyId, format: 'csv' });
    const [header, row] = parse(file, { bom: true }) as string[][];
    const code = question.itemCode || 'Q1';
    expect(header?.filter((name) => name.startsWith(code))).toEqual([
      `${code}_1_ms`,
      `${code}_1_file`,
      `${code}_2_ms`,
      `${code}_2_file`,
    ]);
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(cell(`${code}_1_ms`)).toBe('812');
    expect(cell(`${code}_1_file`)).toBe(`${responseId}/${code}-请尽快说出图片中物体的名称-1.wav`);
    // Silent, and its file not received: both empty.
    expect([cell(`${code}_2_ms`), cell(`${code}_2_file`)]).toEqual(['', '']);

    // A second respondent: the median and mean are over the voiced recordings.
    const second: Media = {
      kind: 'media',
      entries: [entry(apple!.id, randomUUID(), 1012), entry(bike!.id, randomUUID(), 640)],
    };
    expect((await save(surveyId, question, second).result).status).toBe(200);
    const { questions } = await questionSummaries(
      ctx().db,
      { surveyId, filter: { invalid: 'exclude' } },
      'zh',
    );
    const [summary] = questions;
    if (summary?.kind !== 'count') throw new Error(`a count summary expected, got ${summary?.kind}`);
    expect(summary.latency?.items).toEqual([
      { descId: apple!.id, label: '苹果', recordings: 2, voiced: 2, medianMs: 912, meanMs: 912 },
      { descId: bike!.id, label: '自行车', recordings: 2, voiced: 1, medianMs: 640, meanMs: 640 },
    ]);
    expect(summary.media).toMatchObject({ files: 4, received: 1 });
  });
});
