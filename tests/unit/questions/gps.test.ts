import { describe, expect, it } from 'vitest';
import { answerValueSchema } from '../../../src/core/model';
import { answerFromWire } from '../../../src/questions/answerFromWire';
import { entryFor } from '../../../src/questions/catalogue';
import {
  betterFix,
  GPS_DEFAULT_ACCURACY_METRES,
  GPS_DEFAULT_WAIT_SECONDS,
  gpsAnswerOf,
  gpsSettings,
} from '../../../src/questions/gps/core';
import { validateAnswer } from '../../../src/questions/validate';
import { keys, make } from './helpers';

const position = (accuracy: number, altitude: number | null = null) => ({
  coords: { latitude: 31.2304, longitude: 121.4737, accuracy, altitude },
  timestamp: 1_790_000_000_123.4,
});

describe('gps', () => {
  it('a new question wants 50 m within 30 s (paramInt01, paramInt02)', () => {
    const question = make('gps');
    expect(question.answerConfig.paramInt01).toBe(GPS_DEFAULT_ACCURACY_METRES);
    expect(question.answerConfig.paramInt02).toBe(GPS_DEFAULT_WAIT_SECONDS);
    expect(gpsSettings(question)).toEqual({ wantedMetres: 50, waitSeconds: 30 });
  });

  it('reads settings a designer emptied or pushed out of range as the defaults or limits', () => {
    expect(gpsSettings(make('gps', { answerConfig: { paramInt01: null, paramInt02: null } }))).toEqual({
      wantedMetres: 50,
      waitSeconds: 30,
    });
    expect(gpsSettings(make('gps', { answerConfig: { paramInt01: 0, paramInt02: 9999 } }))).toEqual({
      wantedMetres: 1,
      waitSeconds: 300,
    });
    expect(gpsSettings(make('gps', { answerConfig: { paramInt01: 10, paramInt02: 60 } }))).toEqual({
      wantedMetres: 10,
      waitSeconds: 60,
    });
  });

  it('required and unanswered gives the spec message; a fix passes; optional may stay empty', () => {
    expect(keys(validateAnswer(make('gps'), undefined))).toEqual(['core.tipAnswerNull']);
    expect(validateAnswer(make('gps'), gpsAnswerOf(position(8)))).toEqual([]);
    expect(validateAnswer(make('gps', { answerConfig: { requireInd: 0 } }), undefined)).toEqual([]);
  });

  it('the answer schema range-checks coordinates and refuses a negative accuracy', () => {
    const ok = { kind: 'gps', latitude: -90, longitude: 180, accuracy: 0, altitude: -12.5, fixTime: 1 };
    expect(answerValueSchema.safeParse(ok).success).toBe(true);
    for (const bad of [
      { ...ok, latitude: 90.0001 },
      { ...ok, longitude: -180.5 },
      { ...ok, accuracy: -1 },
      { ...ok, fixTime: -5 },
    ])
      expect(answerValueSchema.safeParse(bad).success).toBe(false);
  });

  it('turns a position into the answer: accuracy to the metre, the fix time, altitude only when given', () => {
    expect(gpsAnswerOf(position(12.6))).toEqual({
      kind: 'gps',
      latitude: 31.2304,
      longitude: 121.4737,
      accuracy: 13,
      fixTime: 1_790_000_000_123,
    });
    expect(gpsAnswerOf(position(5, 41.27)).altitude).toBe(41.3);
  });

  it('keeps the fix with the smaller accuracy radius', () => {
    const rough = gpsAnswerOf(position(120));
    const fine = gpsAnswerOf(position(9));
    expect(betterFix(undefined, rough)).toBe(rough);
    expect(betterFix(rough, fine)).toBe(fine);
    expect(betterFix(fine, rough)).toBe(fine);
    const { accuracy: _dropped, ...unknown } = rough;
    expect(betterFix(fine, unknown)).toBe(fine);
  });

  it('saves the fix on the wire and reads it back (accuracy, altitude and fix time in extendsData)', () => {
    const question = make('gps');
    const entry = entryFor('gps');
    const answer = gpsAnswerOf(position(7, 30));
    const items = entry?.toSavePayload(question, answer) ?? [];
    expect(items).toHaveLength(1);
    expect(items[0]?.answer).toBe('31.2304,121.4737');
    expect(items[0]?.extendsData).toEqual({ accuracy: 7, altitude: 30, fixTime: 1_790_000_000_123 });
    expect(entry?.fromSavePayload(question, items)).toEqual(answer);
  });

  it('reads no position from wire items out of range or not numbers', () => {
    const question = make('gps');
    const item = (answer: string, extendsData: Record<string, unknown> = {}) => [
      { belongId: 's1', quId: question.id, answer, extendsData },
    ];
    expect(answerFromWire(question, item('95,121.47'))).toBeUndefined();
    expect(answerFromWire(question, item('31.2,-181'))).toBeUndefined();
    expect(answerFromWire(question, item('north,east'))).toBeUndefined();
    expect(answerFromWire(question, item('31.2,121.4', { accuracy: -3 }))).toBeUndefined();
    expect(answerFromWire(question, item('-90,180'))).toEqual({
      kind: 'gps',
      latitude: -90,
      longitude: 180,
    });
  });
});
