import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateSave } from '../../../server/answers/evaluate-save';
import { loadedReleaseOf } from '../../../server/answers/survey-release';
import { saveAnswersRequestSchema } from '../../../src/core/api/answer';
import {
  type AnswerItemPayload,
  type Answers,
  type AnswerValue,
  type Question,
  readRelease,
  SAVE_BODY_FORMAT,
} from '../../../src/core/model';
import type { Page } from '../../../src/core/paging';
import { mergeSlot } from '../../../src/core/results/slots';
import { fromSavePayload, toSavePayload } from '../../../src/questions/validate';
import { LogicSession, type RunnerView } from '../../../workers/logicSession';
import {
  buildSurvey,
  DAYS,
  dateOfDay,
  type Exclusions,
  NUMBERS,
  optionIds,
  type PlannedQuestion,
  type RandomSurvey,
  RULE_KINDS,
  type RuleKind,
  SURVEY_ID,
  subIds,
  surveyPlanArbitrary,
  TEXTS,
} from '../../support/randomSurveys';

/**
 * Issue 10: the runner's logic worker and the server read a response alike. For random surveys
 * (tests/support/randomSurveys.ts: several families, groups, page breaks, every kind of logic record the
 * designer's calls write), a simulated respondent walks the worker's session page by page as the runner
 * drives it (answers the questions shown, leaves optional ones or ones the logic filled, sometimes goes back
 * and answers again, then goes next until the finish) and every save the runner would send is evaluated by
 * the server's own pure evaluation (server/answers/evaluate-save.ts). After every page and at the finish:
 * the server accepts the save, drops nothing the worker showed, keeps exactly the questions the worker
 * counts as answered (its own answers and the values logic assigned), with the same values, and reads the
 * same end. At the finish, a client that leaves the assigned values out (an old one) gets the same rows:
 * the server assigns them itself, as the worker did.
 *
 * FAST_CHECK_SEED replays a run (the seed is printed); FAST_CHECK_RUNS changes the number of surveys.
 */

const RESPONSE_ID = '0190d3f0-0000-7000-8000-000000000010';

/**
 * Kinds of survey the generator can leave out while a disagreement it found is being fixed. None is left out
 * now; the three it found were: a required matrix whose rows were all hidden (validateMatrix asked for an
 * answer anyway), and, with one root, a passed page undone by a later answer — a question of a shuffled group
 * shown again by an answer in another group, or a value logic put into an earlier question taken away again.
 * The runner checked only the page it left and finished; the server refused the complete save. Now the
 * runner checks the passed pages before finishing and goes back (LogicSession.firstPageWithIssues), and so
 * does this walk.
 */
const KNOWN_DISAGREEMENTS: Exclusions = {
  allMatrixRowsHidden: false,
  crossGroupConditionsWhenShuffled: false,
  assignmentsIntoEarlierQuestions: false,
};
const RUNS = Number(process.env.FAST_CHECK_RUNS ?? 200);
const SEED = Number(process.env.FAST_CHECK_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** Reads the respondent's choices from fast-check's numbers, so a failing walk shrinks with its survey. */
class Dice {
  private at = 0;
  constructor(private readonly rolls: readonly number[]) {}
  roll(sides: number): number {
    const value = this.rolls[this.at++] ?? 0;
    return sides <= 1 ? 0 : value % sides;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.roll(items.length)]!;
  }
}

interface Walk {
  survey: RandomSurvey;
  questionById: Map<string, Question>;
  planned: Map<string, PlannedQuestion>;
  session: LogicSession;
  pages: Page[];
  seed: string;
  dice: Dice;
  /** The respondent's own answers, as the runner stores them on the device. */
  own: Record<string, AnswerValue>;
  seq: number;
}

/** What the runs did, printed at the end so a reader sees the property was not vacuous. */
const tally = {
  runs: 0,
  finished: 0,
  screenedOut: 0,
  stuck: 0,
  /** Finishes that went back first to a passed page a later answer had undone (as the runner does). */
  returned: 0,
  /** Why pages could not be left: the issue, and whether it is on a read-only value logic put in. */
  stuckOn: {} as Record<string, number>,
  saves: 0,
  keptAnswers: 0,
  assignedKept: 0,
  rules: Object.fromEntries(RULE_KINDS.map((kind) => [kind, 0])) as Record<RuleKind, number>,
};

/** An answer the respondent gives to a question shown on `page`, among the options and rows shown. */
function answerOf(walk: Walk, questionId: string, page: Page, view: RunnerView): AnswerValue | undefined {
  const planned = walk.planned.get(questionId)!;
  const { dice } = walk;
  const hiddenOptions = new Set(view.hiddenOptions[questionId] ?? []);
  const hiddenRows = new Set(view.hiddenDescs[questionId] ?? []);
  const shownOptions = optionIds(planned).filter((id) => !hiddenOptions.has(id));
  switch (planned.family) {
    case 'radio':
      return shownOptions.length
        ? { kind: 'choice', optionIds: [dice.pick(shownOptions)], otherText: {} }
        : undefined;
    case 'checkbox': {
      const chosen = shownOptions.filter(() => dice.roll(2) === 0);
      if (chosen.length === 0 && shownOptions.length) chosen.push(dice.pick(shownOptions));
      return chosen.length ? { kind: 'choice', optionIds: chosen, otherText: {} } : undefined;
    }
    case 'number':
      return { kind: 'number', value: dice.pick(NUMBERS) };
    case 'date':
      return { kind: 'time', value: dateOfDay(dice.pick(DAYS)) };
    case 'text':
      return { kind: 'text', text: dice.pick(TEXTS) };
    case 'blanks': {
      const values: Record<string, string> = {};
      for (const id of subIds(planned)) if (!hiddenRows.has(id)) values[id] = dice.pick(TEXTS);
      return Object.keys(values).length ? { kind: 'blanks', values } : undefined;
    }
    case 'matrix': {
      // A matrix is answered one row per page; the row's options are those the page lists, less filtered ones.
      const row = page.matrixRow;
      if (!row) return undefined;
      const rowOptions = row.optionIds.filter((id) => !hiddenOptions.has(id));
      if (!rowOptions.length) return undefined;
      const before = walk.own[questionId];
      const rows = before?.kind === 'matrix' ? before.rows : {};
      return { kind: 'matrix', rows: { ...rows, [row.rowId]: [dice.pick(rowOptions)] }, otherText: {} };
    }
  }
}

/**
 * The respondent on one page: each question the page shows (the view as it stands after the answers given so
 * far), answered one change at a time as the runner sends them. A value the logic put in is read-only in the
 * runner (Runner.tsx) while the respondent has no answer of their own; an optional question may be left.
 */
function answerPage(walk: Walk, pageIndex: number, onlyQuestions?: ReadonlySet<string>): void {
  const page = walk.pages[pageIndex]!;
  for (const questionId of page.questionIds) {
    if (onlyQuestions && !onlyQuestions.has(questionId)) continue;
    const view = walk.session.view();
    if (!view.visibleQuestions.includes(questionId)) continue;
    const own = walk.own[questionId];
    if (own === undefined && view.assigned[questionId] !== undefined) continue;
    if (!onlyQuestions) {
      if (own !== undefined && walk.dice.roll(3) === 0) continue;
      const optional = walk.questionById.get(questionId)!.answerConfig.requireInd === 0;
      if (optional && walk.dice.roll(4) === 0) continue;
    }
    const value = answerOf(walk, questionId, page, view);
    if (!value) continue;
    walk.own[questionId] = value;
    walk.session.change([{ questionId, value }]);
  }
}

/**
 * Next is pressed: the page's issues are answered again (at most three times), as a respondent corrects what
 * the runner points at. False when the page cannot be left (a read-only assigned value the page refuses, a
 * required choice whose options are all filtered out): the respondent is stuck there.
 */
function leavePage(walk: Walk, pageIndex: number): boolean {
  for (let attempt = 0; attempt < 3; attempt++) {
    const issues = walk.session.validatePage(pageIndex);
    if (issues.length === 0) return true;
    answerPage(walk, pageIndex, new Set(issues.map((found) => found.questionId)));
  }
  const left = walk.session.validatePage(pageIndex);
  const view = walk.session.view();
  for (const { questionId, issues } of left) {
    const byLogic = walk.own[questionId] === undefined && view.assigned[questionId] !== undefined;
    for (const found of issues) {
      const reason = `${found.key}${byLogic ? ' on a value logic assigned' : ''}`;
      tally.stuckOn[reason] = (tally.stuckOn[reason] ?? 0) + 1;
    }
  }
  return left.length === 0;
}

/** The answer as it reads back from its wire items: how both sides compare values (empty blanks are not sent). */
function normalised(question: Question, value: AnswerValue): AnswerValue | undefined {
  return fromSavePayload(question, toSavePayload(question, value, { belongAnswerId: RESPONSE_ID }));
}

function answersOfItems(walk: Walk, items: readonly AnswerItemPayload[]): Answers {
  const answers: Record<string, AnswerValue> = {};
  for (const questionId of new Set(items.map((item) => item.quId))) {
    const question = walk.questionById.get(questionId)!;
    const value = fromSavePayload(
      question,
      items.filter((item) => item.quId === questionId),
    );
    if (value) answers[questionId] = value;
  }
  return answers;
}

function describeWalk(walk: Walk): string {
  return JSON.stringify({ own: walk.own, view: walk.session.view(), seed: walk.seed });
}

/**
 * One save as the runner sends it (saveBodyOf in src/runner/storage/responses.ts), read by the server's
 * schema and evaluated; returns the answers the server keeps, by question.
 */
function evaluate(
  walk: Walk,
  loaded: ReturnType<typeof loadedReleaseOf>,
  items: AnswerItemPayload[],
  status: 'in-progress' | 'complete',
  sampleStatus?: 'Complete' | 'Screenout',
) {
  const body = saveAnswersRequestSchema.parse(
    JSON.parse(
      JSON.stringify({
        format: SAVE_BODY_FORMAT,
        responseId: RESPONSE_ID,
        surveyId: SURVEY_ID,
        version: 1,
        seq: ++walk.seq,
        seed: walk.seed,
        userPage: 0,
        status,
        sampleStatus,
        items,
        paradata: { questionTimeMs: {} },
      }),
    ),
  );
  const evaluated = evaluateSave(loaded, body);
  if (!evaluated.ok) {
    expect.fail(
      `the server refused the runner's ${status} save: ${JSON.stringify(evaluated.problems)}\n${describeWalk(walk)}`,
    );
  }
  const kept: Record<string, AnswerValue> = {};
  for (const row of evaluated.rows) {
    const held = kept[row.questionId];
    kept[row.questionId] = held ? mergeSlot(held, row.value) : row.value;
  }
  return { evaluated, kept };
}

/** The worker and the server agree on one save: kept questions, their values, assigned values and the end. */
function expectAgreement(
  walk: Walk,
  loaded: ReturnType<typeof loadedReleaseOf>,
  status: 'in-progress' | 'complete',
  finish?: { ended: { byQuestionId: string } | null },
) {
  const view = walk.session.view();
  const items = walk.session.payload();
  if (status === 'complete') {
    // The worker re-encodes only the questions a change touched (issue 15): after the whole walk, its save
    // is the one a session opened afresh on the same answers makes from scratch.
    const afresh = new LogicSession();
    afresh.open(JSON.parse(JSON.stringify(walk.survey.release)), walk.seed, walk.own, RESPONSE_ID);
    expect(items, `the kept items differ from a fresh encoding\n${describeWalk(walk)}`).toEqual(
      afresh.payload(),
    );
  }
  const sampleStatus = status === 'complete' ? (finish?.ended ? 'Screenout' : 'Complete') : undefined;
  const { evaluated, kept } = evaluate(walk, loaded, items, status, sampleStatus);
  tally.saves++;

  // What the worker counts as answered: what it sends, and the values logic assigns (which the server
  // keeps even where the worker leaves a value out of its save).
  const expected: Record<string, AnswerValue> = {};
  for (const [questionId, value] of Object.entries(view.assigned)) {
    const read = normalised(walk.questionById.get(questionId)!, value);
    if (read) expected[questionId] = read;
  }
  Object.assign(expected, answersOfItems(walk, items));
  const serverValues = Object.fromEntries(
    Object.entries(kept).map(([questionId, value]) => [
      questionId,
      normalised(walk.questionById.get(questionId)!, value),
    ]),
  );

  const context = describeWalk(walk);
  expect(evaluated.droppedQuestionIds, `the server hid answers the worker showed\n${context}`).toEqual([]);
  // The respondent is shown what the server reads as shown: logic's visibility less what the designer hid.
  expect([...view.visibleQuestions].sort(), `the shown questions differ\n${context}`).toEqual(
    [...evaluated.shownQuestionIds].sort(),
  );
  const visible = new Set([...view.visibleQuestions, ...Object.keys(view.assigned)]);
  for (const questionId of Object.keys(kept))
    expect(visible.has(questionId), `the server kept ${questionId}, hidden in the worker\n${context}`).toBe(
      true,
    );
  expect(Object.keys(serverValues).sort(), `kept questions differ\n${context}`).toEqual(
    Object.keys(expected).sort(),
  );
  expect(serverValues, `kept values differ\n${context}`).toEqual(expected);
  expect(evaluated.ended, `the end differs\n${context}`).toEqual(view.ended);
  if (finish) expect(finish.ended, `the walk's finish differs from the view\n${context}`).toEqual(view.ended);
  tally.keptAnswers += Object.keys(kept).length;
  tally.assignedKept += Object.keys(view.assigned).length;

  if (status === 'complete') {
    // An old client sends only the respondent's own answers: the server assigns the rest itself.
    const ownOnly = items.filter((item) => walk.own[item.quId] !== undefined);
    const bare = evaluate(walk, loaded, ownOnly, status, sampleStatus);
    expect(bare.kept, `the server's own assignment differs from the worker's\n${context}`).toEqual(kept);
    expect(bare.evaluated.ended).toEqual(evaluated.ended);
  }
}

function walkSurvey(survey: RandomSurvey, seed: string, rolls: readonly number[]): void {
  // The release as the runner receives it, and as the server reads it from the database.
  const wire = JSON.parse(JSON.stringify(survey.release)) as unknown;
  const loaded = loadedReleaseOf(readRelease(wire));
  const session = new LogicSession();
  const opened = session.open(wire, seed, {}, RESPONSE_ID);
  const questionById = new Map(
    opened.release.groups.flatMap((group) => group.questionList).map((question) => [question.id, question]),
  );
  const walk: Walk = {
    survey,
    questionById,
    planned: new Map(survey.questions.map((question) => [question.id, question])),
    session,
    pages: opened.pages,
    seed,
    dice: new Dice(rolls),
    own: {},
    seq: 0,
  };

  let step = session.next(-1);
  let backs = 0;
  for (let guard = 0; step.kind === 'page'; guard++) {
    if (guard > 200) throw new Error(`the walk does not end\n${describeWalk(walk)}`);
    const pageIndex = step.index;
    answerPage(walk, pageIndex);
    // The runner saves on every change; the state after the page stands for them.
    expectAgreement(walk, loaded, 'in-progress');
    if (!leavePage(walk, pageIndex)) {
      tally.stuck++;
      return;
    }
    const previous = backs < 2 && walk.dice.roll(6) === 0 ? session.previous(pageIndex) : undefined;
    if (previous !== undefined) {
      backs++;
      step = { kind: 'page', index: previous };
      continue;
    }
    step = session.next(pageIndex);
    if (step.kind === 'finish') {
      // As the runner: before finishing, back to the first passed page a later answer undid.
      const undone = session.firstPageWithIssues(pageIndex);
      if (undone) {
        tally.returned++;
        step = { kind: 'page', index: undone.pageIndex };
      }
    }
  }
  tally.finished++;
  if (step.ended) tally.screenedOut++;
  expectAgreement(walk, loaded, 'complete', { ended: step.ended });
}

describe("the runner's worker and the server", () => {
  it('agree on the questions kept, their values, the assigned values and the end, save after save', () => {
    const scenario = fc.record({
      plan: surveyPlanArbitrary(),
      seed: fc.nat(9999).map((n) => `seed-${n}`),
      rolls: fc.array(fc.nat(1000), { minLength: 40, maxLength: 120 }),
    });
    console.log(`runnerServerAgreement: FAST_CHECK_SEED=${SEED} (${RUNS} runs)`);
    fc.assert(
      fc.property(scenario, ({ plan, seed, rolls }) => {
        const survey = buildSurvey(plan, KNOWN_DISAGREEMENTS);
        tally.runs++;
        for (const kind of RULE_KINDS) tally.rules[kind] += survey.acceptedRules[kind];
        walkSurvey(survey, seed, rolls);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    console.log(`runnerServerAgreement: ${JSON.stringify(tally)}`);
  }, 60_000);
});
