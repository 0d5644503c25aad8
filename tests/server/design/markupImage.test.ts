import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type QuestionsResponse, RESULTS_API } from '../../../src/core/api/results';
import { postSave, saveBody, saveQuestion, setSurveyState, storedResponse } from '../answers/fixture';
import { ok } from '../results/stats/fixture';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { upload } from '../support/multipart';
import { createSurvey, design, designer, saveRaw } from './support';

/**
 * Image markup on each database: pictures uploaded by the designer saved as the items (optionTitle the
 * address, optionName the name) with the designer's own marks, read back; the save endpoint refuses a
 * picture that is no upload of ours, a name over 6 characters, no mark, no item; published, it is answered
 * with a mark per picture (matrix items: the picture as row, the mark as column), checked by the server; the
 * report gives each picture's marks, against counts written here.
 */
const dataDir = await mkdtemp(join(tmpdir(), 'wenda-markup-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const SAVE = '/design/qu-img-mark/ajaxSave';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

describe.each(databaseTargets())('image markup ($name)', (target) => {
  const ctx = useTestApp(target, { dataDir });

  async function designedSurvey() {
    const { token } = await designer(ctx().app);
    const { surveyId } = await createSurvey(ctx().app, token, '广告图片标记');
    const added = await saveQuestion(ctx().app, token, {
      belongId: surveyId,
      catalogKey: 'markupImage',
      quTitle: '请为每张广告图标记感受',
    });
    expect(added).toMatchObject({ elementType: 'MarkupImageBox', catalogKey: 'markupImage' });
    const stored = await upload(ctx().app, token, [
      { name: 'surveyId', content: surveyId },
      { name: 'file', fileName: 'ad1.png', content: PNG },
      { name: 'file', fileName: 'ad2.png', content: PNG },
    ]);
    expect(stored.status, stored.envelope.message).toBe(200);
    const [first, second] = stored.envelope.data.map((file) => file.url);
    const body = {
      belongId: surveyId,
      quId: added.id,
      catalogKey: 'markupImage',
      optionList: [
        { optionName: '广告一', optionTitle: first },
        { optionName: '广告二', optionTitle: second },
      ],
      answerConfig: { markOptions: ['like', 'dislike', '惊喜'] },
    };
    const saved = await saveQuestion(ctx().app, token, body);
    return { token, surveyId, saved, body, urls: [first, second] };
  }

  /** A complete response marking the pictures (option id, mark) of the question. */
  const markedResponse = (surveyId: string, quId: string, marks: [string | undefined, string][]) =>
    saveBody({ surveyId } as Parameters<typeof saveBody>[0], {
      seq: 1,
      status: 'complete',
      items: marks.map(([quRowId, quColId]) => ({ belongId: surveyId, quId, quRowId, quColId })),
    });

  it('keeps the pictures, their names and the marks', async () => {
    const { token, surveyId, urls } = await designedSurvey();
    const [stored] = (await design(ctx().app, token, surveyId)).groupList.flatMap((g) => g.questionList);
    expect(stored?.optionList.map((o) => [o.optionName, o.optionTitle])).toEqual([
      ['广告一', urls[0]],
      ['广告二', urls[1]],
    ]);
    expect(stored?.answerConfig.markOptions).toEqual(['like', 'dislike', '惊喜']);
  });

  it('refuses a picture that is no upload, a long name, no mark and no item', async () => {
    const { token, body } = await designedSurvey();
    const [first, second] = body.optionList;
    const refused = async (patch: Record<string, unknown>) => {
      const result = await saveRaw(ctx().app, token, SAVE, { ...body, ...patch } as never, 'en');
      return [result.status, result.envelope.message];
    };
    expect(
      await refused({ optionList: [{ ...first, optionTitle: 'https://elsewhere.example/a.png' }, second] }),
    ).toEqual([400, 'A markup image must be an image uploaded here (jpg, jpeg, png)']);
    expect(await refused({ optionList: [{ ...first, optionName: '一二三四五六七' }, second] })).toEqual([
      400,
      'The image name has at most 6 characters',
    ]);
    expect(await refused({ answerConfig: { markOptions: [] } })).toEqual([
      400,
      'Keep at least one mark option',
    ]);
    expect(await refused({ optionList: [] })).toEqual([400, 'Keep at least one item']);
  });

  it('is answered with a mark per picture, checked by the server', async () => {
    const { token, surveyId, saved } = await designedSurvey();
    await setSurveyState(ctx().app, token, surveyId, '1');
    const [one, two] = saved.optionList.map((option) => option.id);
    const answer = (marks: [string | undefined, string][]) => markedResponse(surveyId, saved.id, marks);
    const both = answer([
      [one, 'like'],
      [two, '惊喜'],
    ]);
    const taken = await postSave(ctx().app, both);
    expect(taken.status, taken.envelope.message).toBe(200);
    const { items } = await storedResponse(ctx().db, both.responseId);
    expect(items.map((row) => row.value)).toContainEqual(
      expect.objectContaining({
        kind: 'matrix',
        rows: expect.objectContaining({ [one as string]: ['like'] }),
      }),
    );
    const half = await postSave(ctx().app, answer([[one, 'like']]), 'zh');
    expect(half.status).toBe(400);
    const unknownMark = await postSave(
      ctx().app,
      answer([
        [one, 'adore'],
        [two, 'like'],
      ]),
      'en',
    );
    expect(unknownMark.status).toBe(400);
  });

  it('is summed up in the report per picture: who marked it, each mark’s count and share', async () => {
    const { token, surveyId, body, urls } = await designedSurvey();
    // Optional, so one respondent leaves a picture unmarked.
    const saved = await saveQuestion(ctx().app, token, {
      ...body,
      answerConfig: { ...body.answerConfig, requireInd: 0 },
    });
    await setSurveyState(ctx().app, token, surveyId, '1');
    const [one, two] = saved.optionList.map((option) => option.id) as [string, string];
    const responses: [string, string][][] = [
      [
        [one, 'like'],
        [two, '惊喜'],
      ],
      [
        [one, 'like'],
        [two, 'dislike'],
      ],
      [
        [one, 'dislike'],
        [two, '惊喜'],
      ],
      [
        [one, '惊喜'],
        [two, '惊喜'],
      ],
      // The second picture left unmarked: this respondent counts for the first only.
      [[one, 'like']],
    ];
    for (const marks of responses) {
      const taken = await postSave(ctx().app, markedResponse(surveyId, saved.id, marks));
      expect(taken.status, taken.envelope.message).toBe(200);
    }
    const { questions } = await ok<QuestionsResponse>(ctx().app, RESULTS_API.questions, token, {
      surveyId,
      filter: {},
    });
    const [summary] = questions;
    expect(summary?.kind).toBe('count');
    if (summary?.kind !== 'count') return;
    expect(summary.answered).toBe(5);
    expect(summary.markup?.marks).toEqual(['like', 'dislike', '惊喜']);
    const figures = summary.markup?.pictures.map((picture) => [
      picture.name,
      picture.url,
      picture.marked,
      picture.marks.map((mark) => [mark.mark, mark.count, Number(mark.percent.toFixed(1))]),
    ]);
    expect(figures).toEqual([
      [
        '广告一',
        urls[0],
        5,
        [
          ['like', 3, 60],
          ['dislike', 1, 20],
          ['惊喜', 1, 20],
        ],
      ],
      [
        '广告二',
        urls[1],
        4,
        [
          ['like', 0, 0],
          ['dislike', 1, 25],
          ['惊喜', 3, 75],
        ],
      ],
    ]);
  });
});
