import { inArray } from 'drizzle-orm';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { responseItems, responses } from '../../server/db/schema';
import type { SavedQuestion } from '../../src/core/api/design';
import { answerUrl, localResponses, PHONE, SurveyBuilder, type TestServer } from './runnerSupport';

/**
 * The soak (issue 15, "nothing lost, nothing twice"): respondents in their own Chromium contexts answer a
 * four-page survey of several families while their connection is cut and restored and their page reloaded
 * at seeded random moments; afterwards each has exactly one response on the server, complete, holding what
 * they entered. Used by bench/soak/run.ts (many respondents) and tests/e2e/soak.test.ts (a few, fixed seed).
 */

/** A seeded generator (mulberry32): the same seed replays the same answers and the same faults. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

type Kind = 'text' | 'radio' | 'checkbox' | 'number' | 'matrix';

/** A question of the soak survey as the driver knows it: its family's kind and its names. */
type SoakQuestion = { kind: Kind; saved: SavedQuestion };

export type SoakSurvey = { surveyId: string; link: string; questions: SoakQuestion[] };

/** Every answer of a respondent: by question id, a text, a number or option / row names. */
type Plan = Map<string, string | number | string[] | Record<string, string>>;

const TIMES = ['清晨', '午间', '傍晚', '夜间'];
const PLACES = ['公园', '操场', '街道', '跑步机', '山路'];
const RACES = ['全程马拉松', '半程马拉松', '十公里', '越野跑'];
const ROWS = ['路线', '天气', '装备'];
const COLUMNS = ['满意', '一般', '不满意'];
const WHY = [
  '为了健康，也为了心情🙂',
  '医生建议我多运动；坚持了三年。',
  '和朋友一起跑，互相督促——很有意思！',
  '减肥（已经瘦了５公斤）',
  '「跑步」让我安静下来，想清楚很多事。',
];
const MORE = [
  '希望城市多修一些绿道。',
  '夜跑的路灯太暗了，注意安全！',
  '没有了。',
  '謝謝！テスト、한국어도 OK',
];

const options = (names: readonly string[]) => names.map((optionName) => ({ optionName }));

/** Publishes the soak survey through the designer's API: four pages, five families. */
export async function publishSoakSurvey(server: TestServer, surveyName: string): Promise<SoakSurvey> {
  const survey = await SurveyBuilder.create(server, { surveyName });
  const questions: SoakQuestion[] = [];
  const add = async (kind: Kind, catalogKey: string, fields: Record<string, unknown>) => {
    questions.push({ kind, saved: await survey.add(catalogKey, fields) });
  };
  await add('text', 'fillBlank', { quTitle: '受访者编号' });
  await add('radio', 'radio', { quTitle: '您通常什么时候跑步？', optionList: options(TIMES) });
  await add('checkbox', 'checkbox', { quTitle: '您在哪里跑步？', optionList: options(PLACES) });
  await survey.pageBreak();
  await add('text', 'fillBlank', { quTitle: '您为什么跑步？' });
  await add('number', 'number', { quTitle: '每周跑多少公里？' });
  await survey.pageBreak();
  await add('matrix', 'matrixRadio', {
    quTitle: '请评价以下方面',
    optionList: options(COLUMNS),
    descList: options(ROWS),
  });
  await survey.pageBreak();
  await add('checkbox', 'checkbox', { quTitle: '您参加过哪些比赛？', optionList: options(RACES) });
  await add('text', 'fillBlank', { quTitle: '还有什么想说的？' });
  await survey.publish();
  return { surveyId: survey.surveyId, link: answerUrl(server, survey.surveyId), questions };
}

function someOf(random: () => number, names: readonly string[]): string[] {
  const chosen = names.filter(() => random() < 0.4);
  return chosen.length ? chosen : [pick(random, names)];
}

/** What respondent `index` answers; the first question (its marker) says who they are. */
function planFor(survey: SoakSurvey, marker: string, random: () => number): Plan {
  const plan: Plan = new Map();
  const texts = [marker, pick(random, WHY), pick(random, MORE)];
  for (const { kind, saved } of survey.questions) {
    const names = saved.optionList.map((option) => option.optionName);
    if (kind === 'text') plan.set(saved.id, texts.shift() ?? '');
    else if (kind === 'radio') plan.set(saved.id, pick(random, names));
    else if (kind === 'checkbox') plan.set(saved.id, someOf(random, names));
    // The number family accepts 0–100 unless the designer says otherwise.
    else if (kind === 'number') plan.set(saved.id, Math.floor(random() * 101));
    else
      plan.set(
        saved.id,
        Object.fromEntries(saved.descList.map((row) => [row.optionName, pick(random, COLUMNS)])),
      );
  }
  return plan;
}

export type Faults = { cuts: number; reloads: number; backs: number };

export type SoakOptions = {
  seed: number;
  respondents: number;
  /** Chance of a network cut (or its restoring) between two steps of a respondent. */
  cutChance?: number;
  /** Chance of a page reload between two steps. */
  reloadChance?: number;
  /** How long a respondent's device may take to send everything once its network is back for good. */
  deliveryTimeoutMs?: number;
  log?: (line: string) => void;
};

type Respondent = {
  marker: string;
  plan: Plan;
  faults: Faults;
  /** The response ids the device held at the end (one expected). */
  deviceIds: string[];
  /** Why the device did not finish, if it did not. */
  stuck?: string;
  /** Whether the respondent entered anything (a driver that failed before did not: nothing to lose). */
  started: boolean;
};

/** One respondent's run: answer every page, with faults between the steps, then deliver with the network on. */
class RespondentRun {
  private offline = false;
  readonly record: Respondent;

  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly survey: SoakSurvey,
    private readonly random: () => number,
    private readonly options: Required<Omit<SoakOptions, 'log'>>,
    marker: string,
  ) {
    this.record = {
      marker,
      plan: planFor(survey, marker, random),
      faults: { cuts: 0, reloads: 0, backs: 0 },
      deviceIds: [],
      started: false,
    };
  }

  /** A fault, or none, at a random moment between two steps (a save may well be in flight). */
  private async maybeFault(): Promise<void> {
    const roll = this.random();
    if (roll < this.options.cutChance) {
      this.offline = !this.offline;
      if (this.offline) this.record.faults.cuts += 1;
      await this.context.setOffline(this.offline);
    } else if (roll < this.options.cutChance + this.options.reloadChance) {
      this.record.faults.reloads += 1;
      await this.page.reload();
      await this.shown();
    }
    const pause = Math.floor(this.random() * 250);
    if (pause > 0) await this.page.waitForTimeout(pause);
  }

  /** Waits for a page of questions or the end page. */
  private async shown(): Promise<'questions' | 'end'> {
    const question = this.page.locator('.wr-q').first();
    const end = this.page.getByTestId('end-title');
    await question.or(end).first().waitFor({ state: 'visible', timeout: 30_000 });
    return (await end.isVisible()) ? 'end' : 'questions';
  }

  async run(): Promise<void> {
    // Respondents arrive over a while, not all in the same second (a dozen first loads at once on two cores
    // took longer than a navigation's timeout).
    await this.page.waitForTimeout(Math.floor(this.random() * this.options.respondents * 1_500));
    await this.page.goto(this.survey.link, { timeout: 120_000 });
    await this.shown();
    // Reloads offline need the service worker in control, as on a respondent's phone after the first visit.
    // Its install (a precache of some 4 MB) takes ~15 s alone here, longer with a dozen phones at once.
    await this.page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 240_000,
    });
    for (let steps = 0; ; steps += 1) {
      if (steps > 60) throw new Error(`${this.record.marker}: no end after 60 pages`);
      await this.maybeFault();
      if ((await this.shown()) === 'end') break;
      await this.answerPage();
      this.record.started = true;
      await this.maybeFault();
      if ((await this.shown()) === 'end') break;
      // A page reloaded mid-way may show other questions now: the loop answers what is shown.
      if (!(await this.pageMatchesPlan())) continue;
      const moveOn = this.page.getByTestId('submit').or(this.page.getByTestId('next')).first();
      const before = await this.pageSignature();
      await moveOn.click();
      await this.waitForPageChange(before);
      if (this.random() < 0.1 && (await this.page.getByTestId('previous').isVisible())) {
        this.record.faults.backs += 1;
        const here = await this.pageSignature();
        await this.page.getByTestId('previous').click();
        await this.waitForPageChange(here);
      }
    }
    await this.deliver();
  }

  /** The ids of the questions (and matrix rows) shown, to see the page change after a click. */
  private pageSignature(): Promise<string> {
    return this.page.evaluate(() =>
      [...document.querySelectorAll('.wr-q, .rv-row-title, [data-testid="end-title"]')]
        .map((element) => element.id || element.textContent)
        .join('|'),
    );
  }

  private async waitForPageChange(before: string): Promise<void> {
    const deadline = Date.now() + 15_000;
    while ((await this.pageSignature()) === before) {
      // Stayed: a validation issue would mean the driver entered less than planned.
      if (Date.now() > deadline)
        throw new Error(`${this.record.marker}: the page did not change after next/submit`);
      await this.page.waitForTimeout(50);
    }
  }

  private async visibleQuestions(): Promise<{ question: SoakQuestion; element: Locator }[]> {
    const shown: { question: SoakQuestion; element: Locator }[] = [];
    for (const question of this.survey.questions) {
      const element = this.page.locator(`[id="q-${question.saved.id}"]`);
      if (await element.isVisible()) shown.push({ question, element });
    }
    return shown;
  }

  /** Whether every shown question shows the planned answer (after a reload: what the device kept). */
  private async pageMatchesPlan(): Promise<boolean> {
    for (const { question, element } of await this.visibleQuestions())
      if (!(await this.shows(question, element))) return false;
    return true;
  }

  private async answerPage(): Promise<void> {
    for (const { question, element } of await this.visibleQuestions()) {
      if (await this.shows(question, element)) continue;
      // Sometimes a first answer that the respondent then changes: the last one must be what arrives.
      if (this.random() < 0.25) await this.enterDetour(question, element);
      await this.maybeFault();
      if ((await this.shown()) === 'end') return;
      const again = this.page.locator(`[id="q-${question.saved.id}"]`);
      if (!(await again.isVisible())) return;
      await this.enter(question, again);
    }
  }

  private planned(question: SoakQuestion) {
    return this.record.plan.get(question.saved.id);
  }

  /** Whether the question shows its planned answer (the parts of it on screen). */
  private async shows(question: SoakQuestion, element: Locator): Promise<boolean> {
    const planned = this.planned(question);
    const names = question.saved.optionList.map((option) => option.optionName);
    switch (question.kind) {
      case 'text':
      case 'number':
        return (await element.getByRole('textbox').inputValue()) === String(planned);
      case 'radio':
      case 'checkbox': {
        const chosen = Array.isArray(planned) ? planned : [String(planned)];
        for (const name of names) {
          const box = element.getByRole(question.kind, { name, exact: true });
          if ((await box.isChecked()) !== chosen.includes(name)) return false;
        }
        return true;
      }
      case 'matrix': {
        const rows = planned as Record<string, string>;
        for (const row of await element.locator('.rv-row').all()) {
          const title = (await row.locator('.rv-row-title').textContent()) ?? '';
          for (const column of names) {
            const box = row.getByRole('radio', { name: column, exact: true });
            if ((await box.isChecked()) !== (rows[title] === column)) return false;
          }
        }
        return true;
      }
    }
  }

  /** Brings the question to its planned answer, touching only what differs. */
  private async enter(question: SoakQuestion, element: Locator): Promise<void> {
    const planned = this.planned(question);
    const names = question.saved.optionList.map((option) => option.optionName);
    switch (question.kind) {
      case 'text':
      case 'number': {
        const box = element.getByRole('textbox');
        if ((await box.inputValue()) !== String(planned)) await box.fill(String(planned));
        return;
      }
      case 'radio':
      case 'checkbox': {
        const chosen = Array.isArray(planned) ? planned : [String(planned)];
        for (const name of names) {
          const box = element.getByRole(question.kind, { name, exact: true });
          if ((await box.isChecked()) !== chosen.includes(name))
            await this.optionLabel(element, question.kind, name).click();
        }
        return;
      }
      case 'matrix': {
        const rows = planned as Record<string, string>;
        for (const row of await element.locator('.rv-row').all()) {
          const title = (await row.locator('.rv-row-title').textContent()) ?? '';
          const column = rows[title] ?? '';
          const box = row.getByRole('radio', { name: column, exact: true });
          if (!(await box.isChecked())) await this.optionLabel(row, 'radio', column).click();
        }
        return;
      }
    }
  }

  /** An answer other than the planned one, entered first. */
  private async enterDetour(question: SoakQuestion, element: Locator): Promise<void> {
    const names = question.saved.optionList.map((option) => option.optionName);
    if (question.kind === 'text' || question.kind === 'number') {
      await element.getByRole('textbox').fill(question.kind === 'number' ? '999' : '先随便写点');
    } else if (question.kind === 'radio' || question.kind === 'checkbox') {
      await this.optionLabel(element, question.kind, pick(this.random, names)).click();
    } else {
      await this.optionLabel(element.locator('.rv-row').first(), 'radio', pick(this.random, names)).click();
    }
  }

  /** The tappable row of an option (its native input is visually hidden under the drawn mark). */
  private optionLabel(scope: Locator, kind: 'radio' | 'checkbox', name: string): Locator {
    return scope.locator('label').filter({ has: this.page.getByRole(kind, { name, exact: true }) });
  }

  /** The network back for good: the device must send everything by itself. */
  private async deliver(): Promise<void> {
    if (this.offline) await this.context.setOffline(false);
    this.offline = false;
    const deadline = Date.now() + this.options.deliveryTimeoutMs;
    for (;;) {
      const kept = await localResponses(this.page);
      this.record.deviceIds = kept.map((row) => row.id);
      if (kept.length > 0 && kept.every((row) => row.status === 'complete' && row.ackSeq === row.seq)) return;
      if (Date.now() > deadline) {
        this.record.stuck = `device still holds ${JSON.stringify(kept)}`;
        return;
      }
      await this.page.waitForTimeout(250);
    }
  }
}

export type SoakOutcome = {
  respondents: number;
  faults: Faults;
  /** Respondents whose driver failed (named in problems); none of theirs counts as lost before they answered. */
  failedDrivers: number;
  lost: number;
  duplicated: number;
  mismatched: number;
  /** Responses on the server no respondent's marker names. */
  strays: number;
  /** Respondents whose device still held unsent saves at the end. */
  stuck: number;
  problems: string[];
  seconds: number;
};

type StoredItem = { questionId: string; descId: string | null; value: unknown };

/** The stored items read back as the driver's plan: texts, numbers, option and row names. */
function storedAsPlan(survey: SoakSurvey, items: readonly StoredItem[]): Plan {
  const plan: Plan = new Map();
  for (const question of survey.questions) {
    const own = items.filter((item) => item.questionId === question.saved.id);
    const optionName = (id: string) =>
      question.saved.optionList.find((option) => option.id === id)?.optionName ?? `?${id}`;
    const first = own[0]?.value as Record<string, unknown> | undefined;
    if (!first) continue;
    if (question.kind === 'text') plan.set(question.saved.id, String(first.text));
    else if (question.kind === 'number') plan.set(question.saved.id, Number(first.value));
    else if (question.kind === 'radio')
      plan.set(question.saved.id, optionName((first.optionIds as string[])[0] ?? ''));
    else if (question.kind === 'checkbox')
      plan.set(question.saved.id, (first.optionIds as string[]).map(optionName));
    else {
      const rows: Record<string, string> = {};
      for (const item of own) {
        for (const [rowId, columns] of Object.entries(
          (item.value as { rows: Record<string, string[]> }).rows,
        )) {
          const rowName = question.saved.descList.find((row) => row.id === rowId)?.optionName ?? `?${rowId}`;
          rows[rowName] = columns.map(optionName).join('+');
        }
      }
      plan.set(question.saved.id, rows);
    }
  }
  return plan;
}

/** A plan as comparable text: option sets sorted (the order of ticking is not what is compared). */
function planText(plan: Plan): string {
  return JSON.stringify(
    [...plan.entries()]
      .map(([id, value]) => [id, Array.isArray(value) ? [...value].sort() : value])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

/** Runs the respondents at once, each in a fresh context of `browser`, and checks the server afterwards. */
export async function runSoak(
  server: TestServer,
  browser: Browser,
  survey: SoakSurvey,
  options: SoakOptions,
): Promise<SoakOutcome> {
  const started = Date.now();
  const settings = {
    seed: options.seed,
    respondents: options.respondents,
    cutChance: options.cutChance ?? 0.12,
    reloadChance: options.reloadChance ?? 0.06,
    deliveryTimeoutMs: options.deliveryTimeoutMs ?? 60_000,
  };
  const problems: string[] = [];
  const runs = await Promise.all(
    Array.from({ length: options.respondents }, async (_, index) => {
      const context = await browser.newContext(PHONE);
      // Two shared cores and a dozen phones: actions wait longer than playwright's default.
      context.setDefaultTimeout(60_000);
      const page = await context.newPage();
      const marker = `受访者-${options.seed}-${index + 1}`;
      const run = new RespondentRun(
        context,
        page,
        survey,
        seededRandom(options.seed * 1_000 + index),
        settings,
        marker,
      );
      page.on('pageerror', (error) => problems.push(`${marker}: page error ${error.message}`));
      try {
        await run.run();
        options.log?.(
          `${marker}: done (${run.record.faults.cuts} cuts, ${run.record.faults.reloads} reloads)${run.record.stuck ? `, stuck: ${run.record.stuck}` : ''}`,
        );
      } catch (error) {
        problems.push(`${marker}: the driver failed: ${(error as Error).message.split('\n')[0]}`);
      } finally {
        await context.close();
      }
      return run.record;
    }),
  );

  const rows = await server.db
    .select()
    .from(responses)
    .where(inArray(responses.surveyId, [survey.surveyId]));
  const items = rows.length
    ? await server.db
        .select()
        .from(responseItems)
        .where(
          inArray(
            responseItems.responseId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const markerQuestion = survey.questions[0]?.saved.id;
  const markerOf = (responseId: string) =>
    (
      items.find((item) => item.responseId === responseId && item.questionId === markerQuestion)?.value as
        | { text?: string }
        | undefined
    )?.text;
  let lost = 0;
  let duplicated = 0;
  let mismatched = 0;
  const claimed = new Set<string>();
  for (const respondent of runs) {
    const own = rows.filter(
      (row) => markerOf(row.id) === respondent.marker || respondent.deviceIds.includes(row.id),
    );
    for (const row of own) claimed.add(row.id);
    if (respondent.stuck) problems.push(`${respondent.marker}: ${respondent.stuck}`);
    if (own.length === 0 && !respondent.started) continue;
    if (own.length === 0) {
      lost += 1;
      problems.push(`${respondent.marker}: no response on the server`);
      continue;
    }
    if (own.length > 1) {
      duplicated += own.length - 1;
      problems.push(`${respondent.marker}: ${own.length} responses (${own.map((row) => row.id).join(', ')})`);
    }
    for (const row of own) {
      const stored = storedAsPlan(
        survey,
        items.filter((item) => item.responseId === row.id),
      );
      if (row.status !== 'complete' || planText(stored) !== planText(respondent.plan)) {
        mismatched += 1;
        problems.push(
          `${respondent.marker}: response ${row.id} (${row.status}) holds ${planText(stored)}, entered ${planText(respondent.plan)}`,
        );
      }
    }
  }
  const strays = rows.filter((row) => !claimed.has(row.id)).length;
  if (strays) problems.push(`${strays} responses on the server belong to no respondent`);
  const faults = runs.reduce(
    (sum, run) => ({
      cuts: sum.cuts + run.faults.cuts,
      reloads: sum.reloads + run.faults.reloads,
      backs: sum.backs + run.faults.backs,
    }),
    { cuts: 0, reloads: 0, backs: 0 },
  );
  return {
    respondents: options.respondents,
    failedDrivers: problems.filter((problem) => problem.includes('the driver failed')).length,
    faults,
    lost,
    duplicated,
    mismatched,
    strays,
    stuck: runs.filter((run) => run.stuck).length,
    problems,
    seconds: (Date.now() - started) / 1000,
  };
}
