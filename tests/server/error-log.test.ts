import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { safeErrorLog } from '../../server/http/error-log';
import { itemsOf, postSave, publishedSurvey, saveBody } from './answers/fixture';
import { useTestApp } from './support/app';
import { databaseTargets } from './support/databases';

/**
 * A 500's log line must not carry respondents' answers: drizzle's error message holds the query's
 * parameters, and PostgreSQL's messages quote values. The database is made to refuse one answer text (a
 * check constraint stands in for any database failure) and every log line is read.
 */
const SECRET = 'my-secret-answer-7f3a';

describe.each(databaseTargets())('error logs on $name', (target) => {
  const lines: string[] = [];
  const ctx = useTestApp(target, {
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });

  it('logs a failed answer save with the error code and without the answer text', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    await ctx().db.execute(
      sql.raw(`alter table response_items add constraint no_secret check (answer not like '%${SECRET}%')`),
    );
    lines.length = 0;
    const result = await postSave(
      ctx().app,
      saveBody(survey, {
        responseId: randomUUID(),
        seq: 1,
        items: itemsOf(survey, { option: survey.optionA, phone: '13800138000', text: SECRET }),
      }),
    );
    expect(result.status).toBe(500);
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unexpected error');
    expect(failure?.error).toMatchObject({ code: '23514', constraint: 'no_secret', table: 'response_items' });
    expect(lines.join('\n')).not.toContain(SECRET);
    expect(lines.join('\n')).not.toMatch(/insert into|params:/i);
  });
});

describe('the safe error log', () => {
  it('keeps the class, code and message of a program error, with stack frames but no message line', () => {
    const logged = safeErrorLog(new TypeError('x is not a function'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it('drops the query, the parameters and the message of a database error', () => {
    const cause = Object.assign(new Error(`invalid input syntax for type integer: "${SECRET}"`), {
      code: '22P02',
      routine: 'pg_strtoint32_safe',
    });
    const wrapped = Object.assign(new Error(`Failed query: insert into x values ($1)\nparams: ${SECRET}`), {
      query: 'insert into x values ($1)',
      params: [SECRET],
      cause,
    });
    const logged = safeErrorLog(wrapped);
    expect(logged).toMatchObject({ code: '22P02', message: 'database error 22P02 in pg_strtoint32_safe' });
    expect(JSON.stringify(logged)).not.toContain(SECRET);
  });
});
