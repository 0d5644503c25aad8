import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { questions, releases, surveys, uploadedFiles } from '../../../../server/db/schema';
import { DESIGN_API, FILES_PREFIX, type UploadedFile } from '../../../../src/core/api/design';
import { ARCHIVE_VERSION } from '../../../../src/core/results/archive';
import { createSurvey, designer, RADIO, save } from '../../design/support';
import { register, useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';
import { call } from '../../support/http';
import { upload } from '../../support/multipart';
import { archiveLines, archiveOf, downloadArchive, importFile } from './support';

/** A file that starts like a PNG, as the upload check wants. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(80, 7),
]);

const dataDir = mkdtempSync(join(tmpdir(), 'wenda-archive-images-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function uploadPng(app: FastifyInstance, token: string, surveyId: string): Promise<UploadedFile> {
  const result = await upload(app, token, [
    { name: 'surveyId', content: surveyId },
    { name: 'file', fileName: '封面.png', contentType: 'image/png', content: PNG },
  ]);
  expect(result.status, result.envelope.message).toBe(200);
  return result.envelope.data[0] as UploadedFile;
}

/** Every file under the uploads directory, as `<survey>/<name>`. */
function storedImages(): string[] {
  const root = join(dataDir, 'uploads');
  let found: string[] = [];
  try {
    for (const survey of readdirSync(root))
      found = [...found, ...readdirSync(join(root, survey)).map((name) => `${survey}/${name}`)];
  } catch {
    return [];
  }
  return found.sort();
}

describe.each(databaseTargets())('survey archive with uploaded images ($name)', (target) => {
  const ctx = useTestApp(target, { dataDir });

  /** A published survey whose question title shows an uploaded image. */
  async function surveyWithImage() {
    const { token } = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token);
    const image = await uploadPng(ctx().app, token, survey.surveyId);
    await save(ctx().app, token, RADIO, {
      belongId: survey.surveyId,
      catalogKey: 'radio',
      quTitle: `<p>看图作答</p><p><img src="${image.url}"></p>`,
      optionList: [{ optionName: '喜欢' }, { optionName: '不喜欢' }],
    });
    const published = await call(
      ctx().app,
      'GET',
      `${DESIGN_API.surveyState}?id=${survey.surveyId}&surveyState=1`,
      {
        token,
      },
    );
    expect(published.status, published.envelope.message).toBe(200);
    return { token, surveyId: survey.surveyId, image };
  }

  it('carries the images the design shows and imports them under the new survey, addresses rewritten', async () => {
    const source = await surveyWithImage();
    const file = (await downloadArchive(ctx().app, source.token, source.surveyId)).rawPayload;
    const lines = archiveLines(file);
    const header = lines[0] as { version: number; design: { files: unknown[] } };
    expect(header.version).toBe(ARCHIVE_VERSION);
    expect(header.design.files).toEqual([
      { path: source.image.filePath, fileName: '封面.png', contentType: 'image/png', size: PNG.length },
    ]);
    const fileLine = lines.find((line) => line.part === 'file') as { path: string; base64: string };
    expect(Buffer.from(fileLine.base64, 'base64').equals(PNG)).toBe(true);
    expect(lines.at(-1)).toMatchObject({ part: 'end', files: 1, releases: 1 });

    const importer = await register(ctx().app);
    const imported = await importFile(ctx().app, importer.token, file);
    expect(imported.status, imported.envelope.message).toBe(200);
    const copyId = imported.envelope.data.surveyId;
    const [copied] = await ctx().db.select().from(uploadedFiles).where(eq(uploadedFiles.surveyId, copyId));
    expect(copied).toMatchObject({ fileName: '封面.png', contentType: 'image/png', size: PNG.length });
    expect(copied?.filePath.startsWith(`${copyId}/`)).toBe(true);
    const newUrl = `${FILES_PREFIX}${copied?.filePath}`;
    // The design and the release show the copy's own image, not the source's.
    const [question] = await ctx().db.select().from(questions).where(eq(questions.belongId, copyId));
    expect(question?.quTitle).toContain(`<img src="${newUrl}"`);
    const [release] = await ctx().db.select().from(releases).where(eq(releases.surveyId, copyId));
    expect(JSON.stringify(release?.snapshot)).toContain(newUrl);
    expect(JSON.stringify(release?.snapshot)).not.toContain(source.image.filePath);
    const served = await ctx().app.inject({ method: 'GET', url: newUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // The source keeps its own.
    expect((await ctx().app.inject({ method: 'GET', url: source.image.url })).statusCode).toBe(200);
  });

  it('refuses an image that is not what it says, or not listed, and leaves no survey and no file behind', async () => {
    const source = await surveyWithImage();
    const lines = archiveLines((await downloadArchive(ctx().app, source.token, source.surveyId)).rawPayload);
    const importer = await register(ctx().app);
    const before = storedImages();
    const withFileLine = (change: (line: Record<string, unknown>) => Record<string, unknown>) =>
      archiveOf(lines.map((line) => (line.part === 'file' ? change(line) : line)));
    const cases: [string, Buffer, RegExp][] = [
      [
        'bytes that are no PNG',
        withFileLine((line) => ({ ...line, base64: Buffer.alloc(PNG.length, 1).toString('base64') })),
        /not the image its name says/,
      ],
      [
        'a size other than listed',
        withFileLine((line) => ({ ...line, base64: PNG.subarray(0, 20).toString('base64') })),
        /listed/,
      ],
      [
        'an image the header does not list',
        withFileLine((line) => ({
          ...line,
          path: `${source.surveyId}/00000000-0000-4000-8000-000000000000.png`,
        })),
        /does not list/,
      ],
      [
        'a listed image missing',
        archiveOf(lines.filter((line) => line.part !== 'file')),
        /counts 1\/1\/0, read 0\/1\/0/,
      ],
    ];
    for (const [name, bytes, message] of cases) {
      const refused = await importFile(ctx().app, importer.token, bytes);
      expect(refused.status, name).toBe(400);
      expect(refused.envelope.message, name).toMatch(message);
    }
    expect(await ctx().db.select().from(surveys).where(eq(surveys.userId, importer.userId))).toEqual([]);
    expect(storedImages()).toEqual(before);
  });
});
