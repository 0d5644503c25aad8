import { spawn } from 'node:child_process';
import { launchBrowser } from '../../tests/e2e/browser';
import { startTestServer } from '../../tests/e2e/server';
import { publishSoakSurvey, runSoak } from '../../tests/e2e/soakDriver';

/**
 * The soak of issue 15 (`npm run soak`, after `npm run build` or with `E2E_CLIENT_DIR=<a build>`):
 *
 * 1. RESPONDENTS (12) respondents in their own Chromium contexts answer a four-page survey (fill-in with CJK
 *    text, single and multiple choice, number, matrix) on a real Wenda server, while their network is cut and
 *    restored and their page reloaded at random moments (SEED, printed; the same seed replays the same run).
 *    Then every response on the server is compared with what its respondent entered: lost, duplicated,
 *    mismatched (tests/e2e/soakDriver.ts).
 * 2. The route fuzz (tests/server/fuzz/routes.test.ts) with FUZZ_RUNS (2000) runs per route, on PGlite and on
 *    PostgreSQL (DATABASE_URL, default the local test server; SOAK_FUZZ=0 skips this part).
 *
 * Exits non-zero when anything was lost, duplicated or mismatched, or the fuzz found a failure.
 */
const RESPONDENTS = Number(process.env.RESPONDENTS ?? 12);
const SEED = Number(process.env.SEED ?? Math.floor(Math.random() * 1_000_000));
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function soak(): Promise<boolean> {
  console.info(`soak: ${RESPONDENTS} respondents, SEED=${SEED} (set SEED= to replay)`);
  const server = await startTestServer();
  const browser = await launchBrowser();
  try {
    const survey = await publishSoakSurvey(server, '跑步习惯浸泡测试');
    const outcome = await runSoak(server, browser, survey, {
      seed: SEED,
      respondents: RESPONDENTS,
      log: process.env.VERBOSE ? (line) => console.info(`  ${line}`) : undefined,
    });
    for (const problem of outcome.problems) console.info(`  ! ${problem}`);
    console.info(
      `soak: ${outcome.respondents} respondents, faults: ${outcome.faults.cuts} network cuts, ` +
        `${outcome.faults.reloads} reloads (${outcome.faults.backs} page backs); ` +
        `driver failures ${outcome.failedDrivers}; lost ${outcome.lost}, duplicated ${outcome.duplicated}, mismatched ${outcome.mismatched}, ` +
        `strays ${outcome.strays}, stuck on device ${outcome.stuck}; ${outcome.seconds.toFixed(1)} s`,
    );
    return outcome.problems.length === 0;
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The route fuzz as its own Vitest run, with the runs per route raised; its summary lines are passed on. */
function fuzz(): Promise<boolean> {
  console.info(`fuzz: ${FUZZ_RUNS} runs per route on PGlite and PostgreSQL (${new URL(DATABASE_URL).host})`);
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'server', 'tests/server/fuzz/routes.test.ts'], {
      env: { ...process.env, FUZZ_RUNS: String(FUZZ_RUNS), DATABASE_URL, FUZZ_TIMEOUT_MS: '7200000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => {
      const plain = output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
      for (const line of plain.split('\n'))
        if (/route fuzzing on|Tests |FAIL|AssertionError|^\s+(GET|POST|PUT|PATCH|DELETE|HEAD) /.test(line))
          console.info(`  ${line.trim()}`);
      resolve(code === 0);
    });
  });
}

const started = Date.now();
const soakPassed = await soak();
const fuzzPassed = process.env.SOAK_FUZZ === '0' ? true : await fuzz();
console.info(`soak total ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(soakPassed && fuzzPassed ? 0 : 1);
