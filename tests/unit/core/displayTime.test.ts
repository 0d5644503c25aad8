import { describe, expect, it } from 'vitest';
import { answerConfigSchema, type QuestionInput } from '../../../src/core/model';
import {
  displayTimeCoverage,
  hasRunOut,
  isExcusedByDisplayTime,
  showEndOf,
  timedItemsOf,
} from '../../../src/core/validation/displayTime';
import { LogicSession } from '../../../workers/logicSession';
import { question, radio, single } from './logic/fixtures';

const timed = (seconds: number, end?: 'next' | 'hide') => ({
  answerConfig: { questionShowConfig: 1 as const, questionShowTime: seconds, questionShowEnd: end },
});
const pageBreak = (id: string, extra: Partial<QuestionInput> = {}) =>
  question({ id, elementType: 'PageBox', catalogKey: 'pageBreak', ...extra });
const choice = (id: string, extra: Partial<QuestionInput> = {}) =>
  radio(id, ['a', 'b'], { catalogKey: 'radio', quTitle: id, ...extra });

describe('display time: the choice of end', () => {
  it('reads an absent end (questions saved before the choice) as moving on', () => {
    const config = answerConfigSchema.parse({ questionShowConfig: 1, questionShowTime: 3 });
    expect(config.questionShowEnd).toBeUndefined();
    expect(showEndOf({ answerConfig: config })).toBe('next');
    expect(showEndOf({ answerConfig: answerConfigSchema.parse({ questionShowEnd: 'hide' }) })).toBe('hide');
  });

  it('refuses an unknown end, naming the field', () => {
    const parsed = answerConfigSchema.safeParse({ questionShowEnd: 'blink' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['questionShowEnd']);
  });
});

describe('timedItemsOf', () => {
  it('times a question itself and a page break the questions of its page', () => {
    const survey = single(
      choice('q1', timed(5, 'hide')),
      pageBreak('p1', timed(2)),
      choice('q2'),
      question({ id: 'c1', elementType: 'CheckPointBox', catalogKey: 'checkpoint' }),
      choice('q3'),
      pageBreak('p2'),
      choice('q4', timed(120)),
    );
    expect(timedItemsOf(survey.groups)).toEqual([
      { id: 'q1', ms: 5000, end: 'hide', covers: ['q1'] },
      { id: 'p1', ms: 2000, end: 'next', covers: ['q2', 'c1'] },
      { id: 'q4', ms: 120_000, end: 'next', covers: ['q4'] },
    ]);
  });

  it('ignores display time that is off', () => {
    const survey = single(choice('q1', { answerConfig: { questionShowConfig: 0, questionShowTime: 9 } }));
    expect(timedItemsOf(survey.groups)).toEqual([]);
  });
});

describe('the excuse rule: a required question whose time ran out may stay unanswered', () => {
  const survey = single(
    pageBreak('p1', timed(2)),
    choice('q1'),
    pageBreak('p2'),
    choice('q2', timed(3, 'hide')),
  );
  const coverage = displayTimeCoverage(timedItemsOf(survey.groups));

  it.each([
    ['no records', undefined, false],
    ['ran out', { p1: { shownMs: 2003, ranOut: true } }, true],
    ['ran out, within the slack of a timer', { p1: { shownMs: 1960, ranOut: true } }, true],
    ['says ran out but was shown too briefly', { p1: { shownMs: 900, ranOut: true } }, false],
    ['left before the time', { p1: { shownMs: 1500, ranOut: false } }, false],
    ['a record of another item', { q2: { shownMs: 3000, ranOut: true } }, false],
  ])('%s', (_name, records, excused) => {
    expect(isExcusedByDisplayTime('q1', coverage, records)).toBe(excused);
  });

  it("excuses nothing when the end is 'hide' (the question stays answerable)", () => {
    const records = { q2: { shownMs: 3100, ranOut: true } };
    expect(hasRunOut(coverage.get('q2')![0]!, records)).toBe(true);
    expect(isExcusedByDisplayTime('q2', coverage, records)).toBe(false);
  });

  it('lets the worker pass a timed page left unanswered, and only then', () => {
    const session = new LogicSession();
    session.open(survey, 'seed', {});
    // Pages [q1] (timed by p1, moving on) and [q2] (hidden after its time): both required and unanswered.
    expect(session.validatePage(0).map((found) => found.questionId)).toEqual(['q1']);
    const ranOut = { p1: { shownMs: 2000, ranOut: true }, q2: { shownMs: 3000, ranOut: true } };
    expect(session.validatePage(0, ranOut)).toEqual([]);
    expect(session.firstPageWithIssues(2, ranOut)).toMatchObject({
      pageIndex: 1,
      issues: [{ questionId: 'q2' }],
    });
    expect(session.validatePage(0, { p1: { shownMs: 1200, ranOut: false } })).toHaveLength(1);
  });
});
