import { describe, expect, it } from 'vitest';
import { MEDIA_OPEN_TITLE_MAX } from '../../../src/questions/media/core';
import { formatsOf, limitsMessage, sizeInWords } from '../../../src/questions/media/design/limitsInWords';
import { mediaCaptureModes, mediaOptionTypeOf } from '../../../src/questions/media/limits';
import { validateQuestionDesign } from '../../../src/questions/validate';
import { keys, make } from './helpers';

describe('media question design (audio, image, video)', () => {
  it.each([
    ['audio', '1', '1'],
    ['image', '2', '3'],
    ['video', '3', '3'],
  ])('%s is mediaQuType %s, starts with option type %s, 1…20 files', (key, quType, optionType) => {
    const q = make(key);
    expect(q.mediaQuType).toBe(quType);
    expect(q.answerConfig.mediaOptionType).toBe(optionType);
    expect(q.answerConfig).toMatchObject({ answerLimitInd: 1, paramInt01: 1, paramInt02: 20 });
    expect(validateQuestionDesign(q)).toEqual([]);
  });

  it('refuses a kind other than the palette key fixed', () => {
    expect(keys(validateQuestionDesign(make('audio', { mediaQuType: '3' })))).toEqual([
      'core.design.mediaKind',
    ]);
  });

  it('refuses an option type its kind has not, on either field', () => {
    expect(keys(validateQuestionDesign(make('image', { answerConfig: { mediaOptionType: '4' } })))).toEqual([
      'core.design.mediaOptionType',
    ]);
    expect(keys(validateQuestionDesign(make('video', { mediaOptionType: 'x' })))).toEqual([
      'core.design.mediaOptionType',
    ]);
    expect(validateQuestionDesign(make('video', { answerConfig: { mediaOptionType: '2' } }))).toEqual([]);
  });

  it('refuses a minimum above the maximum, a negative or a fractional count', () => {
    const counts = (paramInt01: number | null, paramInt02: number | null) =>
      keys(validateQuestionDesign(make('image', { answerConfig: { paramInt01, paramInt02 } })));
    expect(counts(5, 3)).toEqual(['core.design.mediaCountRange']);
    expect(counts(-1, 3)).toEqual(['core.design.mediaCountRange']);
    expect(counts(1.5, 3)).toEqual(['core.design.mediaCountRange']);
    expect(counts(3, 3)).toEqual([]);
    expect(counts(2, null)).toEqual([]);
    // With the limit switched off, the counts are not read.
    expect(
      validateQuestionDesign(
        make('image', { answerConfig: { answerLimitInd: 0, paramInt01: 9, paramInt02: 1 } }),
      ),
    ).toEqual([]);
  });

  it('refuses a text box title longer than its maximum', () => {
    const titled = (answerOpenTitle: string) =>
      keys(validateQuestionDesign(make('audio', { answerConfig: { answerOpenInd: 1, answerOpenTitle } })));
    expect(titled('补充说明')).toEqual([]);
    expect(titled('字'.repeat(MEDIA_OPEN_TITLE_MAX + 1))).toEqual(['core.design.mediaOpenTitleLong']);
  });

  it('reads the option type as what the respondent may do', () => {
    expect(mediaCaptureModes('audio', '1')).toMatchObject({ transcribe: false });
    expect(mediaCaptureModes('audio', '2')).toMatchObject({ transcribe: true });
    expect(mediaCaptureModes('audio', '3')).toMatchObject({ transcribe: true });
    expect(mediaCaptureModes('image', '1')).toMatchObject({ camera: true, album: false });
    expect(mediaCaptureModes('image', '2')).toMatchObject({ camera: false, album: true });
    expect(mediaCaptureModes('image', '')).toMatchObject({ camera: true, album: true });
    expect(mediaCaptureModes('video', '1')).toMatchObject({ camera: true, album: false });
    expect(mediaCaptureModes('video', '3')).toMatchObject({ camera: true, album: true });
    // answerConfig's wins; none set reads as the kind's default.
    expect(mediaOptionTypeOf({ mediaOptionType: '1', answerConfig: { mediaOptionType: '2' } }, 'image')).toBe(
      '2',
    );
    expect(mediaOptionTypeOf({ mediaOptionType: '1', answerConfig: {} }, 'image')).toBe('1');
    expect(mediaOptionTypeOf({ answerConfig: { mediaOptionType: null } }, 'image')).toBe('3');
  });

  it('lists the limits in words from the shared limits', () => {
    expect(formatsOf('image')).toBe('JPEG / PNG / WEBP');
    expect(formatsOf('video')).toBe('MP4 / WEBM / MOV');
    expect(formatsOf('audio')).toContain('MP3');
    expect(sizeInWords(60 * 1024 * 1024)).toBe('60 MB');
    expect(limitsMessage('image')).toEqual({
      key: 'familyDesign.media.limits.image',
      params: { types: 'JPEG / PNG / WEBP', size: '10 MB', perPick: 9 },
    });
    expect(limitsMessage('audio').params).toMatchObject({ seconds: 60, size: '20 MB' });
    expect(limitsMessage('video').params).toMatchObject({ size: '60 MB' });
  });
});
