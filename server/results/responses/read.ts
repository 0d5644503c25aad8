import { sql } from 'drizzle-orm';
import type { ResponseDetail, ResponseSummary, ResponsesRequest } from '../../../src/core/api/results';
import { ResponseCode } from '../../../src/core/envelope';
import type { AnswerValue } from '../../../src/core/model';
import { describeAnswer } from '../../../src/core/results/describeAnswer';
import { questionTitleText } from '../../../src/core/results/labels';
import { mergeSlots } from '../../../src/core/results/slots';
import { resultsOfQuestion } from '../../../src/questions/familyResults';
import { cascadeAnswerNames } from '../../address/answer-names';
import { cachedRelease } from '../../answers/survey-release';
import type { Database } from '../../db/database';
import { queryRows, toNumber } from '../../db/raw';
import { AppError } from '../../http/app-error';
import { declaredParamsOf, storedLinkValues } from '../../surveyParams/declared';
import { responsesWhere } from '../filter';
import { shownMediaOf } from '../media/detail';
import { shownDisplayTimes } from './displayTimes';

type SummaryRow = {
  id: string;
  status: string;
  sample_status: string | null;
  started_at: unknown;
  completed_at: unknown;
  release_version: unknown;
  paradata: Record<string, unknown> | null;
  invalid_at: unknown;
  answered: unknown;
  interviewer_id: string | null;
  interviewer_name: string | null;
  interviewer_flag: string | null;
};

/** The columns of a summary; "answered" counts questions with at least one item row. */
const SUMMARY_COLUMNS = sql`r.id, r.status, r.sample_status, r.started_at, r.completed_at, r.release_version,
  r.paradata, r.invalid_at,
  (select count(distinct i.question_id) from response_items i where i.response_id = r.id) as answered,
  r.interviewer_id, r.interviewer_flag,
  (select iv.name from interviewers iv where iv.id = r.interviewer_id) as interviewer_name`;

/**
 * A page of the responses the filter selects (and, when asked, only one interviewer's), newest first, and how
 * many there are in all.
 */
export async function responsePage(
  db: Database,
  request: ResponsesRequest,
): Promise<{ total: number; responses: ResponseSummary[] }> {
  const filtered = responsesWhere(request.surveyId, request.filter);
  const where = request.interviewerId
    ? sql`${filtered} and r.interviewer_id = ${request.interviewerId}`
    : filtered;
  const [counted] = await queryRows<{ total: unknown }>(
    db,
    sql`select count(*) as total from responses r where ${where}`,
  );
  const rows = await queryRows<SummaryRow>(
    db,
    sql`select ${SUMMARY_COLUMNS} from responses r where ${where}
      order by r.started_at desc, r.id desc
      limit ${request.pageSize} offset ${(request.page - 1) * request.pageSize}`,
  );
  return { total: toNumber(counted?.total) ?? 0, responses: rows.map(summaryOf) };
}

/** One response in full, in the words of the release it was given with; a 404 when not of this survey. */
export async function responseDetail(
  db: Database,
  surveyId: string,
  responseId: string,
): Promise<ResponseDetail> {
  const [row] = await queryRows<SummaryRow>(
    db,
    sql`select ${SUMMARY_COLUMNS} from responses r where r.id = ${responseId} and r.survey_id = ${surveyId}`,
  );
  if (!row) throw new AppError(ResponseCode.notFound, 'results.response.notFound');
  const summary = summaryOf(row);
  const items = await queryRows<{ question_id: string; value: AnswerValue }>(
    db,
    sql`select question_id, value from response_items where response_id = ${responseId}
      order by question_id, desc_id nulls first`,
  );
  const byQuestion = new Map<string, AnswerValue[]>();
  for (const item of items) {
    const list = byQuestion.get(item.question_id) ?? [];
    list.push(typeof item.value === 'string' ? (JSON.parse(item.value) as AnswerValue) : item.value);
    byQuestion.set(item.question_id, list);
  }
  const release = await cachedRelease(db, surveyId, summary.releaseVersion);
  const paradata = row.paradata ?? {};
  const timeMs = (paradata.questionTimeMs ?? {}) as Record<string, unknown>;
  const answers: ResponseDetail['answers'] = [];
  const values = new Map<string, AnswerValue>();
  for (const question of release?.release.groups.flatMap((group) => group.questionList) ?? []) {
    const value = mergeSlots(byQuestion.get(question.id) ?? []);
    if (!value) continue;
    byQuestion.delete(question.id);
    values.set(question.id, value);
    const ms = toNumber(timeMs[question.id]);
    answers.push({
      questionId: question.id,
      itemCode: question.itemCode ?? question.quNum ?? '',
      title: questionTitleText(question),
      lines: describeAnswer(
        question,
        value,
        resultsOfQuestion(question)?.answerNames?.(question, value, cascadeAnswerNames),
      ),
      seconds: ms === null ? null : ms / 1000,
    });
  }
  // Media answers list their files, each received or not yet (server/results/media/detail.ts).
  const media = await shownMediaOf(db, surveyId, values);
  for (const answer of answers) {
    const files = media.get(answer.questionId);
    if (files) answer.media = files;
  }
  // Rows of a question the release does not hold (none expected) are still shown, under their id.
  for (const [questionId] of byQuestion) {
    answers.push({ questionId, itemCode: '', title: questionId, lines: [], seconds: null });
  }
  return {
    ...summary,
    answers,
    paradata: {
      userAgent: textOrNull(paradata.userAgent),
      queryType: textOrNull(paradata.queryType),
      screenId: textOrNull(paradata.screenId),
      linkParams: await linkParamsOf(db, surveyId, paradata),
      displayTimes: shownDisplayTimes(release?.release.groups ?? [], paradata.displayTimes),
    },
  };
}

/** The survey's declared link parameters, by their results name, with this response's values. */
async function linkParamsOf(db: Database, surveyId: string, paradata: Record<string, unknown>) {
  const values = storedLinkValues(paradata);
  return (await declaredParamsOf(db, surveyId)).map((param) => ({
    name: param.outParamName,
    value: values[param.paramName] ?? null,
  }));
}

function summaryOf(row: SummaryRow): ResponseSummary {
  const startedAt = isoOf(row.started_at) ?? '';
  const completedAt = isoOf(row.completed_at);
  const paradata = row.paradata ?? {};
  return {
    responseId: row.id,
    status: row.status as ResponseSummary['status'],
    sampleStatus: row.sample_status as ResponseSummary['sampleStatus'],
    startedAt,
    completedAt,
    durationSeconds: completedAt ? (Date.parse(completedAt) - Date.parse(startedAt)) / 1000 : null,
    releaseVersion: toNumber(row.release_version) ?? 0,
    language: textOrNull(paradata.language),
    panelUserId: textOrNull(paradata.userId),
    invalid: row.invalid_at !== null && row.invalid_at !== undefined,
    answeredCount: toNumber(row.answered) ?? 0,
    interviewer: row.interviewer_id
      ? { id: row.interviewer_id, name: row.interviewer_name ?? '', flag: row.interviewer_flag }
      : null,
  };
}

/** A timestamp as the drivers give it (Date, or text from a raw query) as ISO text. */
function isoOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
