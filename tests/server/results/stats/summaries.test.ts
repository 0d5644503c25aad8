import { beforeAll, describe, expect, it } from 'vitest';
import type { SampleResponse } from '../../../../server/seed/sample-responses';
import {
  type Overview,
  type QuestionSummary,
  type QuestionsResponse,
  RESULTS_API,
  type ResultsFilterInput,
} from '../../../../src/core/api/results';
import type { Question } from '../../../../src/core/model';
import { questionTitleText } from '../../../../src/core/results/labels';
import { entryForQuestion } from '../../../../src/questions/catalogue';
import { useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';
import { call } from '../../support/http';
import { answersOf, countBy, numericStats, passes, percentileCont } from './expected';
import { ok, type StatsFixture, statsFixture } from './fixture';

const close = (actual: number | null | undefined, expected: number | null) => {
  if (expected === null) expect(actual).toBeNull();
  else expect(actual).toBeCloseTo(expected, 6);
};

describe.each(databaseTargets())('results statistics ($name)', (target) => {
  const ctx = useTestApp(target);
  let data: StatsFixture;
  beforeAll(async () => {
    data = await statsFixture(ctx().app, ctx().db);
  }, 120_000);

  const questions = () => [...data.release.questionById.values()].filter((q) => entryForQuestion(q)?.results);
  const summaries = async (filter: ResultsFilterInput = {}) =>
    (
      await ok<QuestionsResponse>(ctx().app, RESULTS_API.questions, data.token, {
        surveyId: data.surveyId,
        filter,
      })
    ).questions;
  const overview = (filter: ResultsFilterInput = {}) =>
    ok<Overview>(ctx().app, RESULTS_API.overview, data.token, { surveyId: data.surveyId, filter });

  function expectOverview(actual: Overview, filter: ResultsFilterInput) {
    const kept = data.responses.filter((response) => passes(response, filter));
    const complete = kept.filter((response) => response.status === 'complete');
    expect(actual.started).toBe(kept.length);
    expect(actual.complete).toBe(complete.length);
    expect(actual.inProgress).toBe(kept.length - complete.length);
    close(actual.completionRate, kept.length ? complete.length / kept.length : 0);
    const durations = complete.map(
      (response) => ((response.completedAt as Date).getTime() - response.startedAt.getTime()) / 1000,
    );
    if (durations.length === 0) expect(actual.duration).toBeNull();
    else {
      close(actual.duration?.median, percentileCont(durations, 0.5));
      close(actual.duration?.q1, percentileCont(durations, 0.25));
      close(actual.duration?.q3, percentileCont(durations, 0.75));
    }
    const asMap = (list: { key: string; count: number }[]) =>
      new Map(list.map((item) => [item.key, item.count]));
    expect(asMap(actual.bySampleStatus)).toEqual(
      countBy(complete, (response) => response.sampleStatus ?? undefined),
    );
    // A response whose save recorded no language (the release names none either) counts under ''.
    expect(asMap(actual.byLanguage)).toEqual(countBy(kept, (response) => response.paradata.language ?? ''));
    expect(new Map(actual.byVersion.map((item) => [String(item.version), item.count]))).toEqual(
      countBy(kept, (response) => String(response.releaseVersion)),
    );
    const days = countBy(kept, (response) => response.startedAt.toISOString().slice(0, 10));
    expect(actual.perDay.map((day) => day.day)).toEqual([...days.keys()].sort());
    for (const day of actual.perDay) {
      expect(day.started).toBe(days.get(day.day));
      expect(day.complete).toBe(
        complete.filter((response) => response.startedAt.toISOString().startsWith(day.day)).length,
      );
    }
    expect(actual.invalid).toBe(
      data.responses.filter((response) => passes(response, { ...filter, invalid: 'only' })).length,
    );
  }

  it('gives the overview of the valid responses', async () => {
    const actual = await overview();
    expectOverview(actual, {});
    expect(actual.started).toBeGreaterThan(1000);
    expect(actual.invalid).toBeGreaterThan(0);
    expect(actual.byVersion).toHaveLength(2);
  });

  function expectSummary(summary: QuestionSummary, question: Question, kept: SampleResponse[]) {
    const id = question.id;
    const answeredBy = kept.filter((response) => response.answers[id]);
    expect(summary.answered, `${summary.kind} ${summary.title}`).toBe(answeredBy.length);
    expect(summary.title).toBe(questionTitleText(question));
    expect(summary.title).not.toMatch(/<|>/);
    switch (summary.kind) {
      case 'choice': {
        const answers = answersOf(kept, id, 'choice');
        const counts = countBy(
          answers.flatMap((answer) => answer.optionIds),
          (optionId) => optionId,
        );
        expect(summary.options.map((option) => option.optionId)).toEqual(
          question.optionList.map((o) => o.id),
        );
        for (const option of summary.options) {
          expect(option.count).toBe(counts.get(option.optionId) ?? 0);
          close(
            option.percent,
            answers.length ? ((counts.get(option.optionId) ?? 0) / answers.length) * 100 : 0,
          );
        }
        for (const other of summary.otherTexts) {
          const typed = kept
            .filter((response) => {
              const answer = response.answers[id];
              return answer?.kind === 'choice' && answer.otherText[other.optionId];
            })
            .sort(
              (left, right) =>
                (right.completedAt ?? right.startedAt).getTime() -
                (left.completedAt ?? left.startedAt).getTime(),
            );
          expect(other.total).toBe(typed.length);
          expect(other.texts).toEqual(
            typed.slice(0, 5).map((response) => {
              const answer = response.answers[id];
              return answer?.kind === 'choice' ? answer.otherText[other.optionId] : '';
            }),
          );
        }
        break;
      }
      case 'matrix': {
        const answers = answersOf(kept, id, 'matrix');
        expect(summary.rows.map((row) => row.descId)).toEqual(question.descList.map((desc) => desc.id));
        for (const row of summary.rows) {
          const rowAnswers = answers.flatMap((answer) =>
            answer.rows[row.descId] ? [answer.rows[row.descId]] : [],
          );
          expect(row.answered).toBe(rowAnswers.length);
          const counts = countBy(rowAnswers.flat(), (optionId) => optionId);
          for (const cell of row.cells) {
            expect(cell.count).toBe(counts.get(cell.optionId) ?? 0);
            close(
              cell.rowPercent,
              rowAnswers.length ? ((counts.get(cell.optionId) ?? 0) / rowAnswers.length) * 100 : 0,
            );
          }
        }
        break;
      }
      case 'sort': {
        const answers = answersOf(kept, id, 'sort');
        for (const option of summary.options) {
          const ranks = answers.flatMap((answer) =>
            answer.ranks[option.optionId] ? [answer.ranks[option.optionId] as number] : [],
          );
          expect(option.ranked).toBe(ranks.length);
          close(
            option.meanRank,
            ranks.length ? ranks.reduce((sum, rank) => sum + rank, 0) / ranks.length : null,
          );
          option.rankCounts.forEach((count, index) => {
            expect(count).toBe(ranks.filter((rank) => rank === index + 1).length);
          });
        }
        break;
      }
      case 'chip': {
        const answers = answersOf(kept, id, 'chip');
        const sums = new Map<string, number>();
        for (const answer of answers) {
          for (const [optionId, amount] of Object.entries(answer.amounts)) {
            sums.set(optionId, (sums.get(optionId) ?? 0) + amount);
          }
        }
        const total = [...sums.values()].reduce((sum, amount) => sum + amount, 0);
        close(summary.total, total);
        for (const option of summary.options) {
          const sum = sums.get(option.optionId) ?? 0;
          close(option.sum, sum);
          close(option.mean, answers.length ? sum / answers.length : null);
          close(option.share, total ? sum / total : 0);
        }
        break;
      }
      case 'numeric': {
        const values = answersOf(kept, id, 'number').map((answer) => answer.value);
        expectStats(summary.stats, values);
        break;
      }
      case 'scores': {
        const answers = answersOf(kept, id, 'scores');
        expect(summary.rows.map((row) => row.descId)).toEqual(question.descList.map((desc) => desc.id));
        for (const row of summary.rows) {
          const values = answers.flatMap((answer) =>
            answer.values[row.descId] === undefined ? [] : [answer.values[row.descId] as number],
          );
          expectStats(row.stats, values);
        }
        break;
      }
      case 'time': {
        const values = answersOf(kept, id, 'time').map((answer) => answer.value);
        const periodOf = (value: string) => {
          if (summary.period === 'hour') return value.slice(0, 2);
          if (summary.period === 'year') return value.slice(0, 4);
          if (summary.period === 'month') return `${value.slice(0, 4)}-${value.slice(4, 6)}`;
          return new Date(Number(value)).toISOString().slice(0, 10);
        };
        const counts = countBy(values, periodOf);
        expect(summary.periods.map((period) => period.period)).toEqual([...counts.keys()].sort());
        for (const period of summary.periods) expect(period.count).toBe(counts.get(period.period));
        break;
      }
      case 'blanks': {
        const answers = answersOf(kept, id, 'blanks');
        for (const blank of summary.blanks) {
          expect(blank.answered).toBe(answers.filter((answer) => answer.values[blank.descId]).length);
        }
        break;
      }
      default:
        break;
    }
  }

  function expectStats(stats: Extract<QuestionSummary, { kind: 'numeric' }>['stats'], values: number[]) {
    const expected = numericStats(values);
    expect(stats.answered).toBe(expected.answered);
    close(stats.mean, expected.mean);
    close(stats.median, expected.median);
    close(stats.sd, expected.sd);
    close(stats.min, expected.min);
    close(stats.max, expected.max);
    expect(stats.distribution.map((bucket) => bucket.count)).toEqual(
      expected.distribution.map((b) => b.count),
    );
    stats.distribution.forEach((bucket, index) => {
      close(bucket.from, expected.distribution[index]?.from ?? null);
    });
  }

  it('summarises every question by its kind, as computed from the generated answers', async () => {
    const actual = await summaries();
    const kept = data.responses.filter((response) => passes(response));
    expect(actual.map((summary) => summary.questionId)).toEqual(questions().map((question) => question.id));
    const kinds = new Set(actual.map((summary) => summary.kind));
    for (const kind of ['choice', 'matrix', 'sort', 'chip', 'numeric', 'scores', 'time', 'text', 'blanks']) {
      expect(kinds, kind).toContain(kind);
    }
    for (const summary of actual) {
      expectSummary(summary, data.release.questionById.get(summary.questionId) as Question, kept);
    }
    // "Other" texts were typed, and are summarised, for every question with an "other" option.
    for (const summary of actual) {
      const question = data.release.questionById.get(summary.questionId) as Question;
      if (summary.kind === 'choice' && question.optionList.some((option) => option.type === 'other')) {
        expect(summary.otherTexts.length).toBeGreaterThan(0);
      }
    }
    const numeric = actual.filter((summary) => summary.kind === 'numeric');
    // Both shapes of distribution are met: few values (ratings) and many (the 0–500 number).
    expect(
      numeric.some((summary) => summary.stats.distribution.length === 10 && summary.stats.min !== null),
    ).toBe(true);
    expect(
      numeric.some((summary) => summary.stats.distribution.every((bucket) => bucket.from === bucket.to)),
    ).toBe(true);
  });

  it('labels dictionary options from the dictionaries, in the reader’s language', async () => {
    const education = (await summaries()).find((summary) => summary.itemCode === 'Sys_Education');
    expect(education?.kind).toBe('choice');
    if (education?.kind !== 'choice') return;
    expect(education.options[0]?.label).toBe('小学及以下');
    const inEnglish = await call<QuestionsResponse>(ctx().app, 'POST', RESULTS_API.questions, {
      token: data.token,
      language: 'en',
      body: { surveyId: data.surveyId, questionIds: [education.questionId] },
    });
    expect(inEnglish.envelope.data.questions).toHaveLength(1);
    const [english] = inEnglish.envelope.data.questions;
    expect(english?.kind === 'choice' && english.options[0]?.label).toBe('Primary school or below');
  });

  it('honours every filter, alone and combined', async () => {
    const choice = questions().find((question) => question.catalogKey === 'radio') as Question;
    const matrix = questions().find((question) => question.catalogKey === 'matrixRadio') as Question;
    const filters: ResultsFilterInput[] = [
      { statuses: ['complete'] },
      { statuses: ['in-progress'] },
      { sampleStatuses: ['Screenout', 'QuotaFull'] },
      { from: '2026-03-03T00:00:00Z', to: '2026-03-06T12:00:00Z' },
      { versions: [2] },
      { languages: ['en', 'ja'] },
      { answered: [{ questionId: choice.id, optionIds: [choice.optionList[0]?.id as string] }] },
      {
        answered: [
          {
            questionId: matrix.id,
            descId: matrix.descList[0]?.id,
            optionIds: [matrix.optionList[0]?.id as string, matrix.optionList[1]?.id as string],
          },
        ],
      },
      { invalid: 'include' },
      { invalid: 'only' },
      {
        statuses: ['complete'],
        versions: [1],
        languages: ['zh'],
        from: '2026-03-02T00:00:00Z',
        answered: [{ questionId: choice.id, optionIds: choice.optionList.slice(0, 2).map((o) => o.id) }],
      },
    ];
    for (const filter of filters) {
      const kept = data.responses.filter((response) => passes(response, filter));
      expect(kept.length, JSON.stringify(filter)).toBeGreaterThan(0);
      if (filter.invalid !== 'include')
        expect(kept.length, JSON.stringify(filter)).toBeLessThan(data.responses.length);
      expectOverview(await overview(filter), filter);
      for (const summary of await summaries(filter)) {
        expectSummary(summary, data.release.questionById.get(summary.questionId) as Question, kept);
      }
    }
  }, 120_000);
});
