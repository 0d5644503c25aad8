import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { upload } from '../support/multipart';
import { createSurvey, designer } from './support';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

const dataDir = mkdtempSync(join(tmpdir(), 'wenda-uploads-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.each(databaseTargets())('designer image uploads on $name', (target) => {
  const ctx = useTestApp(target, { dataDir });

  it('stores a png and a jpeg under the survey and serves them back with their content types', async () => {
    const { token } = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token);
    const result = await upload(ctx().app, token, [
      { name: 'surveyId', content: survey.surveyId },
      { name: 'file', fileName: 'logo.PNG', content: PNG },
      { name: 'file', fileName: '照片.jpeg', content: JPEG },
    ]);
    expect(result.status).toBe(200);
    const [png, jpeg] = result.envelope.data;
    expect(png).toMatchObject({ fileName: 'logo.PNG', contentType: 'image/png', size: PNG.length });
    expect(png?.filePath).toMatch(new RegExp(`^${survey.surveyId}/[0-9a-f-]{36}\\.png$`));
    expect(jpeg).toMatchObject({ fileName: '照片.jpeg', contentType: 'image/jpeg' });
    const served = await ctx().app.inject({ method: 'GET', url: png?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const missing = await ctx().app.inject({
      method: 'GET',
      url: `/api/files/${survey.surveyId}/00000000-0000-0000-0000-000000000000.png`,
    });
    expect(missing.statusCode).toBe(404);
    const traversal = await ctx().app.inject({ method: 'GET', url: '/api/files/..%2F..%2Fetc/passwd' });
    expect(traversal.statusCode).not.toBe(200);
  });

  it('refuses a 3 MB image, a gif, a png that is really text, six files, and a foreign survey', async () => {
    const { token } = await designer(ctx().app);
    const other = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token);
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    const tooBig = await upload(ctx().app, token, [
      { name: 'surveyId', content: survey.surveyId },
      { name: 'file', fileName: 'big.png', content: big },
    ]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.envelope.message).toBe('Exceeded maximum file size (image limit 2M)');
    const gif = await upload(ctx().app, token, [
      { name: 'surveyId', content: survey.surveyId },
      { name: 'file', fileName: 'a.gif', content: GIF },
    ]);
    expect(gif.status).toBe(400);
    expect(gif.envelope.message).toBe('Incorrect file format');
    const fake = await upload(ctx().app, token, [
      { name: 'surveyId', content: survey.surveyId },
      { name: 'file', fileName: 'fake.png', content: 'just some text, not an image' },
    ]);
    expect(fake.status).toBe(400);
    expect(fake.envelope.message).toBe('Incorrect file format');
    const six = await upload(ctx().app, token, [
      { name: 'surveyId', content: survey.surveyId },
      ...Array.from({ length: 6 }, (_, index) => ({ name: 'file', fileName: `${index}.png`, content: PNG })),
    ]);
    expect(six.status).toBe(400);
    expect(six.envelope.message).toBe('Select up to 5 files once to upload');
    const foreign = await upload(ctx().app, other.token, [
      { name: 'surveyId', content: survey.surveyId },
      { name: 'file', fileName: 'a.png', content: PNG },
    ]);
    expect(foreign.status).toBe(404);
  });
});
