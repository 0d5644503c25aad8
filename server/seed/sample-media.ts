import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { MEDIA_MAX_BYTES } from '../../src/core/media/uploads';
import type { AnswerValue, Question } from '../../src/core/model';
import { mediaCountLimits } from '../../src/questions/media/core';
import { MEDIA_KIND_OF_QU_TYPE, type MediaKind } from '../../src/questions/media/limits';
import { LEAD_IN_MS, readTimedSetup } from '../../src/questions/timedResponse/family';
import type { Database } from '../db/database';
import { mediaFiles } from '../db/schema';
import { type SniffedType, sniffMediaType } from '../media/sniff';
import { type MediaStore, mediaStorageKey } from '../media/storage';
import type { Random } from './random';

/**
 * Small real files for generated media answers (the demo's results show and play them): a PNG picture and a
 * WAV chime made here in code, a few variants of each so responses differ, and a two-second WebM video (8 KB)
 * kept in assets/: Node has no video encoder, so make-sample-video.ts recorded it once in Chromium.
 */
export type SampleMediaFile = {
  mediaId: string;
  questionId: string;
  kind: MediaKind;
  fileName: string;
  /** Which of the kind's generated files (sampleMediaBytes). */
  variant: number;
  /** A timed response's spoken answer (spokenWav) rather than the kind's own sample. */
  spoken?: true;
};

/** Distinct files per kind; files are reused across responses (each under its own media id). */
const VARIANTS: Readonly<Record<MediaKind, number>> = { image: 6, audio: 6, video: 1 };
const FILE_NAMES: Readonly<Record<MediaKind, string>> = {
  image: 'photo',
  audio: 'recording',
  video: 'video',
};
const EXTENSIONS: Readonly<Record<MediaKind, string>> = { image: 'png', audio: 'wav', video: 'webm' };
const SAMPLE_VIDEO = fileURLToPath(new URL('./assets/sample-video.webm', import.meta.url));

/**
 * A media question's answer naming one or two new files (at least the question's minimum, at most its
 * maximum), or undefined for a question asking for more than two, or for a note besides.
 */
export function sampleMediaAnswer(
  question: Question,
  random: Random,
): { value: AnswerValue; files: SampleMediaFile[] } | undefined {
  if (question.catalogKey === 'timedResponse') return sampleTimedAnswer(question, random);
  const kind = MEDIA_KIND_OF_QU_TYPE[question.mediaQuType ?? ''];
  if (!kind) return undefined;
  if (question.answerConfig.answerOpenInd === 1) return undefined;
  const { min, max } = mediaCountLimits(question);
  const least = Math.max(min, 1);
  const most = Math.min(max > 0 ? max : 2, 2);
  if (least > most) return undefined;
  const count = random.int(least, most);
  const files = Array.from({ length: count }, (_, index): SampleMediaFile => {
    const variant = random.int(0, VARIANTS[kind] - 1);
    const fileName = `${FILE_NAMES[kind]}-${index + 1}.${EXTENSIONS[kind]}`;
    return { mediaId: random.uuid(), questionId: question.id, kind, fileName, variant };
  });
  return {
    value: {
      kind: 'media',
      entries: files.map((file) => ({ optionName: file.fileName, value: file.mediaId })),
    },
    files,
  };
}

/**
 * A timed response's spoken answers' latencies (ms after the item's onset): a naming task's spread, a few slow.
 * Each is a variant of the spoken WAV, so the file says what the answer says: measured again from its samples,
 * the voice starts at onset + latency.
 */
export const SPOKEN_LATENCIES_MS = [540, 610, 650, 700, 740, 790, 860, 950, 1_080, 1_520];
/** Where the item's onset falls in a demo recording: after the lead-in and one frame, as on a phone. */
export const SPOKEN_ONSET_MS = LEAD_IN_MS + 17;

/** One recording per item, each with its item, onset and latency (a latency past the window is silence). */
function sampleTimedAnswer(
  question: Question,
  random: Random,
): { value: AnswerValue; files: SampleMediaFile[] } {
  const windowMs = readTimedSetup(question).maxSeconds * 1000;
  const files = question.descList.map(
    (_item, index): SampleMediaFile => ({
      mediaId: random.uuid(),
      questionId: question.id,
      kind: 'audio',
      fileName: `response-${index + 1}.wav`,
      variant: random.int(0, SPOKEN_LATENCIES_MS.length - 1),
      spoken: true,
    }),
  );
  return {
    value: {
      kind: 'media',
      entries: files.map((file, index) => {
        const latency = SPOKEN_LATENCIES_MS[file.variant] ?? 0;
        return {
          optionName: file.fileName,
          value: file.mediaId,
          descId: question.descList[index]?.id as string,
          onsetMs: SPOKEN_ONSET_MS,
          latencyMs: latency <= windowMs ? latency : null,
        };
      }),
    },
    files,
  };
}

const made = new Map<string, Buffer>();

/** The bytes of a generated file (made once per kind and variant). */
export function sampleMediaBytes(kind: MediaKind, variant: number, spoken = false): Buffer {
  const key = `${kind}:${variant}:${spoken}`;
  let bytes = made.get(key);
  if (!bytes) {
    bytes =
      kind === 'image'
        ? shopFrontPng(variant)
        : spoken
          ? spokenWav(SPOKEN_ONSET_MS + (SPOKEN_LATENCIES_MS[variant] ?? 0))
          : kind === 'audio'
            ? chimeWav(variant)
            : readFileSync(SAMPLE_VIDEO);
    made.set(key, bytes);
  }
  return bytes;
}

/** A 160 × 120 picture of a shop front under a sky, its awning and door in a hue of the variant's. */
function shopFrontPng(variant: number): Buffer {
  const width = 160;
  const height = 120;
  const hue = (variant * 360) / VARIANTS.image;
  const awning = hsl(hue, 0.65, 0.5);
  const door = hsl(hue, 0.4, 0.3);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    for (let x = 0; x < width; x++) {
      let colour: [number, number, number];
      if (y < 30)
        colour = [110 + y * 2, 160 + y * 2, 235]; // sky
      else if (y >= 100)
        colour = [120, 120, 118]; // pavement
      else if (y < 44 && x >= 20 && x < 140)
        colour = (x >> 3) % 2 === 0 ? awning : [245, 245, 240]; // awning
      else if (x >= 66 && x < 94 && y >= 56) colour = door;
      else if (y >= 56 && y < 84 && ((x >= 28 && x < 58) || (x >= 102 && x < 132)))
        colour = [170, 205, 225]; // windows
      else colour = [222, 205, 180]; // wall
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

function hsl(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/** A second and a fifth of a two-note chime (8 kHz, 16-bit mono PCM), pitched by the variant. */
function chimeWav(variant: number): Buffer {
  const rate = 8_000;
  const samples = Math.round(rate * 1.2);
  const first = 440 * 2 ** (variant / 12);
  const second = first * 1.5;
  const data = Buffer.alloc(samples * 2);
  for (let index = 0; index < samples; index++) {
    const t = index / rate;
    const frequency = t < 0.6 ? first : second;
    const fade = Math.exp(-5 * (t % 0.6)) * Math.min(1, index / 80);
    data.writeInt16LE(Math.round(Math.sin(2 * Math.PI * frequency * t) * fade * 12_000), index * 2);
  }
  return wavOf(rate, data);
}

/**
 * A spoken answer's stand-in (4 kHz, 16-bit mono, some 12 KB: the demo keeps hundreds): a quiet room (noise
 * near −62 dBFS) until `voiceAtMs`, then 0.4 s of a voiced sound (a 150 Hz buzz with its harmonics, rising in
 * 20 ms), then a short silence.
 */
export function spokenWav(voiceAtMs: number): Buffer {
  const rate = 4_000;
  const voiceAt = Math.round((rate * voiceAtMs) / 1000);
  const samples = voiceAt + rate * 0.5;
  const data = Buffer.alloc(samples * 2);
  let seed = 12_345;
  for (let index = 0; index < samples; index++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    let value = ((seed / 2_147_483_648) * 2 - 1) * 30;
    const t = (index - voiceAt) / rate;
    if (index >= voiceAt && t < 0.4) {
      const rise = Math.min(1, t / 0.02);
      const buzz = [1, 0.6, 0.4, 0.25].reduce(
        (sum, weight, harmonic) => sum + weight * Math.sin(2 * Math.PI * 150 * (harmonic + 1) * t),
        0,
      );
      value += buzz * rise * 6_000;
    }
    data.writeInt16LE(Math.round(value), index * 2);
  }
  return wavOf(rate, data);
}

/** A WAV file of 16-bit mono PCM samples at `rate`. */
export function wavOf(rate: number, data: Buffer): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Where generated files go: the media store, through a staging folder on the same disk as its moves. */
export type SampleMediaTarget = { store: MediaStore; stagingDir: string };

/** A generated response's files, as storeSampleMedia takes them. */
export type ResponseMedia = { responseId: string; files: readonly SampleMediaFile[] };

/** Rows per INSERT of media_files rows (10 columns: far below PostgreSQL's 65 535 bind parameters). */
const MEDIA_ROWS_PER_INSERT = 1_000;
/** Files copied and moved at once: the disk work of one runs while the next is set going. */
const FILES_AT_ONCE = 16;

/**
 * Stores generated responses' files as an upload leaves them: each file under its own media id in the media
 * store at `<surveyId>/<mediaId>.<extension of the type read from its bytes>` (store.putFile, as
 * completeMediaFile moves an upload in), with a completed media_files row as recordUploadComplete writes it.
 * A demo has some thousand files but only a few dozen distinct ones: each distinct file is written, and its
 * type read from its bytes and checked against its kind and size limit, once per call; every file is then a
 * copy of it, and the rows go in a few multi-row INSERTs rather than one upsert per file.
 */
export async function storeSampleMedia(
  db: Database,
  target: SampleMediaTarget,
  surveyId: string,
  generated: readonly ResponseMedia[],
): Promise<void> {
  const files = generated.flatMap(({ responseId, files }) => files.map((file) => ({ responseId, file })));
  if (files.length === 0) return;
  await mkdir(target.stagingDir, { recursive: true });
  const originals = new Map<string, Promise<StagedOriginal>>();
  const originalOf = (file: SampleMediaFile) => {
    const key = `${file.kind}:${file.variant}:${file.spoken ?? false}`;
    let staged = originals.get(key);
    if (!staged) {
      staged = stageOriginal(target.stagingDir, file);
      originals.set(key, staged);
    }
    return staged;
  };
  const completedAt = new Date();
  const rows: (typeof mediaFiles.$inferInsert)[] = [];
  try {
    for (let from = 0; from < files.length; from += FILES_AT_ONCE) {
      const stored = await Promise.all(
        files.slice(from, from + FILES_AT_ONCE).map(async ({ responseId, file }) => {
          const original = await originalOf(file);
          const path = join(target.stagingDir, `arriving-${file.mediaId}`);
          await copyFile(original.path, path);
          const storageKey = mediaStorageKey(surveyId, file.mediaId, original.type.extension);
          await target.store.putFile(storageKey, path);
          return {
            id: file.mediaId,
            surveyId,
            responseId,
            questionId: file.questionId,
            kind: file.kind,
            fileName: file.fileName,
            mimeType: original.type.mimeType,
            size: original.size,
            storageKey,
            completedAt,
          };
        }),
      );
      rows.push(...stored);
    }
    for (let from = 0; from < rows.length; from += MEDIA_ROWS_PER_INSERT) {
      await db.insert(mediaFiles).values(rows.slice(from, from + MEDIA_ROWS_PER_INSERT));
    }
  } finally {
    const staged = await Promise.allSettled(originals.values());
    for (const result of staged)
      if (result.status === 'fulfilled') await rm(result.value.path, { force: true });
  }
}

type StagedOriginal = { path: string; size: number; type: SniffedType };

/**
 * A distinct generated file written to the staging folder, with its type read from its bytes as an upload's
 * is (sniffMediaType): a generated file its kind would refuse is a bug here, not a respondent's mistake.
 */
async function stageOriginal(stagingDir: string, file: SampleMediaFile): Promise<StagedOriginal> {
  const bytes = sampleMediaBytes(file.kind, file.variant, file.spoken);
  const path = join(
    stagingDir,
    `sample-${file.kind}-${file.variant}-${file.spoken ? 'spoken-' : ''}${randomUUID()}`,
  );
  await writeFile(path, bytes);
  const type = bytes.length <= MEDIA_MAX_BYTES[file.kind] ? await sniffMediaType(file.kind, path) : undefined;
  if (!type) {
    await rm(path, { force: true });
    throw new Error(`the generated ${file.kind} file ${file.variant} is not one an upload would accept`);
  }
  return { path, size: bytes.length, type };
}
