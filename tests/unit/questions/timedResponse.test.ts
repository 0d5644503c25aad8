import { describe, expect, it } from 'vitest';
import { Random } from '../../../server/seed/random';
import {
  SPOKEN_LATENCIES_MS,
  SPOKEN_ONSET_MS,
  sampleMediaAnswer,
  sampleMediaBytes,
} from '../../../server/seed/sample-media';
import { type AnswerOfKind, answerValueSchema, type MediaEntry } from '../../../src/core/model';
import { describeAnswer } from '../../../src/core/results/describeAnswer';
import { translate } from '../../../src/i18n';
import { answerFromWire } from '../../../src/questions/answerFromWire';
import { ANALYSIS_WINDOW_MS, readTimedSetup } from '../../../src/questions/timedResponse/family';
import { amplitudeOfDb, monoOf, voiceOnsetMs } from '../../../src/questions/timedResponse/latency';
import { latencySummaryOf, median, results } from '../../../src/questions/timedResponse/results';
import {
  fromSavePayload,
  toSavePayload,
  validateAnswer,
  validateQuestionDesign,
} from '../../../src/questions/validate';
import { exportResponse, keys, make } from './helpers';

const RATE = 48_000;

/** Mono PCM: `silenceMs` of silence (or of low noise), then a 440 Hz tone of `toneDb` dBFS RMS for `toneMs`. */
function pcm(
  silenceMs: number,
  toneMs: number,
  { toneDb = -20, noiseDb }: { toneDb?: number; noiseDb?: number } = {},
) {
  const silent = Math.round((RATE * silenceMs) / 1000);
  const samples = new Float32Array(silent + Math.round((RATE * toneMs) / 1000));
  // A sine's RMS is its peak over √2.
  const peak = amplitudeOfDb(toneDb) * Math.SQRT2;
  let seed = 7;
  for (let at = 0; at < samples.length; at += 1) {
    if (at >= silent) samples[at] = peak * Math.sin((2 * Math.PI * 440 * (at - silent)) / RATE);
    else if (noiseDb !== undefined) {
      seed = (seed * 16807) % 2147483647;
      samples[at] = amplitudeOfDb(noiseDb) * Math.SQRT2 * 1.22 * ((seed / 2147483647) * 2 - 1);
    }
  }
  return samples;
}

describe('the voice key (latency read from the samples)', () => {
  it('finds a tone after silence within one analysis window of its true offset from onset', () => {
    for (const [onsetMs, toneAtMs] of [
      [300, 1500],
      [312.4, 947],
      [0, 10],
    ] as const) {
      const latency = voiceOnsetMs({
        samples: pcm(toneAtMs, 500),
        sampleRate: RATE,
        fromMs: onsetMs,
        thresholdDb: -40,
      });
      const truth = toneAtMs - onsetMs;
      expect(latency).not.toBeNull();
      expect(Math.abs((latency as number) - truth)).toBeLessThanOrEqual(ANALYSIS_WINDOW_MS);
      // The window reported holds the start: never later than the truth by a window, never earlier.
      expect(latency as number).toBeGreaterThan(truth - ANALYSIS_WINDOW_MS);
    }
  });

  it('does not take room noise below the threshold for a voice, and tells silence as null', () => {
    const noisy = pcm(1200, 400, { noiseDb: -55 });
    const latency = voiceOnsetMs({ samples: noisy, sampleRate: RATE, fromMs: 300, thresholdDb: -40 });
    expect(Math.abs((latency as number) - 900)).toBeLessThanOrEqual(ANALYSIS_WINDOW_MS);
    expect(
      voiceOnsetMs({ samples: pcm(2000, 0), sampleRate: RATE, fromMs: 300, thresholdDb: -40 }),
    ).toBeNull();
    // A tone quieter than the threshold is no answer either.
    const quiet = pcm(800, 500, { toneDb: -50 });
    expect(voiceOnsetMs({ samples: quiet, sampleRate: RATE, fromMs: 300, thresholdDb: -40 })).toBeNull();
    // Raising the threshold above the noise is what the designer does for noisy fieldwork.
    const loudRoom = pcm(1000, 400, { noiseDb: -35 });
    expect(voiceOnsetMs({ samples: loudRoom, sampleRate: RATE, fromMs: 300, thresholdDb: -40 })).toBe(0);
    const raised = voiceOnsetMs({ samples: loudRoom, sampleRate: RATE, fromMs: 300, thresholdDb: -28 });
    expect(Math.abs((raised as number) - 700)).toBeLessThanOrEqual(ANALYSIS_WINDOW_MS);
  });

  it('ignores a sound that ended before the onset', () => {
    const samples = pcm(1500, 300);
    samples.set(pcm(0, 100), RATE / 10); // a 100 ms click at 100 ms, before an onset at 400 ms
    const latency = voiceOnsetMs({ samples, sampleRate: RATE, fromMs: 400, thresholdDb: -40 });
    expect(Math.abs((latency as number) - 1100)).toBeLessThanOrEqual(ANALYSIS_WINDOW_MS);
  });

  it('mixes channels to mono by their mean', () => {
    expect([...monoOf([new Float32Array([1, 0.5]), new Float32Array([0, -0.5])])]).toEqual([0.5, 0]);
  });
});

const question = make('timedResponse'); // items id1 id2
const [first, second] = question.descList;
const MEDIA_A = '0197a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const MEDIA_B = '0197a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c';
const entry = (descId: string, value: string, fields: Partial<MediaEntry> = {}): MediaEntry => ({
  optionName: 'response-20261126-101500.webm',
  value,
  descId,
  onsetMs: 318.4,
  latencyMs: 842,
  ...fields,
});
const answer = (...entries: MediaEntry[]): AnswerOfKind<'media'> => ({ kind: 'media', entries });

describe('timed response answers', () => {
  it('starts with two items, a 5 s window, a −40 dBFS threshold and re-recording allowed', () => {
    expect(question.descList.map((item) => item.optionName)).toEqual(['Item 1', 'Item 2']);
    expect(readTimedSetup(question)).toEqual({ maxSeconds: 5, thresholdDb: -40, rerecord: true });
    expect(validateQuestionDesign(question)).toEqual([]);
  });

  it('asks for every shown item, at that item', () => {
    expect(validateAnswer(question, undefined)).toEqual([
      { key: 'core.answer.timedRecord', target: { descId: first?.id } },
      { key: 'core.answer.timedRecord', target: { descId: second?.id } },
    ]);
    const half = answer(entry(first?.id as string, MEDIA_A));
    expect(validateAnswer(question, half).map((found) => found.target)).toEqual([{ descId: second?.id }]);
    // An item logic hides is not asked for.
    expect(validateAnswer(question, half, { shownDescIds: new Set([first?.id as string]) })).toEqual([]);
    const both = answer(
      entry(first?.id as string, MEDIA_A),
      entry(second?.id as string, MEDIA_B, { latencyMs: null }),
    );
    expect(validateAnswer(question, both)).toEqual([]);
    // Not decoded on the device: no latency, the file and its onset kept.
    const { latencyMs: _none, ...undecoded } = entry(second?.id as string, MEDIA_B);
    expect(validateAnswer(question, answer(entry(first?.id as string, MEDIA_A), undecoded))).toEqual([]);
    // Not required: what was recorded is checked, nothing is asked for.
    const optional = make('timedResponse', { answerConfig: { requireInd: 0 } });
    expect(validateAnswer(optional, half)).toEqual([]);
    expect(validateAnswer(optional, undefined)).toEqual([]);
  });

  it('refuses what the runner never makes', () => {
    const a = first?.id as string;
    const b = second?.id as string;
    for (const bad of [
      answer(entry('unknown', MEDIA_A)),
      answer(entry(a, MEDIA_A), entry(a, MEDIA_B)),
      answer(entry(a, 'not-a-media-id')),
      answer(entry(a, MEDIA_A, { latencyMs: 5001 })),
      answer(entry(a, MEDIA_A, { onsetMs: undefined })),
      answer(entry(a, MEDIA_A, { onsetMs: 10_001 })),
      answer(entry(a, MEDIA_A, { text: 'a transcript' })),
      answer(entry(a, MEDIA_A, { descId: undefined })),
      { ...answer(entry(a, MEDIA_A), entry(b, MEDIA_B)), note: 'a note' },
    ]) {
      expect(keys(validateAnswer(question, bad))).toEqual(['core.answer.invalid']);
    }
    // The window is the designer's: 2 s makes 2.4 s too late.
    const short = {
      ...question,
      answerConfig: { ...question.answerConfig, timed: { maxSeconds: 2, thresholdDb: -40, rerecord: false } },
    };
    expect(
      keys(validateAnswer(short, answer(entry(a, MEDIA_A, { latencyMs: 2400 }), entry(b, MEDIA_B)))),
    ).toEqual(['core.answer.invalid']);
  });

  it('carries item, onset and latency through the wire items and back (one slot), and holds them to the schema', () => {
    const sent = answer(
      entry(first?.id as string, MEDIA_A),
      entry(second?.id as string, MEDIA_B, { latencyMs: null }),
    );
    const items = toSavePayload(question, sent, { belongAnswerId: 'r1' });
    expect(items).toHaveLength(2);
    expect(items.every((item) => item.descId === undefined)).toBe(true);
    expect(items[0]?.extendsData).toEqual({ descId: first?.id, onsetMs: 318.4, latencyMs: 842 });
    expect(fromSavePayload(question, items)).toEqual(sent);
    expect(answerFromWire(question, items)).toEqual(sent);
    const negative = items.map((item) => ({ ...item, extendsData: { ...item.extendsData, latencyMs: -3 } }));
    expect(answerFromWire(question, negative)).toBeUndefined();
    const wrongType = items.map((item) => ({
      ...item,
      extendsData: { ...item.extendsData, onsetMs: '318' },
    }));
    expect(answerFromWire(question, wrongType)).toBeUndefined();
    // A plain media answer (no timed fields) reads as before.
    expect(
      answerValueSchema.parse({ kind: 'media', entries: [{ optionName: 'a.webm', value: MEDIA_A }] }),
    ).toEqual({
      kind: 'media',
      entries: [{ optionName: 'a.webm', value: MEDIA_A }],
    });
  });
});

describe('timed response design', () => {
  const issuesOf = (changes: Parameters<typeof make>[1]) =>
    validateQuestionDesign(make('timedResponse', changes));
  const timed = (value: unknown) => ({ answerConfig: { timed: value } });

  it('names each wrong setting with its own message', () => {
    expect(keys(issuesOf(timed({ maxSeconds: 0, thresholdDb: -40, rerecord: true })))).toEqual([
      'core.design.timedSeconds',
    ]);
    expect(keys(issuesOf(timed({ maxSeconds: 61, thresholdDb: -40, rerecord: true })))).toEqual([
      'core.design.timedSeconds',
    ]);
    expect(keys(issuesOf(timed({ maxSeconds: 2.5, thresholdDb: -40, rerecord: true })))).toEqual([
      'core.design.timedSeconds',
    ]);
    expect(keys(issuesOf(timed({ maxSeconds: 3, thresholdDb: -5, rerecord: true })))).toEqual([
      'core.design.timedThreshold',
    ]);
    expect(keys(issuesOf(timed({ maxSeconds: 3, thresholdDb: -40 })))).toEqual(['core.design.timedSetup']);
    expect(keys(issuesOf(timed('fast')))).toEqual(['core.design.timedSetup']);
    expect(keys(issuesOf(timed(null)))).toEqual([]);
    // Its files are audio: a payload cannot make it another media kind.
    expect(keys(issuesOf({ mediaQuType: '3' }))).toEqual(['core.design.mediaKind']);
  });

  it('wants 1 to 20 items, each a text or an image uploaded here', () => {
    const item = (n: number, fields: Record<string, unknown> = {}) => ({
      id: `d${n}`,
      orderById: n,
      optionName: `词${n}`,
      ...fields,
    });
    expect(keys(issuesOf({ descList: [] }))).toEqual(['core.design.keepOneItem']);
    const many = Array.from({ length: 21 }, (_, at) => item(at + 1));
    expect(keys(issuesOf({ descList: many } as never))).toEqual(['core.design.timedMaxItems']);
    const empty = issuesOf({ descList: [item(1, { optionName: '' })] } as never);
    expect(empty).toEqual([{ key: 'core.design.timedItemEmpty', target: { descId: 'd1' } }]);
    const picture = '/api/files/s1/0a1b2c3d-0000-4000-8000-000000000001.png';
    expect(issuesOf({ descList: [item(1, { optionName: '', imgUrl: picture })] } as never)).toEqual([]);
    expect(
      issuesOf({ descList: [item(1, { imgUrl: 'https://elsewhere.example/cat.png' })] } as never),
    ).toEqual([{ key: 'core.design.timedItemImage', target: { descId: 'd1' } }]);
  });

  it('says every message in zh and en', () => {
    for (const key of [
      'core.answer.timedRecord',
      'core.design.timedItemEmpty',
      'core.design.timedItemImage',
      'core.design.timedMaxItems',
      'core.design.timedSeconds',
      'core.design.timedThreshold',
      'core.design.timedSetup',
      'core.title.timedResponse',
    ] as const) {
      for (const lang of ['zh', 'en'] as const) expect(translate(lang, key, { max: 20 })).not.toBe(key);
    }
    expect(translate('zh', 'core.design.timedSeconds')).toBe('最长录音时间需为 1–60 秒的整数');
    expect(translate('en', 'core.answer.timedRecord')).toBe('Please record your spoken answer to this item');
  });
});

describe('timed response results', () => {
  it('exports per item the latency in ms and the recording’s path in the media ZIP', () => {
    const columns = results.columns(question, { code: 'Q4', title: '命名' });
    expect(columns.map((column) => column.wanted)).toEqual(['Q4_1_ms', 'Q4_1_file', 'Q4_2_ms', 'Q4_2_file']);
    const response = {
      ...exportResponse({
        [question.id]: answer(
          entry(first?.id as string, MEDIA_A, { latencyMs: 842.6 }),
          entry(second?.id as string, MEDIA_B, { latencyMs: null }),
        ),
      }),
      mediaFiles: new Map([[MEDIA_A, { extension: 'webm' }]]),
    };
    expect(columns.map((column) => column.cell(response))).toEqual([843, 'r1/Q4-命名-1.webm', null, null]);
    expect(columns[1]?.files?.(response)).toEqual([{ mediaId: MEDIA_A, path: 'r1/Q4-命名-1.webm' }]);
  });

  it('describes a response’s recordings by item with their latencies (the response detail)', () => {
    const given = answer(
      entry(first?.id as string, MEDIA_A, { optionName: 'response-1.webm', latencyMs: 842.4 }),
      entry(second?.id as string, MEDIA_B, { optionName: 'response-2.webm', latencyMs: null }),
    );
    expect(describeAnswer(question, given)).toEqual([
      'Item 1: response-1.webm (842 ms)',
      'Item 2: response-2.webm (—)',
    ]);
  });

  it('summarises per item: recordings, voiced, median and mean', () => {
    const a = first?.id as string;
    const entries = [
      entry(a, MEDIA_A, { latencyMs: 700 }),
      entry(a, MEDIA_A, { latencyMs: 900 }),
      entry(a, MEDIA_A, { latencyMs: 1400 }),
      entry(a, MEDIA_A, { latencyMs: null }),
    ];
    expect(latencySummaryOf(question, entries).items).toEqual([
      { descId: a, label: 'Item 1', recordings: 4, voiced: 3, medianMs: 900, meanMs: 1000 },
      { descId: second?.id, label: 'Item 2', recordings: 0, voiced: 0, medianMs: null, meanMs: null },
    ]);
    expect(median([1, 2, 3, 10])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('the demo’s generated spoken answers', () => {
  it('say in their samples what their answers say: the voice starts at onset + latency', () => {
    const random = new Random('timed');
    const generated = sampleMediaAnswer(question, random);
    expect(generated && validateAnswer(question, generated.value)).toEqual([]);
    const answered = generated?.value as AnswerOfKind<'media'>;
    for (const [at, file] of (generated?.files ?? []).entries()) {
      const wav = sampleMediaBytes('audio', file.variant, true);
      const rate = wav.readUInt32LE(24);
      const samples = new Float32Array((wav.length - 44) / 2).map(
        (_, index) => wav.readInt16LE(44 + index * 2) / 32_768,
      );
      const told = answered.entries[at];
      const heard = voiceOnsetMs({ samples, sampleRate: rate, fromMs: told?.onsetMs ?? 0, thresholdDb: -40 });
      expect(Math.abs((heard as number) - (told?.latencyMs as number))).toBeLessThanOrEqual(
        ANALYSIS_WINDOW_MS,
      );
      expect(told?.latencyMs).toBe(SPOKEN_LATENCIES_MS[file.variant]);
      expect(told?.onsetMs).toBe(SPOKEN_ONSET_MS);
    }
  });
});
