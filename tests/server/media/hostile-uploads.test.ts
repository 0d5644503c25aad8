import { readdir, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDirOf } from '../../../server/design/routes/uploads';
import { MEDIA_API } from '../../../src/core/api/media';
import { FILE_NAME_MAX_CHARS, uploadedFileName } from '../../../src/core/media/fileNames';
import { type PublishedSurvey, publishedSurvey } from '../answers/fixture';
import { createSurvey, designer } from '../design/support';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { multipart, upload } from '../support/multipart';
import { filesUnder, freshDataDir, jpegBytes, mediaRow, newIds, tusCreate, tusPatch } from './support';

/**
 * Files made to attack whoever opens them, on the designer's uploads and the respondents' (tus and the whole-
 * file call), on both databases: a program named .jpg, HTML and SVG with script sent as images, and a real
 * image with a page appended (a polyglot) — what is not of its kind is refused with nothing kept, and what
 * is kept is only ever served with its image type, nosniff and (to results readers) inline with a clean
 * name, never as HTML or SVG from our origin. Names with path tricks, NUL, a right-to-left override or 300
 * characters are kept as a label only: the last part, cleaned, cut with its extension.
 */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2000, 0x41)]);
const HTML = Buffer.from('<!doctype html><html><body><script>window.__xss=1</script></body></html>');
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=2"><script>window.__xss=3</script></svg>',
);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Valid magic numbers, then a page: a browser that sniffed would render the HTML. */
const JPEG_POLYGLOT = Buffer.concat([jpegBytes(600), HTML]);
const PNG_POLYGLOT = Buffer.concat([PNG_MAGIC, Buffer.alloc(64, 1), HTML]);

const RTL = '\u202E';
const LONG = `${'长'.repeat(300)}.jpg`;
/** Hostile names and the label each becomes. */
const NAMES: readonly (readonly [string, string])[] = [
  ['../../../etc/passwd.jpg', 'passwd.jpg'],
  ['/var/lib/wenda/x.jpg', 'x.jpg'],
  ['C:\\Windows\\system32\\x.jpg', 'x.jpg'],
  [`a\u0000b.jpg`, 'ab.jpg'],
  [`photo${RTL}gpj.exe.jpg`, 'photogpj.exe.jpg'],
  [`<img src=x onerror=alert(1)>.jpg`, '<img src=x onerror=alert(1)>.jpg'],
  [LONG, `${'长'.repeat(FILE_NAME_MAX_CHARS - 4)}.jpg`],
];

/** Every file the designer's uploads hold (relative paths). */
async function designerFiles(dataDir: string): Promise<string[]> {
  const entries = await readdir(uploadsDirOf(dataDir), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('uploadedFileName', () => {
  it.each(NAMES)('%j is kept as %j', (raw, label) => {
    expect(uploadedFileName(raw)).toBe(label);
  });
});

describe.each(databaseTargets())('hostile uploads ($name)', (target) => {
  const dataDir = freshDataDir();
  const ctx = useTestApp(target, { dataDir });
  let survey: PublishedSurvey;
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  beforeAll(async () => {
    survey = await publishedSurvey(ctx().app, ctx().db);
  });

  const metadata = (ids: { mediaId: string; responseId: string }, filename: string) => ({
    mediaId: ids.mediaId,
    surveyId: survey.surveyId,
    responseId: ids.responseId,
    questionId: survey.choiceId,
    kind: 'image',
    filename,
    filetype: 'image/jpeg',
  });

  /** A tus upload in one PATCH: the creation's and the PATCH's answers. */
  async function tusSend(bytes: Buffer, filename: string) {
    const ids = newIds();
    const created = await tusCreate(ctx().app, metadata(ids, filename), bytes.length);
    const patched = created.statusCode === 201 ? await tusPatch(ctx().app, ids.mediaId, bytes) : undefined;
    return { ids, created, patched };
  }

  it.each([
    ['a program named .jpg', EXE, 'setup.jpg'],
    ['HTML with script sent as an image', HTML, 'page.jpg'],
    ['SVG with script sent as an image', SVG, 'drawing.svg'],
  ])('tus refuses %s, and keeps nothing of it', async (_, bytes, name) => {
    const { ids, created, patched } = await tusSend(bytes, name);
    expect(created.statusCode).toBe(201);
    expect(patched?.statusCode).toBe(400);
    expect(patched?.json()).toMatchObject({
      message: '文件格式不正确',
      data: { reason: 'badFormat' },
    });
    expect(await mediaRow(ctx().db, ids.mediaId)).toBeUndefined();
    const files = await filesUnder(dataDir);
    expect([...files.media, ...files.tus].filter((file) => file.startsWith(ids.mediaId))).toEqual([]);
  });

  it('the whole-file call refuses a page sent as a video, and keeps nothing of it', async () => {
    const ids = newIds();
    const { payload, contentType } = multipart([
      { name: 'surveyId', content: survey.surveyId },
      { name: 'responseId', content: ids.responseId },
      { name: 'mediaId', content: ids.mediaId },
      { name: 'file', fileName: '../../evil.html', contentType: 'text/html', content: HTML },
    ]);
    const sent = await ctx().app.inject({
      method: 'POST',
      url: MEDIA_API.uploadVideo,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toMatchObject({ data: { reason: 'badFormat' } });
    expect(await mediaRow(ctx().db, ids.mediaId)).toBeUndefined();
  });

  it('a polyglot is kept as the image it starts as, and only ever served as one, with a clean name', async () => {
    const { ids, patched } = await tusSend(JPEG_POLYGLOT, `../../${RTL}lmth.jpg\u0000`);
    expect(patched?.statusCode).toBe(204);
    const row = await mediaRow(ctx().db, ids.mediaId);
    expect(row).toMatchObject({ mimeType: 'image/jpeg', fileName: 'lmth.jpg' });
    expect(row?.storageKey).toBe(`${survey.surveyId}/${ids.mediaId}.jpg`);

    const mine = await ctx().app.inject({
      method: 'GET',
      url: `${MEDIA_API.respondentFile.replace(':mediaId', ids.mediaId)}?responseId=${ids.responseId}`,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');

    const read = await ctx().app.inject({
      method: 'GET',
      url: MEDIA_API.resultsFile.replace(':mediaId', ids.mediaId),
      headers: { token: survey.token },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.headers['content-disposition']).toBe(
      `inline; filename="lmth.jpg"; filename*=UTF-8''lmth.jpg`,
    );
    // The page carried along is never run: our CSP admits no inline script on any answer.
    expect(String(read.headers['content-security-policy'])).toMatch(/script-src 'self'/);
  });

  it('keeps hostile names as labels only (tus)', async () => {
    for (const [raw, label] of NAMES) {
      const { ids, patched } = await tusSend(jpegBytes(400), raw);
      expect(patched?.statusCode, raw).toBe(204);
      expect((await mediaRow(ctx().db, ids.mediaId))?.fileName, raw).toBe(label);
    }
  });

  describe('the designer', () => {
    let token: string;
    let surveyId: string;
    beforeAll(async () => {
      ({ token } = await designer(ctx().app));
      ({ surveyId } = await createSurvey(ctx().app, token));
    });

    it.each([
      ['a program named .jpg', 'setup.jpg', EXE],
      ['HTML named .png', 'page.png', HTML],
      ['SVG named .png', 'drawing.png', SVG],
      ['an SVG', 'drawing.svg', SVG],
      ['an HTML page', 'page.html', HTML],
    ])('refuses %s, and keeps nothing', async (_, fileName, content) => {
      const before = await designerFiles(dataDir);
      const refused = await upload(ctx().app, token, [
        { name: 'surveyId', content: surveyId },
        { name: 'file', fileName: 'ok.png', content: Buffer.concat([PNG_MAGIC, Buffer.alloc(64, 1)]) },
        { name: 'file', fileName, content },
      ]);
      expect(refused.status).toBe(400);
      expect(refused.envelope.message).toBe('Incorrect file format');
      // The good file beside it was not written either: a refused request leaves nothing behind.
      expect(await designerFiles(dataDir)).toEqual(before);
    });

    it('serves a polyglot only as the image it starts as, and keeps hostile names as labels', async () => {
      const stored = await upload(ctx().app, token, [
        { name: 'surveyId', content: surveyId },
        { name: 'file', fileName: `../../${RTL}gnp.html.png`, content: PNG_POLYGLOT },
        ...NAMES.slice(0, 4).map(([raw]) => ({
          name: 'file',
          fileName: raw.replace(/\.jpg$/, '.png'),
          content: PNG_POLYGLOT,
        })),
      ]);
      expect(stored.status, stored.envelope.message).toBe(200);
      expect(stored.envelope.data.map((file) => file.fileName)).toEqual([
        'gnp.html.png',
        ...NAMES.slice(0, 4).map(([, label]) => label.replace(/\.jpg$/, '.png')),
      ]);
      for (const file of stored.envelope.data) {
        expect(file.filePath).toMatch(new RegExp(`^${surveyId}/[0-9a-f-]{36}\\.png$`));
        const served = await ctx().app.inject({ method: 'GET', url: file.url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/png');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it('keeps a long name cut to its limit, and refuses an oversize file naming the limit, keeping nothing', async () => {
      const long = await upload(ctx().app, token, [
        { name: 'surveyId', content: surveyId },
        { name: 'file', fileName: LONG.replace(/\.jpg$/, '.png'), content: PNG_POLYGLOT },
      ]);
      expect(long.status, long.envelope.message).toBe(200);
      expect([...(long.envelope.data[0]?.fileName ?? '')]).toHaveLength(FILE_NAME_MAX_CHARS);
      expect(long.envelope.data[0]?.fileName.endsWith('.png')).toBe(true);

      const before = await designerFiles(dataDir);
      const big = await upload(ctx().app, token, [
        { name: 'surveyId', content: surveyId },
        {
          name: 'file',
          fileName: 'big.png',
          content: Buffer.concat([PNG_MAGIC, Buffer.alloc(3 * 1024 * 1024)]),
        },
      ]);
      expect(big.status).toBe(413);
      expect(big.envelope.message).toBe('Exceeded maximum file size (image limit 2M)');
      expect(await designerFiles(dataDir)).toEqual(before);
    });
  });
});
