import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DESIGN_API } from '../../../src/core/api/design';
import { postSave, saveBody, saveQuestion, setSurveyState, storedResponse } from '../answers/fixture';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { upload } from '../support/multipart';
import { createSurvey, design, designer, saveRaw } from './support';

/**
 * The music question and the media questions' designer settings on each database: a designer uploads an
 * audio file (checked by its bytes, at most 10 MB, one at a time), served back as audio; a music question
 * plays it and is answered with one of its options; the save endpoint refuses a track that is no uploaded
 * audio file, and media questions refuse an option type of another kind, a changed kind, a minimum above the
 * maximum.
 */
const dataDir = await mkdtemp(join(tmpdir(), 'wenda-music-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** A WAV file of `samples` silent 8-bit mono samples at 8 kHz. */
function wav(samples = 800): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}
const MP3 = Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(64)]);
const OGG = Buffer.concat([Buffer.from('OggS', 'latin1'), Buffer.alloc(64)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

describe.each(databaseTargets())('music and media design ($name)', (target) => {
  const ctx = useTestApp(target, { dataDir });
  const uploadAudio = (token: string, parts: Parameters<typeof upload>[2]) =>
    upload(ctx().app, token, parts, 'en', DESIGN_API.uploadAudio);

  it('takes an audio file by its bytes and serves it back as audio; refuses others', async () => {
    const { token } = await designer(ctx().app);
    const { surveyId } = await createSurvey(ctx().app, token);
    const sound = wav();
    const stored = await uploadAudio(token, [
      { name: 'surveyId', content: surveyId },
      { name: 'file', fileName: '主题曲.wav', content: sound },
    ]);
    expect(stored.status, stored.envelope.message).toBe(200);
    const [file] = stored.envelope.data;
    expect(file).toMatchObject({ fileName: '主题曲.wav', contentType: 'audio/wav', size: sound.length });
    expect(file?.url).toMatch(new RegExp(`^/api/files/${surveyId}/[0-9a-f-]{36}\\.wav$`));
    const served = await ctx().app.inject({ method: 'GET', url: file?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('audio/wav');
    expect(served.rawPayload.equals(sound)).toBe(true);
    expect(served.headers['accept-ranges']).toBe('bytes');
    // A player's part: 206 with the bytes asked for; past the end, 416.
    const part = await ctx().app.inject({
      method: 'GET',
      url: file?.url ?? '',
      headers: { range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${sound.length}`);
    expect(part.rawPayload.equals(sound.subarray(10, 20))).toBe(true);
    const past = await ctx().app.inject({
      method: 'GET',
      url: file?.url ?? '',
      headers: { range: 'bytes=99999-' },
    });
    expect(past.statusCode).toBe(416);

    for (const [fileName, content] of [
      ['a.mp3', MP3],
      ['b.ogg', OGG],
    ] as const) {
      const ok = await uploadAudio(token, [
        { name: 'surveyId', content: surveyId },
        { name: 'file', fileName, content },
      ]);
      expect(ok.status, fileName).toBe(200);
    }
    const refused = async (fileName: string, content: Buffer | string) => {
      const result = await uploadAudio(token, [
        { name: 'surveyId', content: surveyId },
        { name: 'file', fileName, content },
      ]);
      return [result.status, result.envelope.message];
    };
    expect(await refused('fake.mp3', PNG)).toEqual([400, 'Incorrect file format']);
    expect(await refused('song.flac', 'fLaC....')).toEqual([400, 'Incorrect file format']);
    expect(await refused('text.wav', 'just text')).toEqual([400, 'Incorrect file format']);
    expect(await refused('big.wav', wav(11 * 1024 * 1024))).toEqual([
      413,
      'Exceeded maximum file size (audio limit 10M)',
    ]);
    const two = await uploadAudio(token, [
      { name: 'surveyId', content: surveyId },
      { name: 'file', fileName: 'a.wav', content: sound },
      { name: 'file', fileName: 'b.wav', content: sound },
    ]);
    expect([two.status, two.envelope.message]).toEqual([400, 'Upload one audio file at a time']);
    // The image route still takes images only.
    const asImage = await upload(ctx().app, token, [
      { name: 'surveyId', content: surveyId },
      { name: 'file', fileName: 'a.wav', content: sound },
    ]);
    expect(asImage.status).toBe(400);
    const other = await designer(ctx().app);
    const foreign = await uploadAudio(other.token, [
      { name: 'surveyId', content: surveyId },
      { name: 'file', fileName: 'a.wav', content: sound },
    ]);
    expect(foreign.status).not.toBe(200);
  });

  it('saves a music question with its track, answered with one of its options', async () => {
    const { token } = await designer(ctx().app);
    const { surveyId } = await createSurvey(ctx().app, token, '音乐测试');
    const added = await saveQuestion(ctx().app, token, {
      belongId: surveyId,
      catalogKey: 'music',
      quTitle: '听后选择',
    });
    expect(added).toMatchObject({ elementType: 'MusicBox', catalogKey: 'music' });
    const [file] = (
      await uploadAudio(token, [
        { name: 'surveyId', content: surveyId },
        { name: 'file', fileName: 'theme.wav', content: wav() },
      ])
    ).envelope.data;
    const track = { id: 'track', optionName: '', imgUrl: file?.url, imgName: 'theme.wav' };
    const saved = await saveQuestion(ctx().app, token, {
      belongId: surveyId,
      quId: added.id,
      catalogKey: 'music',
      quTitle: '听后选择',
      optionList: added.optionList,
      descList: [track],
    });
    expect(saved.descList).toHaveLength(1);
    const [stored] = (await design(ctx().app, token, surveyId)).groupList.flatMap((g) => g.questionList);
    expect(stored?.descList[0]).toMatchObject({ imgUrl: file?.url, imgName: 'theme.wav' });

    const refusedTrack = await saveRaw(
      ctx().app,
      token,
      '/design/qu-media/ajaxSave',
      {
        belongId: surveyId,
        quId: added.id,
        catalogKey: 'music',
        descList: [{ ...track, imgUrl: 'https://elsewhere.example/a.mp3' }],
      } as never,
      'en',
    );
    expect(refusedTrack.status).toBe(400);
    expect(refusedTrack.envelope.message).toBe('A music question plays an audio file uploaded here');

    await setSurveyState(ctx().app, token, surveyId, '1');
    const option = saved.optionList[1];
    const body = saveBody({ surveyId } as Parameters<typeof saveBody>[0], {
      seq: 1,
      status: 'complete',
      items: [{ belongId: surveyId, quId: saved.id, quItemId: option?.id }],
    });
    const answered = await postSave(ctx().app, body);
    expect(answered.status, answered.envelope.message).toBe(200);
    const { items } = await storedResponse(ctx().db, body.responseId);
    expect(items[0]?.value).toMatchObject({ kind: 'choice', optionIds: [option?.id] });
  });

  it('keeps a media question’s settings and refuses what its kind has not', async () => {
    const { token } = await designer(ctx().app);
    const { surveyId } = await createSurvey(ctx().app, token);
    const image = await saveQuestion(ctx().app, token, {
      belongId: surveyId,
      catalogKey: 'image',
      quTitle: '照片',
    });
    expect(image).toMatchObject({ elementType: 'ImageBox', mediaQuType: '2' });
    const edit = (patch: Record<string, unknown>) =>
      saveRaw(
        ctx().app,
        token,
        '/design/qu-media/ajaxSave',
        {
          belongId: surveyId,
          quId: image.id,
          catalogKey: 'image',
          ...patch,
        } as never,
        'en',
      );
    const kept = await edit({
      answerConfig: { mediaOptionType: '2', answerLimitInd: 1, answerOpenInd: 1, answerOpenTitle: '说明' },
      paramInt01: 3,
      paramInt02: 5,
    });
    expect(kept.status, kept.envelope.message).toBe(200);
    const [stored] = (await design(ctx().app, token, surveyId)).groupList.flatMap((g) => g.questionList);
    expect(stored?.answerConfig).toMatchObject({
      mediaOptionType: '2',
      paramInt01: 3,
      paramInt02: 5,
      answerOpenInd: 1,
      answerOpenTitle: '说明',
    });
    const message = async (patch: Record<string, unknown>) => (await edit(patch)).envelope.message;
    expect(await message({ answerConfig: { mediaOptionType: '7' } })).toBe(
      'Please choose a valid capture option',
    );
    expect(await message({ mediaQuType: '3' })).toBe('The kind of a media question cannot be changed');
    expect(await message({ paramInt01: 6, paramInt02: 5 })).toBe(
      'The minimum count cannot be above the maximum count',
    );
  });
});
