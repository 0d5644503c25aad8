import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses, surveyGrants } from '../../../../server/db/schema';
import { MEDIA_API } from '../../../../src/core/api/media';
import {
  type PublicReport,
  type QuestionsResponse,
  RESULTS_API,
  type ResponseDetail,
  type ShareState,
} from '../../../../src/core/api/results';
import { register, useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';
import { call } from '../../support/http';
import { runExport } from '../exports/support';
import { readCases, requirePspp } from '../sav/pspp';
import {
  type MediaSurvey,
  mediaItems,
  mediaSurvey,
  type StoredMedia,
  saveResponse,
  someBytes,
  storeMedia,
} from './support';

/**
 * Respondents' media in the results, on each database: the file call serves a received file to the
 * survey's owner and data grantees only (ranges for players), 404 for everything else; the response detail
 * says which files arrived; the media ZIP holds every received file of the filtered responses, stored,
 * under the names the export's media column gives (read back with unzip); GPS and city export columns;
 * the report's GPS, place and media figures.
 */
const dataDir = await mkdtemp(join(tmpdir(), 'wenda-results-media-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const FIX_TIME = Date.UTC(2026, 10, 20, 8, 30, 0);
requirePspp();

describe.each(databaseTargets())('media in results ($name)', (target) => {
  const ctx = useTestApp(target, { dataDir });
  let survey: MediaSurvey;
  const first = randomUUID();
  const second = randomUUID();
  let photo: StoredMedia;
  let sidePhoto: StoredMedia;
  let arriving: StoredMedia;
  const neverUploaded = randomUUID();
  let recording: StoredMedia;
  let secondPhoto: StoredMedia;
  let otherSurveyFile: StoredMedia;

  beforeAll(async () => {
    const { app, db } = ctx();
    survey = await mediaSurvey(app);
    const file = (
      responseId: string,
      questionId: string,
      kind: 'image' | 'audio',
      n: number,
      complete = true,
    ) =>
      storeMedia(db, dataDir, {
        surveyId: survey.surveyId,
        responseId,
        questionId,
        kind,
        mimeType: kind === 'image' ? 'image/jpeg' : 'audio/webm',
        extension: kind === 'image' ? 'jpg' : 'webm',
        bytes: someBytes(1000 + n * 137, n),
        fileName: `${kind}-${n}.${kind === 'image' ? 'jpg' : 'webm'}`,
        complete,
      });
    photo = await file(first, survey.imageId, 'image', 1);
    sidePhoto = await file(first, survey.imageId, 'image', 2);
    arriving = await file(first, survey.imageId, 'image', 3, false);
    recording = await file(first, survey.audioId, 'audio', 4);
    secondPhoto = await file(second, survey.imageId, 'image', 5);
    await saveResponse(app, survey, first, [
      ...mediaItems(survey.surveyId, survey.imageId, [
        { name: 'front.jpg', mediaId: photo.mediaId },
        { name: 'side.jpg', mediaId: sidePhoto.mediaId },
        { name: 'back.jpg', mediaId: arriving.mediaId },
        { name: 'inside.jpg', mediaId: neverUploaded },
      ]),
      ...mediaItems(survey.surveyId, survey.audioId, [
        { name: 'talk.webm', mediaId: recording.mediaId, text: '店主说生意不错' },
      ]),
      {
        belongId: survey.surveyId,
        quId: survey.gpsId,
        answer: '22.5431,113.9298',
        extendsData: { accuracy: 12, altitude: 8.5, fixTime: FIX_TIME },
      },
      { belongId: survey.surveyId, quId: survey.cityId, answer: '440000,440300,440305' },
    ]);
    await saveResponse(
      app,
      survey,
      second,
      [
        ...mediaItems(survey.surveyId, survey.imageId, [{ name: 'a.jpg', mediaId: secondPhoto.mediaId }]),
        {
          belongId: survey.surveyId,
          quId: survey.gpsId,
          answer: '39.9042,116.4074',
          extendsData: { accuracy: 30 },
        },
        { belongId: survey.surveyId, quId: survey.cityId, answer: '440000,440100,440106' },
      ],
      'in-progress',
    );
    const other = await mediaSurvey(app, '别人的问卷');
    otherSurveyFile = await storeMedia(db, dataDir, {
      surveyId: other.surveyId,
      responseId: randomUUID(),
      questionId: other.imageId,
      kind: 'image',
      mimeType: 'image/png',
      extension: 'png',
      bytes: someBytes(500, 9),
      fileName: 'x.png',
    });
  });

  const fileUrl = (mediaId: string) => MEDIA_API.resultsFile.replace(':mediaId', mediaId);
  const getFile = (mediaId: string, token?: string, range?: string) =>
    ctx().app.inject({
      method: 'GET',
      url: fileUrl(mediaId),
      headers: { ...(token ? { token } : {}), ...(range ? { range } : {}) },
    });

  it('serves a received file to the owner and grantees, with byte ranges, and a 404 otherwise', async () => {
    const whole = await getFile(photo.mediaId, survey.token);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/jpeg');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Buffer.compare(whole.rawPayload, photo.bytes)).toBe(0);

    const part = await getFile(recording.mediaId, survey.token, 'bytes=100-199');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('audio/webm');
    expect(part.headers['content-range']).toBe(`bytes 100-199/${recording.bytes.length}`);
    expect(Buffer.compare(part.rawPayload, recording.bytes.subarray(100, 200))).toBe(0);
    const open = await getFile(recording.mediaId, survey.token, 'bytes=1000-');
    expect(open.statusCode).toBe(206);
    expect(Buffer.compare(open.rawPayload, recording.bytes.subarray(1000))).toBe(0);
    const tail = await getFile(recording.mediaId, survey.token, 'bytes=-10');
    expect(Buffer.compare(tail.rawPayload, recording.bytes.subarray(-10))).toBe(0);
    const past = await getFile(recording.mediaId, survey.token, `bytes=${recording.bytes.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${recording.bytes.length}`);

    // Not received whole, never uploaded, another survey's: the same 404 envelope.
    for (const mediaId of [arriving.mediaId, neverUploaded, otherSurveyFile.mediaId, 'not-a-media-id']) {
      const missing = await getFile(mediaId, survey.token);
      expect(missing.statusCode, mediaId).toBe(404);
      expect(missing.json()).toMatchObject({ code: 404 });
    }
    // Someone else: 404 as if the file did not exist; no session: 401.
    const stranger = await register(ctx().app);
    expect((await getFile(photo.mediaId, stranger.token)).statusCode).toBe(404);
    expect((await getFile(photo.mediaId)).statusCode).toBe(401);
    // A data grantee of the survey reads it.
    await ctx()
      .db.insert(surveyGrants)
      .values({ surveyId: survey.surveyId, userId: stranger.userId, mayData: 1 });
    const granted = await getFile(photo.mediaId, stranger.token);
    expect(granted.statusCode).toBe(200);
    expect(Buffer.compare(granted.rawPayload, photo.bytes)).toBe(0);
  });

  it('lists a response’s files in its detail, each received or not yet', async () => {
    const detail = await call<ResponseDetail>(
      ctx().app,
      'GET',
      `${RESULTS_API.response}?surveyId=${survey.surveyId}&responseId=${first}`,
      { token: survey.token },
    );
    expect(detail.status, detail.envelope.message).toBe(200);
    const shown = (questionId: string) =>
      detail.envelope.data.answers.find((answer) => answer.questionId === questionId)?.media;
    expect(shown(survey.imageId)?.map((file) => [file.fileName, file.received, file.kind])).toEqual([
      ['front.jpg', true, 'image'],
      ['side.jpg', true, 'image'],
      ['back.jpg', false, null],
      ['inside.jpg', false, null],
    ]);
    expect(shown(survey.audioId)).toEqual([
      {
        mediaId: recording.mediaId,
        fileName: 'talk.webm',
        text: '店主说生意不错',
        received: true,
        kind: 'audio',
        mimeType: 'audio/webm',
        size: recording.bytes.length,
      },
    ]);
    expect(shown(survey.gpsId)).toBeUndefined();
  });

  it('exports media as the ZIP’s names, GPS with altitude and fix time, the city with names', async () => {
    const { file } = await runExport(ctx().app, survey.token, { surveyId: survey.surveyId, format: 'csv' });
    const [header = [], ...rows] = parse(file, { bom: true }) as string[][];
    const { image, audio, gps, city } = survey.codes;
    const row = rows.find((cells) => cells[header.indexOf('responseId')] === first) ?? [];
    const cell = (name: string) => {
      expect(header, name).toContain(name);
      return row[header.indexOf(name)];
    };
    expect(cell(image)).toBe(
      `${first}/${image}-门店照片：正面_侧面-1.jpg; ${first}/${image}-门店照片：正面_侧面-2.jpg`,
    );
    expect(cell(`${image}_count`)).toBe('4');
    expect(cell(audio)).toBe(`${first}/${audio}-访谈录音-1.webm`);
    expect(cell(`${audio}_text`)).toBe('店主说生意不错');
    expect([
      cell(`${gps}_lat`),
      cell(`${gps}_lon`),
      cell(`${gps}_acc`),
      cell(`${gps}_alt`),
      cell(`${gps}_time`),
    ]).toEqual(['22.5431', '113.9298', '12', '8.5', '2026-11-20T08:30:00.000Z']);
    expect(cell(city)).toBe('440000/440300/440305');
    expect(cell(`${city}_name`)).toBe('广东省/深圳市/南山区');
  });

  it('zips the received files of the filtered responses, stored, named as the export names them', async () => {
    const zipped = await ctx().app.inject({
      method: 'POST',
      url: RESULTS_API.mediaZip,
      headers: { token: survey.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ surveyId: survey.surveyId }),
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-type']).toBe('application/zip');
    expect(String(zipped.headers['content-disposition'])).toContain(
      encodeURIComponent('门店走访 媒体-media.zip'),
    );
    const zipPath = join(dataDir, `${randomUUID()}.zip`);
    await writeFile(zipPath, zipped.rawPayload);
    const { image, audio } = survey.codes;
    const expected = new Map<string, Buffer>([
      [`${first}/${image}-门店照片：正面_侧面-1.jpg`, photo.bytes],
      [`${first}/${image}-门店照片：正面_侧面-2.jpg`, sidePhoto.bytes],
      [`${first}/${audio}-访谈录音-1.webm`, recording.bytes],
      [`${second}/${image}-门店照片：正面_侧面-1.jpg`, secondPhoto.bytes],
    ]);
    expect(entriesOf(zipPath).sort()).toEqual([...expected.keys()].sort());
    // Every entry stored, not deflated (unzip -v's method column).
    expect(execFileSync('unzip', ['-v', zipPath], { encoding: 'utf8' })).not.toMatch(/Defl/);
    for (const [name, bytes] of expected) {
      const read = execFileSync('unzip', ['-p', zipPath, name.replace(/([[\]*?])/g, '\\$1')], {
        maxBuffer: 1 << 24,
      });
      expect(Buffer.compare(read, bytes), name).toBe(0);
    }

    // The results filter holds: the second response marked invalid leaves the ZIP (the default filter).
    await ctx().db.update(responses).set({ invalidAt: new Date() }).where(eq(responses.id, second));
    const filtered = await ctx().app.inject({
      method: 'POST',
      url: RESULTS_API.mediaZip,
      headers: { token: survey.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ surveyId: survey.surveyId, filter: { invalid: 'exclude' } }),
    });
    const filteredPath = join(dataDir, `${randomUUID()}.zip`);
    await writeFile(filteredPath, filtered.rawPayload);
    expect(entriesOf(filteredPath)).toHaveLength(3);
    expect(entriesOf(filteredPath).some((name) => name.startsWith(second))).toBe(false);
    await ctx().db.update(responses).set({ invalidAt: null }).where(eq(responses.id, second));

    const stranger = await register(ctx().app);
    const refused = await ctx().app.inject({
      method: 'POST',
      url: RESULTS_API.mediaZip,
      headers: { token: stranger.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ surveyId: survey.surveyId }),
    });
    expect(refused.statusCode).toBe(404);
  });

  it('summarises GPS points, places by name and media files in the report', async () => {
    const result = await call<QuestionsResponse>(ctx().app, 'POST', RESULTS_API.questions, {
      token: survey.token,
      body: { surveyId: survey.surveyId },
    });
    expect(result.status, result.envelope.message).toBe(200);
    const summary = (questionId: string) => {
      const found = result.envelope.data.questions.find((question) => question.questionId === questionId);
      if (found?.kind !== 'count') throw new Error(`no count summary for ${questionId}`);
      return found;
    };
    const gps = summary(survey.gpsId).gps;
    expect(gps?.count).toBe(2);
    expect(gps?.medianAccuracy).toBe(21);
    expect(gps?.points.map((point) => [point.latitude, point.longitude, point.accuracy]).sort()).toEqual([
      [22.5431, 113.9298, 12],
      [39.9042, 116.4074, 30],
    ]);
    expect(gps?.points.find((point) => point.accuracy === 12)?.fixTime).toBe('2026-11-20T08:30:00.000Z');
    expect(summary(survey.cityId).places).toEqual({
      top: [{ code: '440000', name: '广东省', count: 2 }],
      second: [
        { code: '440100', name: '广州市', parentName: '广东省', count: 1 },
        { code: '440300', name: '深圳市', parentName: '广东省', count: 1 },
      ],
    });
    expect(summary(survey.imageId).media).toEqual({
      files: 5,
      received: 3,
      kinds: [
        {
          kind: 'image',
          files: 3,
          bytes: photo.bytes.length + sidePhoto.bytes.length + secondPhoto.bytes.length,
        },
      ],
    });
    expect(summary(survey.audioId).media).toMatchObject({ files: 1, received: 1 });

    // The public report keeps the figures but no respondent's point.
    const shared = await call<ShareState>(ctx().app, 'POST', RESULTS_API.share, {
      token: survey.token,
      body: { surveyId: survey.surveyId, enabled: true },
    });
    const report = await call<PublicReport>(
      ctx().app,
      'GET',
      `${RESULTS_API.publicReport}?token=${shared.envelope.data.token}`,
    );
    expect(report.status, report.envelope.message).toBe(200);
    const publicGps = report.envelope.data.questions.find((question) => question.questionId === survey.gpsId);
    expect(publicGps?.kind === 'count' && publicGps.gps).toEqual({
      count: 2,
      medianAccuracy: 21,
      points: [],
    });
  });

  it('writes the same media, GPS and city cells into XLSX and SPSS (read back by read-excel-file, PSPP)', async () => {
    const { image, gps, city } = survey.codes;
    const wanted = [image, `${image}_count`, `${gps}_alt`, `${gps}_time`, `${city}_name`];
    const csv = await runExport(ctx().app, survey.token, { surveyId: survey.surveyId, format: 'csv' });
    const [csvHeader = [], ...csvRows] = parse(csv.file, { bom: true }) as string[][];
    const cellsOf = (header: unknown[], rows: unknown[][]) => {
      const row = rows.find((cells) => cells[header.indexOf('responseId')] === first) ?? [];
      return wanted.map((name) => String(row[header.indexOf(name)] ?? '').trimEnd());
    };
    const expected = cellsOf(csvHeader, csvRows);
    expect(expected[0]).toContain(`${first}/${image}-`);

    const xlsx = await runExport(ctx().app, survey.token, { surveyId: survey.surveyId, format: 'xlsx' });
    const [sheet] = await readXlsxFile(xlsx.file);
    const [xlsxHeader = [], ...xlsxRows] = sheet?.data ?? [];
    expect(cellsOf(xlsxHeader, xlsxRows)).toEqual(expected);

    const sav = await runExport(ctx().app, survey.token, { surveyId: survey.surveyId, format: 'sav' });
    const savPath = join(dataDir, `${randomUUID()}.sav`);
    await writeFile(savPath, sav.file);
    const [savHeader = [], ...savRows] = readCases(savPath);
    expect(cellsOf(savHeader, savRows)).toEqual(expected);

    const codebook = await runExport(ctx().app, survey.token, {
      surveyId: survey.surveyId,
      format: 'codebook',
    });
    expect(codebook.job.status).toBe('done');
  });
});

/** The entry names of a ZIP as Debian's unzip lists them (-Z1: names only, one a line). */
function entriesOf(zipPath: string): string[] {
  return execFileSync('unzip', ['-Z1', zipPath], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.length > 0);
}
