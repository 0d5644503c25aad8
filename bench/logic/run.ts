/**
 * Logic benchmark: build time and cost of one answer change at 1000 questions, ours against SurveyJS
 * (survey-core) on the same chained survey in the same run. Run with `npx tsx bench/logic/run.ts`.
 */
import { createLogicEngine } from '../../src/core/logic';
import type { Answers } from '../../src/core/model';
import { createRandom } from '../../src/core/shuffle';
import { ms, timeEach, timeOnce, timing } from './stats';
import { buildSurveyJs, chainJson } from './surveyjs';
import { chainAnswer, chainSurvey, mixedAnswer, mixedSurvey, QUESTION_COUNT } from './surveys';

const CHANGES = 1000;
const BUILDS = 7;
const BAR = { build: 50, change: 1 };

interface Row {
  case: string;
  build: number;
  median: number;
  p95: number;
  work?: string;
}

/** Median of several builds after warm-ups, so neither JIT compilation nor one collection decides the figure. */
function medianBuild(build: () => void): number {
  for (let warmUp = 0; warmUp < 3; warmUp++) build();
  return timing(Array.from({ length: BUILDS }, () => timeOnce(build))).median;
}

/** Random (question, letter) changes, the same sequence for both engines. */
function chainChanges(): { index: number; letter: 'a' | 'b' }[] {
  const random = createRandom('chain-changes');
  return Array.from({ length: CHANGES }, () => ({
    index: Math.floor(random() * QUESTION_COUNT),
    letter: random() < 0.5 ? 'a' : 'b',
  }));
}

function oursChain(): Row {
  const release = chainSurvey();
  const build = medianBuild(() => createLogicEngine(release));
  const engine = createLogicEngine(release);
  const all: Record<string, ReturnType<typeof chainAnswer>> = {};
  for (let index = 0; index < QUESTION_COUNT; index++) all[`q${index}`] = chainAnswer(index, 'a');
  engine.evaluate(all);
  let recomputed = 0;
  const samples = timeEach(chainChanges(), ({ index, letter }) => {
    recomputed += engine.apply([{ questionId: `q${index}`, value: chainAnswer(index, letter) }]).changes
      .recomputed;
  });
  return {
    case: '(a) chain, ours',
    build,
    ...timing(samples),
    work: `${(recomputed / CHANGES).toFixed(0)} nodes/change`,
  };
}

/**
 * The worst case of (a): every question answered 'a', then q0 toggles between 'b' and 'a', so each change
 * hides or shows all 999 others. The same sequence for both engines.
 */
const toggles = Array.from({ length: CHANGES }, (_, index) => (index % 2 === 0 ? 'b' : 'a') as 'a' | 'b');

function oursCascade(): Row {
  const engine = createLogicEngine(chainSurvey());
  const all: Record<string, ReturnType<typeof chainAnswer>> = {};
  for (let index = 0; index < QUESTION_COUNT; index++) all[`q${index}`] = chainAnswer(index, 'a');
  engine.evaluate(all);
  let recomputed = 0;
  const samples = timeEach(toggles, (letter) => {
    recomputed += engine.apply([{ questionId: 'q0', value: chainAnswer(0, letter) }]).changes.recomputed;
  });
  return {
    case: '(a) cascade q0, ours',
    build: Number.NaN,
    ...timing(samples),
    work: `${(recomputed / CHANGES).toFixed(0)} nodes/change`,
  };
}

function surveyJsCascade(): Row {
  const model = buildSurveyJs(chainJson(QUESTION_COUNT));
  for (let index = 0; index < QUESTION_COUNT; index++) model.setValue(`q${index}`, 'a');
  const samples = timeEach(toggles, (letter) => model.setValue('q0', letter));
  return { case: '(a) cascade q0, SurveyJS', build: Number.NaN, ...timing(samples) };
}

function surveyJsChain(): Row {
  const json = chainJson(QUESTION_COUNT);
  const build = medianBuild(() => buildSurveyJs(json));
  const model = buildSurveyJs(json);
  for (let index = 0; index < QUESTION_COUNT; index++) model.setValue(`q${index}`, 'a');
  const samples = timeEach(chainChanges(), ({ index, letter }) => model.setValue(`q${index}`, letter));
  return { case: '(a) chain, SurveyJS', build, ...timing(samples) };
}

function oursMixed(): Row {
  const release = mixedSurvey(3000);
  const build = medianBuild(() => createLogicEngine(release));
  const engine = createLogicEngine(release);
  const random = createRandom('mixed-answers');
  const answers: Record<string, ReturnType<typeof mixedAnswer>> = {};
  for (let index = 0; index < QUESTION_COUNT; index++) answers[`q${index}`] = mixedAnswer(index, random);
  engine.evaluate(answers as Answers);
  let recomputed = 0;
  const changes = Array.from({ length: CHANGES }, () => Math.floor(random() * QUESTION_COUNT));
  const samples = timeEach(changes, (index) => {
    const value = random() < 0.1 ? undefined : mixedAnswer(index, random);
    recomputed += engine.apply([{ questionId: `q${index}`, value }]).changes.recomputed;
  });
  const issues = engine.issues.length;
  return {
    case: '(b) 3000 mixed rules, ours',
    build,
    ...timing(samples),
    work: `${(recomputed / CHANGES).toFixed(0)} nodes/change, ${issues} rules refused`,
  };
}

function printTable(rows: readonly Row[]): void {
  const header = ['case', 'build', 'change median', 'change p95', 'notes'];
  const lines = rows.map((row) => [
    row.case,
    Number.isNaN(row.build) ? '—' : ms(row.build),
    ms(row.median),
    ms(row.p95),
    row.work ?? '',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const format = (cells: readonly string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const line of lines) console.log(format(line));
}

function main(): void {
  console.log(`Logic benchmark: ${QUESTION_COUNT} questions, ${CHANGES} answer changes per case\n`);
  const ours = oursChain();
  const theirs = surveyJsChain();
  const oursWorst = oursCascade();
  const theirsWorst = surveyJsCascade();
  const mixed = oursMixed();
  printTable([ours, theirs, oursWorst, theirsWorst, mixed]);
  const ratio = (mine: number, other: number) =>
    `${(mine / other).toFixed(4)}  (${(other / mine).toFixed(0)}× faster)`;
  console.log('\nours / SurveyJS on (a):');
  console.log(`  build                 ${ratio(ours.build, theirs.build)}`);
  console.log(`  change median         ${ratio(ours.median, theirs.median)}`);
  console.log(`  change p95            ${ratio(ours.p95, theirs.p95)}`);
  console.log(`  cascade change median ${ratio(oursWorst.median, theirsWorst.median)}`);
  const pass = (row: Row) => row.build < BAR.build && row.median < BAR.change;
  console.log(
    `\nbar (build < ${BAR.build} ms, change < ${BAR.change} ms): (a) ${pass(ours) ? 'met' : 'MISSED'}, (b) ${pass(mixed) ? 'met' : 'MISSED'}`,
  );
}

main();
