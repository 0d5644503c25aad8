import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  questions,
  releases,
  responseItems,
  responses,
  type SurveyRow,
  surveyGrants,
  surveys,
  users,
} from '../../../../server/db/schema';
import { archiveStream } from '../../../../server/results/archive/write';
import {
  type QuestionsResponse,
  RESULTS_API,
  type ResponseDetail,
  type ResponseSummary,
} from '../../../../src/core/api/results';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION } from '../../../../src/core/results/archive';
import { register, useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';
import { call } from '../../support/http';
import { statsFixture } from '../stats/fixture';
import { archiveLines, archiveOf, downloadArchive, importFile, rounded, withoutIds } from './support';

type Page = { total: number; responses: ResponseSummary[] };

describe.each(databaseTargets())('survey archive ($name)', (target) => {
  const ctx = useTestApp(target);

  async function allResponses(token: string, surveyId: string) {
    const result = await call<Page>(ctx().app, 'POST', RESULTS_API.responses, {
      token,
      body: { surveyId, filter: { invalid: 'include' }, pageSize: 200 },
    });
    expect(result.status, result.envelope.message).toBe(200);
    return result.envelope.data;
  }

  /** Every response in full, ids taken out, in a stable order: what must survive an archive. */
  async function everything(token: string, surveyId: string) {
    const page = await allResponses(token, surveyId);
    const details: unknown[] = [];
    for (const summary of page.responses) {
      const detail = await call<ResponseDetail>(
        ctx().app,
        'GET',
        `${RESULTS_API.response}?surveyId=${surveyId}&responseId=${summary.responseId}`,
        { token },
      );
      expect(detail.status, detail.envelope.message).toBe(200);
      details.push(withoutIds(detail.envelope.data));
    }
    return { total: page.total, details: details.map((d) => JSON.stringify(d)).sort() };
  }

  async function summaries(token: string, surveyId: string) {
    const result = await call<QuestionsResponse>(ctx().app, 'POST', RESULTS_API.questions, {
      token,
      body: { surveyId, filter: { invalid: 'include' } },
    });
    expect(result.status, result.envelope.message).toBe(200);
    return rounded(withoutIds(result.envelope.data));
  }

  const surveysOf = async (userId: string) =>
    (await ctx().db.select({ n: count() }).from(surveys).where(eq(surveys.userId, userId)))[0]?.n;

  it('imports as a new survey with new ids and the same responses and statistics, twice over', async () => {
    const source = await statsFixture(ctx().app, ctx().db, [40, 25]);
    // Invalid responses travel as invalid.
    const page = await allResponses(source.token, source.surveyId);
    await call(ctx().app, 'POST', RESULTS_API.markInvalid, {
      token: source.token,
      body: { surveyId: source.surveyId, responseIds: [page.responses[0]?.responseId], invalid: true },
    });

    const download = await downloadArchive(ctx().app, source.token, source.surveyId);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename=".*\.wenda\.jsonl\.gz"; filename\*=UTF-8''.+/,
    );
    const file = download.rawPayload;
    const lines = archiveLines(file);
    expect(lines[0]).toMatchObject({ part: 'header', format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION });
    expect(lines.filter((line) => line.part === 'release').length).toBe(2);
    expect(lines.filter((line) => line.part === 'response').length).toBe(65);
    expect(lines.at(-1)).toEqual({ part: 'end', files: 0, releases: 2, responses: 65 });

    const invalidBefore = (await allResponses(source.token, source.surveyId)).responses.filter(
      (r) => r.invalid,
    ).length;
    expect(invalidBefore).toBeGreaterThan(0);
    const before = await everything(source.token, source.surveyId);
    const stats = await summaries(source.token, source.surveyId);
    expect(before.total).toBe(65);

    // Imported by another user, and by the owner again into the same Wenda: new ids every time.
    const other = await register(ctx().app);
    for (const importer of [other, { token: source.token, userId: source.userId }]) {
      const imported = await importFile(ctx().app, importer.token, file);
      expect(imported.status, imported.envelope.message).toBe(200);
      const newId = imported.envelope.data.surveyId;
      expect(newId).not.toBe(source.surveyId);
      const [row] = await ctx().db.select().from(surveys).where(eq(surveys.id, newId));
      expect(row?.userId).toBe(importer.userId);
      expect(row?.surveyState).toBe('0');
      expect(row?.releaseVersion).toBe(2);
      expect((await ctx().db.select().from(releases).where(eq(releases.surveyId, newId))).length).toBe(2);
      // No id of the source was kept.
      const copiedQuestions = await ctx().db.select().from(questions).where(eq(questions.belongId, newId));
      expect(copiedQuestions.length).toBeGreaterThan(0);
      const sourceQuestionIds = new Set(source.release.questionById.keys());
      expect(copiedQuestions.some((question) => sourceQuestionIds.has(question.id))).toBe(false);
      const items = await ctx().db.select().from(responseItems).where(eq(responseItems.surveyId, newId));
      expect(items.some((item) => sourceQuestionIds.has(item.questionId))).toBe(false);
      expect(JSON.stringify(items.map((item) => item.value))).not.toMatch(
        new RegExp([...sourceQuestionIds].join('|')),
      );

      expect(await everything(importer.token, newId)).toEqual(before);
      expect(await summaries(importer.token, newId)).toEqual(stats);
      const copyPage = await allResponses(importer.token, newId);
      expect(copyPage.responses.filter((r) => r.invalid).length).toBe(invalidBefore);
    }
  });

  it('leaves the answers document out of the file and makes it anew from the items on import', async () => {
    const source = await statsFixture(ctx().app, ctx().db, [6, 0]);
    const lines = archiveLines((await downloadArchive(ctx().app, source.token, source.surveyId)).rawPayload);
    const responseLines = lines.filter((line) => line.part === 'response') as {
      response: Record<string, unknown>;
      items: unknown[];
    }[];
    expect(responseLines.length).toBe(6);
    for (const line of responseLines) expect(line.response).not.toHaveProperty('answerSlots');
    // A forged document on a response whose items are taken away: it must not bring answers.
    const [forged] = responseLines;
    if (!forged) throw new Error('no response line');
    forged.items = [];
    forged.response.answerSlots = { format: 1, slots: [['q-forged', { kind: 'text', text: '伪造' }]] };
    const imported = await importFile(ctx().app, source.token, archiveOf(lines));
    expect(imported.status, imported.envelope.message).toBe(200);
    const docs = await ctx()
      .db.select({ doc: responses.answerSlots })
      .from(responses)
      .where(eq(responses.surveyId, imported.envelope.data.surveyId));
    expect(docs.length).toBe(6);
    // Empty: the forged one, and any generated response that answered nothing (the fixture is random).
    const itemless = responseLines.filter((line) => line.items.length === 0).length;
    expect(docs.filter((row) => row.doc.slots.length === 0).length).toBe(itemless);
    expect(JSON.stringify(docs)).not.toContain('伪造');
  });

  it('writes responses page by page, each once', async () => {
    const source = await statsFixture(ctx().app, ctx().db, [23]);
    const [survey] = await ctx().db.select().from(surveys).where(eq(surveys.id, source.surveyId));
    const chunks: Buffer[] = [];
    for await (const chunk of archiveStream(ctx().db, survey as SurveyRow, 'data/uploads', 5))
      chunks.push(chunk as Buffer);
    const lines = archiveLines(Buffer.concat(chunks));
    const ids = lines
      .filter((line) => line.part === 'response')
      .map((line) => (line.response as { id: string }).id);
    expect(ids.length).toBe(23);
    expect(new Set(ids).size).toBe(23);
    expect(ids).toEqual([...ids].sort());
    const releaseCount = (
      await ctx().db.select().from(releases).where(eq(releases.surveyId, source.surveyId))
    ).length;
    expect(lines.at(-1)).toEqual({ part: 'end', files: 0, releases: releaseCount, responses: 23 });
  });

  it('reads the committed version-1 file', async () => {
    const user = await register(ctx().app);
    const file = readFileSync(join(import.meta.dirname, 'fixtures', 'survey-v1.wenda.jsonl.gz'));
    const imported = await importFile(ctx().app, user.token, file);
    expect(imported.status, imported.envelope.message).toBe(200);
    const surveyId = imported.envelope.data.surveyId;
    expect(imported.envelope.data.surveyName).toBe('答卷测试');
    const page = await allResponses(user.token, surveyId);
    expect(page.total).toBe(2);
    const lines: string[][] = [];
    for (const summary of page.responses) {
      const detail = await call<ResponseDetail>(
        ctx().app,
        'GET',
        `${RESULTS_API.response}?surveyId=${surveyId}&responseId=${summary.responseId}`,
        { token: user.token },
      );
      lines.push(detail.envelope.data.answers.map((answer) => `${answer.title}=${answer.lines.join('|')}`));
    }
    expect(lines).toEqual([
      ['您喜欢哪个？=B', '手机号=13900000000'],
      ['您喜欢哪个？=A', '手机号=13812345678', '为什么喜欢A？=因为好看'],
    ]);
  });

  it('refuses damaged or foreign files and creates nothing', async () => {
    const user = await register(ctx().app);
    const good = readFileSync(join(import.meta.dirname, 'fixtures', 'survey-v1.wenda.jsonl.gz'));
    const lines = archiveLines(good);
    const header = lines[0] as Record<string, unknown>;
    const design = header.design as { questions: Record<string, unknown>[] };
    const responseLine = lines.find((line) => line.part === 'response') as {
      response: Record<string, unknown>;
      items: Record<string, unknown>[];
    };
    const cases: [string, Buffer, RegExp][] = [
      ['not gzip', Buffer.from('hello, world'), /不是问卷存档/],
      ['a zip', Buffer.from('504b0304140000000800', 'hex'), /不是问卷存档/],
      ['gzip of something else', archiveOf([{ hello: 'world' }]), /不是问卷存档/],
      ['wrong format', archiveOf([{ ...header, format: 'other' }, ...lines.slice(1)]), /不是问卷存档/],
      ['unknown version', archiveOf([{ ...header, version: 99 }, ...lines.slice(1)]), /版本 99/],
      ['broken JSON', archiveWithBrokenLine(lines, 3), /第 3 行/],
      ['cut short', archiveOf(lines.slice(0, -1)), /end line/],
      ['a truncated gzip', good.subarray(0, Math.floor(good.length / 2)), /损坏.*cut short/],
      [
        'an answer to a question it lacks',
        archiveOf(
          lines.map((line) =>
            line === responseLine
              ? {
                  ...line,
                  items: [{ ...responseLine.items[0], questionId: '0190a000-0000-7000-8000-000000000000' }],
                }
              : line,
          ),
        ),
        /which the file lacks/,
      ],
      [
        'a response of a release it lacks',
        archiveOf(
          lines.map((line) =>
            line === responseLine
              ? { ...line, response: { ...responseLine.response, releaseVersion: 7 } }
              : line,
          ),
        ),
        /release 7/,
      ],
      [
        'a question in a group the file lacks',
        archiveOf([
          {
            ...header,
            design: {
              ...design,
              questions: design.questions.map((question) => ({ ...question, groupId: 'elsewhere' })),
            },
          },
          ...lines.slice(1),
        ]),
        /question\.groupId elsewhere/,
      ],
      [
        'a design row the database refuses',
        archiveOf([
          { ...header, design: { ...(header.design as object), groups: [{ id: 'g', orderById: 'x' }] } },
          ...lines.slice(1),
        ]),
        /损坏/,
      ],
    ];
    for (const [name, bytes, message] of cases) {
      const refused = await importFile(ctx().app, user.token, bytes);
      expect(refused.status, name).toBe(400);
      expect(refused.envelope.message, name).toMatch(message);
    }
    // Not multipart at all.
    const json = await call(ctx().app, 'POST', RESULTS_API.importArchive, {
      token: user.token,
      body: { file: 'x' },
    });
    expect(json.status).toBe(400);
    expect(await surveysOf(user.userId)).toBe(0);
    expect((await importFile(ctx().app, user.token, good)).status).toBe(200);
    expect(await surveysOf(user.userId)).toBe(1);
  });

  it('needs a login, data authority to download and the edit ability to import', async () => {
    const source = await statsFixture(ctx().app, ctx().db, [3]);
    expect((await downloadArchive(ctx().app, undefined, source.surveyId)).statusCode).toBe(401);
    const stranger = await register(ctx().app);
    expect((await downloadArchive(ctx().app, stranger.token, source.surveyId)).statusCode).toBe(404);
    const editor = await register(ctx().app);
    await ctx()
      .db.insert(surveyGrants)
      .values({ surveyId: source.surveyId, userId: editor.userId, mayEdit: 1 });
    expect((await downloadArchive(ctx().app, editor.token, source.surveyId)).statusCode).toBe(403);

    const file = (await downloadArchive(ctx().app, source.token, source.surveyId)).rawPayload;
    expect((await importFile(ctx().app, undefined, file)).status).toBe(401);
    const reader = await register(ctx().app);
    await ctx().db.update(users).set({ pmEdit: 0, reEdit: 0 }).where(eq(users.id, reader.userId));
    expect((await importFile(ctx().app, reader.token, file)).status).toBe(403);
    expect(await surveysOf(reader.userId)).toBe(0);
  });
});

/** An archive whose line `broken` (1-based) is not JSON. */
function archiveWithBrokenLine(lines: readonly unknown[], broken: number): Buffer {
  const text = lines
    .map((line, index) => (index + 1 === broken ? '{"part": "respo' : JSON.stringify(line)))
    .join('\n');
  return gzipSync(Buffer.from(`${text}\n`));
}
