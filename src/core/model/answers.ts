import { z } from 'zod';
import { idSchema } from './common';

/**
 * What a respondent gave for one question, as the core works with it. Each family answers with one of
 * these kinds (its catalogue entry says which); the wire payloads of spec 2 §3 are derived from them by
 * `toSavePayload`-style functions of the families, so logic and validation never parse strings.
 */
export const choiceAnswerSchema = z.object({
  kind: z.literal('choice'),
  /** Chosen option ids, in the order chosen (radio, checkbox, select, profile choices). */
  optionIds: z.array(idSchema),
  /** Free text typed for an option of type other, by option id. */
  otherText: z.record(idSchema, z.string()).default({}),
});

/** Single free text: open question, single fill-in, name, email, phone, ID card. */
export const textAnswerSchema = z.object({ kind: z.literal('text'), text: z.string() });

/** One text per sub-question: multi-blank fill-in, multi-line open. */
export const blanksAnswerSchema = z.object({
  kind: z.literal('blanks'),
  values: z.record(idSchema, z.string()),
});

/** A number: number question, age, single rating score, slider. */
export const numberAnswerSchema = z.object({ kind: z.literal('number'), value: z.number() });

/**
 * A time or date in the spec's formats: HHmm (time), yyyyMM (year-month), yyyyMMdd (date), or a millisecond
 * timestamp as a decimal string (date-time). Birthday uses yyyyMMdd.
 */
export const timeAnswerSchema = z.object({ kind: z.literal('time'), value: z.string().regex(/^\d{4,14}$/) });

/** Matrix single/multiple choice: chosen column (option) ids per row (desc) id. */
export const matrixAnswerSchema = z.object({
  kind: z.literal('matrix'),
  rows: z.record(idSchema, z.array(idSchema)),
  otherText: z.record(idSchema, z.string()).default({}),
});

/** Rating group: a score per row (desc) id. */
export const scoresAnswerSchema = z.object({
  kind: z.literal('scores'),
  values: z.record(idSchema, z.number()),
});

/** Sort: rank (1 = first) per option id; unranked options are absent. */
export const sortAnswerSchema = z.object({
  kind: z.literal('sort'),
  ranks: z.record(idSchema, z.number().int().min(1)),
});

/** Chip allocation: amount per option id. */
export const chipAnswerSchema = z.object({
  kind: z.literal('chip'),
  amounts: z.record(idSchema, z.number().min(0)),
});

/**
 * A media entry. The three optional fields after `text` are a timed response's (the respondent answers an item
 * aloud): the item (desc) it answers, where the stimulus onset falls in the recording (ms from its start) and
 * the latency from that onset to the first sound above the question's threshold (ms; null when none was heard).
 * Added as optional fields: entries written before carry none and read as they are (no format change).
 */
export const mediaEntrySchema = z.object({
  optionName: z.string(),
  value: z.string(),
  text: z.string().optional(),
  descId: idSchema.optional(),
  onsetMs: z.number().min(0).optional(),
  latencyMs: z.number().min(0).nullable().optional(),
});
export type MediaEntry = z.infer<typeof mediaEntrySchema>;

/** Media: the captured entries (stored file references), with optional transcript or note text. */
export const mediaAnswerSchema = z.object({
  kind: z.literal('media'),
  entries: z.array(mediaEntrySchema),
  note: z.string().optional(),
});

/** Concept evaluation: the chosen region (option) ids. */
export const regionsAnswerSchema = z.object({ kind: z.literal('regions'), optionIds: z.array(idSchema) });

/** Cascading address or city: the chosen id at each level, top first. */
export const cascadeAnswerSchema = z.object({ kind: z.literal('cascade'), path: z.array(idSchema) });

/**
 * GPS: the best fix the device gave. Accuracy and altitude in metres (altitude only where the device gives
 * one); fixTime is the fix's own time (the Geolocation timestamp, epoch milliseconds), not when it was saved.
 */
export const gpsAnswerSchema = z.object({
  kind: z.literal('gps'),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().min(0).optional(),
  altitude: z.number().optional(),
  fixTime: z.number().int().min(0).optional(),
  address: z.string().optional(),
});

/**
 * Implicit association: one entry per trial (a single swipe round has one per item; a full IAT one per trial of
 * its seven blocks, items and attributes alike), with the side chosen and its timings. stTime and edTime are
 * milliseconds on the page's performance.now clock (onset: the frame that first painted the stimulus;
 * response: the pointer event that started the decisive swipe), time the elapsed seconds between them (spec 2
 * §3). The fields after `time` were added later as optional ones: answers written before carry only the five
 * first, and still read and validate as they are (no format change; see the family's core).
 */
export const associationChoiceSchema = z.object({
  /** The stimulus: an item (desc) id, or in a full IAT an attribute id of the question's IAT setup. */
  descId: idSchema,
  /** The side chosen: the first option (left) or the second (right). */
  optionId: idSchema,
  stTime: z.number(),
  edTime: z.number(),
  /** Elapsed seconds, (edTime − stTime) / 1000. */
  time: z.number(),
  /** Milliseconds from onset to the first touch on the stimulus (before any swipe was decided). */
  firstTouch: z.number().min(0).optional(),
  /** Direction of the decisive swipe. */
  direction: z.enum(['left', 'right']).optional(),
  /** Full IAT: swipes to the wrong side before the right one (the test waits for the right side). */
  errors: z.number().int().min(0).optional(),
  /** Swipes started and given up (released before they counted) before the decisive one. */
  corrections: z.number().int().min(0).optional(),
  /** Full IAT: the block (1–7 in the order the respondent met them) and the trial's place in the test (1…). */
  block: z.number().int().min(1).optional(),
  trial: z.number().int().min(1).optional(),
});
export type AssociationChoice = z.infer<typeof associationChoiceSchema>;

export const associationAnswerSchema = z.object({
  kind: z.literal('association'),
  choices: z.array(associationChoiceSchema),
  /** performance.timeOrigin of the page that measured (epoch ms): stTime + timeOrigin is a wall-clock time. */
  timeOrigin: z.number().optional(),
  /** Full IAT: whether this respondent met the reversed pairing first (counterbalancing). */
  reversedFirst: z.boolean().optional(),
});

export const answerValueSchema = z.discriminatedUnion('kind', [
  choiceAnswerSchema,
  textAnswerSchema,
  blanksAnswerSchema,
  numberAnswerSchema,
  timeAnswerSchema,
  matrixAnswerSchema,
  scoresAnswerSchema,
  sortAnswerSchema,
  chipAnswerSchema,
  mediaAnswerSchema,
  regionsAnswerSchema,
  cascadeAnswerSchema,
  gpsAnswerSchema,
  associationAnswerSchema,
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;
export type AnswerKind = AnswerValue['kind'];
export type AnswerOfKind<K extends AnswerKind> = Extract<AnswerValue, { kind: K }>;

/** All answers of a response, by question id. A question without an entry is unanswered. */
export type Answers = Readonly<Record<string, AnswerValue>>;
export const answersSchema = z.record(idSchema, answerValueSchema);

/**
 * Wire shapes of spec 2 §3, one item per answered question (or sub-question, or matrix row). The save call
 * sends a list of these; ids are joined with commas where the spec says so.
 */
export const answerItemPayloadSchema = z.object({
  belongId: idSchema,
  belongAnswerId: idSchema.optional(),
  quId: idSchema,
  /** choice: chosen option ids joined by comma. */
  quItemId: z.string().optional(),
  /** open / fill-in text. */
  answer: z.string().optional(),
  /** number, time, media, chip, concept: the value as text. */
  answserScore: z.string().optional(),
  /** sort: the rank. */
  orderyNum: z.number().int().optional(),
  descId: idSchema.optional(),
  otherAnswer: z.string().optional(),
  openAnswer: z.string().optional(),
  quRowId: idSchema.optional(),
  /** matrix: selected column ids joined by comma. */
  quColId: z.string().optional(),
  extendsData: z.record(z.string(), z.unknown()).optional(),
});
export type AnswerItemPayload = z.infer<typeof answerItemPayloadSchema>;

/** Sample status of a finished response (spec 2 §2): the first two show the completion page. */
export const sampleStatusSchema = z.enum(['Complete', 'Overquota', 'Screenout', 'QuotaFull']);
export type SampleStatus = z.infer<typeof sampleStatusSchema>;
