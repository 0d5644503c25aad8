import { asc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { logicRecords, questionOptions, questions } from '../../server/db/schema';
import { ANSWER_API } from '../../src/core/api/answer';
import { SURVEY_LOAD_API, type SurveyLoadResponse } from '../../src/core/api/design';
import { LOGIC_API } from '../../src/core/api/logic';
import { type AnswerValue, type Question, readRelease } from '../../src/core/model';
import { SAVE_BODY_FORMAT } from '../../src/core/model/formats/saveBody';
import { toSavePayload } from '../../src/questions/validate';
import { callApi, loginDemo, SurveyBuilder, type TestServer } from '../../tests/e2e/runnerSupport';

/**
 * The tap bench's surveys: `count` single-choice questions in pairs — a gate (是 / 否) and its follow-up
 * (经常 / 偶尔), shown only while the gate is 是 (a before-logic rule) — `perPage` questions a page (page
 * breaks between). The respondent has answered every question (every gate 是) and is on the last page: a
 * response resumed from another device (the load's surveyAnswer, by the link's userId), saved here over
 * the save API as the runner would have sent it. Its answer link, and the last page's pairs.
 *
 * The first pair, its rule and a page break are made over HTTP as the designer makes them; the others are
 * copies of their rows written to the database directly (the design API reloads the whole survey on every
 * add, hours at 1000 questions), then the survey is published over HTTP.
 */
export interface TapSurvey {
  url: string;
  pairs: { gate: Question; followUp: Question }[];
  questionCount: number;
}

export const YES = '是';
export const NO = '否';

export function optionIdOf(question: Pick<Question, 'id' | 'optionList'>, name: string): string {
  const id = question.optionList.find((option) => option.optionName === name)?.id;
  if (!id) throw new Error(`no option ${name} in ${question.id}`);
  return id;
}

async function designPairs(server: TestServer, count: number, perPage: number, surveyName: string) {
  const token = await loginDemo(server);
  const survey = await SurveyBuilder.create(server, { surveyName });
  const gate = await survey.add('radio', {
    quTitle: '第 1 项：您用过这项服务吗？',
    optionList: [{ optionName: YES }, { optionName: NO }],
  });
  const followUp = await survey.add('radio', {
    quTitle: '第 1 项：您多久用一次？',
    optionList: [{ optionName: '经常' }, { optionName: '偶尔' }],
  });
  await callApi(server, LOGIC_API.addLogicBefor, {
    token,
    body: { quId: followUp.id, anQuId: gate.id, anQuItemId: optionIdOf(gate, YES), geLe: '1' },
  });
  const pageBreak = count > perPage ? await survey.pageBreak() : undefined;
  const db = server.db;
  const rowOf = async (id: string) => (await db.select().from(questions).where(eq(questions.id, id)))[0]!;
  const optionsOf = (id: string) =>
    db
      .select()
      .from(questionOptions)
      .where(eq(questionOptions.quId, id))
      .orderBy(asc(questionOptions.orderById));
  const [gateRow, followRow] = [await rowOf(gate.id), await rowOf(followUp.id)];
  const [gateOptions, followOptions] = [await optionsOf(gate.id), await optionsOf(followUp.id)];
  const [rule] = await db.select().from(logicRecords).where(eq(logicRecords.questionId, followUp.id));
  const breakRow = pageBreak ? await rowOf(pageBreak.id) : undefined;
  if (!rule) throw new Error('the rule was not stored');
  if (breakRow) await db.delete(questions).where(eq(questions.id, breakRow.id));
  await db.transaction(async (tx) => {
    let order = 2;
    for (let index = 1; index * 2 < count; index++) {
      if ((index * 2) % perPage === 0 && breakRow)
        await tx.insert(questions).values({ ...breakRow, id: uuidv7(), orderById: ++order });
      const gateId = uuidv7();
      const followId = uuidv7();
      const yesId = uuidv7();
      await tx.insert(questions).values([
        { ...gateRow, id: gateId, orderById: ++order, quTitle: `第 ${index + 1} 项：您用过这项服务吗？` },
        { ...followRow, id: followId, orderById: ++order, quTitle: `第 ${index + 1} 项：您多久用一次？` },
      ]);
      await tx
        .insert(questionOptions)
        .values([
          ...gateOptions.map((option, at) => ({ ...option, id: at === 0 ? yesId : uuidv7(), quId: gateId })),
          ...followOptions.map((option) => ({ ...option, id: uuidv7(), quId: followId })),
        ]);
      await tx
        .insert(logicRecords)
        .values({ ...rule, id: uuidv7(), questionId: followId, anQuId: gateId, anQuItemId: yesId });
    }
  });
  await survey.publish();
  return survey.surveyId;
}

export async function buildTapSurvey(
  server: TestServer,
  count: number,
  perPage: number,
  surveyName: string,
): Promise<TapSurvey> {
  const surveyId = await designPairs(server, count, perPage, surveyName);
  const load = await callApi<SurveyLoadResponse>(
    server,
    `${SURVEY_LOAD_API.load}?surveyId=${encodeURIComponent(surveyId)}`,
  );
  const release = readRelease(load.release);
  const asked = release.groups
    .flatMap((group) => group.questionList)
    .filter((question) => question.elementType === 'RadioBox');
  if (asked.length !== count) throw new Error(`the survey has ${asked.length} questions, not ${count}`);
  const pairs = Array.from({ length: count / 2 }, (_, index) => ({
    gate: asked[index * 2]!,
    followUp: asked[index * 2 + 1]!,
  }));
  const responseId = uuidv7();
  const choice = (question: Question, name: string): AnswerValue => ({
    kind: 'choice',
    optionIds: [optionIdOf(question, name)],
    otherText: {},
  });
  const items = pairs.flatMap(({ gate, followUp }) => [
    ...toSavePayload(gate, choice(gate, YES), { belongAnswerId: responseId }),
    ...toSavePayload(followUp, choice(followUp, '经常'), { belongAnswerId: responseId }),
  ]);
  const pageCount = Math.ceil(count / perPage);
  const userId = `bench-${surveyId}`;
  await callApi(server, ANSWER_API.save, {
    body: {
      format: SAVE_BODY_FORMAT,
      responseId,
      surveyId,
      version: release.version,
      seq: 1,
      seed: 'tap-bench',
      userPage: pageCount - 1,
      status: 'in-progress',
      items,
      audit: null,
      paradata: { questionTimeMs: {}, startedAt: new Date().toISOString() },
      userId,
    },
  });
  const url = `${server.url}/#/answer?surveyId=${encodeURIComponent(surveyId)}&userId=${userId}`;
  return { url, pairs: pairs.slice(((pageCount - 1) * perPage) / 2), questionCount: count };
}
