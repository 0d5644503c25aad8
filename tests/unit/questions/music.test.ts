import { describe, expect, it } from 'vitest';
import type { AnswerValue, Desc } from '../../../src/core/model';
import { entryFor } from '../../../src/questions/catalogue';
import { musicTrack } from '../../../src/questions/music/family';
import { validateAnswer, validateQuestionDesign } from '../../../src/questions/validate';
import { keys, make } from './helpers';

const row = (over: Partial<Desc>): Desc => ({
  id: 'd1',
  orderById: 0,
  optionName: '',
  type: 'normal',
  required: 1,
  descBeforLogics: [],
  ...over,
});
const TRACK = '/api/files/s1/0196f3c2-1b7e-7c3a-9d2e-3f4a5b6c7d8e.wav';

describe('music (MusicBox)', () => {
  it('is its own family: a MusicBox answered with one of its options, saved through qu-media', () => {
    const entry = entryFor('music');
    expect(entry).toMatchObject({
      elementType: 'MusicBox',
      answerKind: 'choice',
      category: 'meititi',
      saveEndpoint: '/design/qu-media/ajaxSave',
    });
    expect(make('music').optionList).toHaveLength(2);
  });

  it('reads its track from its one row', () => {
    expect(musicTrack(make('music'))).toBeUndefined();
    const q = make('music', { descList: [row({ imgUrl: TRACK, imgName: 'theme.wav' })] });
    expect(musicTrack(q)).toEqual({ url: TRACK, fileName: 'theme.wav' });
  });

  it('saves without a track (added before the upload), refuses one that is no uploaded audio file', () => {
    expect(validateQuestionDesign(make('music'))).toEqual([]);
    const withTrack = (imgUrl: string) =>
      keys(validateQuestionDesign(make('music', { descList: [row({ imgUrl, imgName: 'a' })] })));
    expect(withTrack(TRACK)).toEqual([]);
    expect(withTrack(TRACK.replace('.wav', '.mp3'))).toEqual([]);
    expect(withTrack(TRACK.replace('.wav', '.png'))).toEqual(['core.design.musicTrack']);
    expect(withTrack('https://elsewhere.example/a.mp3')).toEqual(['core.design.musicTrack']);
    expect(withTrack('/api/files/../../etc/passwd.mp3')).toEqual(['core.design.musicTrack']);
    // A row without a track, or more than one row, would be shown nowhere.
    expect(keys(validateQuestionDesign(make('music', { descList: [row({ optionName: 'x' })] })))).toEqual([
      'core.design.musicTrack',
    ]);
    const two = [row({ imgUrl: TRACK }), row({ id: 'd2', imgUrl: TRACK })];
    expect(keys(validateQuestionDesign(make('music', { descList: two })))).toEqual([
      'core.design.musicTrack',
    ]);
  });

  it('is answered as a single choice', () => {
    const q = make('music');
    const [first, second] = q.optionList;
    const choose = (...optionIds: string[]): AnswerValue => ({ kind: 'choice', optionIds, otherText: {} });
    // Radio's checks, radio's messages.
    expect(keys(validateAnswer(q, undefined))).toEqual(keys(validateAnswer(make('radio'), undefined)));
    expect(keys(validateAnswer(q, undefined))).toEqual(['core.tipAnswerNull']);
    expect(validateAnswer(q, choose(first!.id))).toEqual([]);
    expect(validateAnswer(q, choose(first!.id, second!.id))).not.toEqual([]);
  });
});
