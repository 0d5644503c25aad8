import type { QuestionSummary, SummaryKind } from '../core/api/results';
import type { ValueLimits } from '../core/logic/assignLimits';
import type {
  AnswerItemPayload,
  AnswerKind,
  AnswerOfKind,
  AnswerValue,
  ElementKind,
  ElementType,
  Question,
  QuestionCategory,
  QuestionInput,
} from '../core/model';
import { ELEMENT_KINDS } from '../core/model/constants';
import type { AnswerContext, DesignContext, ValidationIssue } from '../core/validation';
import { issue } from '../core/validation';
import type { CoreMessageKey } from '../i18n/messages/core';
import type { DefaultsBuilder } from './shared/defaults';
import { PAYLOAD_CODECS } from './shared/payload';

/** Limits a family states for its designer and runner views (spec 1 §9); only those that apply are set. */
export interface EntryLimits {
  maxOptions?: number;
  minOptions?: number;
  maxDescs?: number;
  /** Longest free text, in characters. */
  maxTextLength?: number;
  /** Units offered (codes of core.unit.*). */
  units?: readonly string[];
  /** Rating scales: style (scoreQuType) → numbers of scale points offered (scoreQuParagraph). */
  ratingScales?: Readonly<Record<number, readonly number[]>>;
  /** Media entries: default minimum and maximum count. */
  mediaCount?: { min: number; max: number };
  /** Cascading levels: default and maximum. */
  levels?: { default: number; max: number };
}

/**
 * How a family's answers are summarised in results and laid out in exports (its slice's word on it; the
 * server's SQL per summary kind and the export columns read it). `multiple`: several options may be chosen
 * (exported as one 0/1 column per option, an SPSS multiple-response set).
 */
export interface EntryResults {
  summary: SummaryKind;
  multiple: boolean;
  /** Time answers: the period they are counted by whatever the time type (a birthday by year). */
  period?: Extract<QuestionSummary, { kind: 'time' }>['period'];
}

/** The summary of an answer kind when a family says nothing else. */
const DEFAULT_SUMMARY: Readonly<Record<AnswerKind, SummaryKind>> = {
  choice: 'choice',
  text: 'text',
  blanks: 'blanks',
  number: 'numeric',
  time: 'time',
  matrix: 'matrix',
  scores: 'scores',
  sort: 'sort',
  chip: 'chip',
  media: 'count',
  regions: 'count',
  cascade: 'count',
  gps: 'count',
  association: 'count',
};

/** The ids a save payload needs beside the question: the response the items belong to. */
export interface PayloadIds {
  belongAnswerId?: string;
}

/** One catalogue entry: everything the pure domain knows about one kind of question (docs/architecture.md). */
export interface CatalogEntry {
  catalogKey: string;
  elementType: ElementType;
  kind: ElementKind;
  category: QuestionCategory;
  /** Default question order of spec 1 §9 (where the spec gives none, the base family's). */
  defaultOrder: number;
  titleKey: CoreMessageKey;
  saveEndpoint: string;
  /** The AnswerValue kind answering this question; null for page breaks, checkpoints and info text. */
  answerKind: AnswerKind | null;
  /** Fixed item code of a profile question (Sys_…). */
  itemCode?: string;
  /** Dictionary the options come from when empty (profile choices). */
  dictionaryKey?: string;
  mediaQuType?: string;
  profile: boolean;
  limits: EntryLimits;
  /** Type-specific fields of a new question (titles, options, answerConfig), in the builder's language. */
  defaults(build: DefaultsBuilder): Partial<QuestionInput>;
  toSavePayload(question: Question, answer: AnswerValue, ids?: PayloadIds): AnswerItemPayload[];
  fromSavePayload(question: Question, items: readonly AnswerItemPayload[]): AnswerValue | undefined;
  validateAnswer(
    question: Question,
    answer: AnswerValue | undefined,
    context: AnswerContext,
  ): ValidationIssue[];
  validateDesign(question: Question, context: DesignContext): ValidationIssue[];
  /**
   * What the family adds to the question's own settings about the values it takes (a fixed range, a blank's
   * longest text); a value logic gives the question is held to it (src/core/logic/assignLimits.ts).
   */
  valueLimits?(question: Question): ValueLimits;
  /** How answers are summarised and exported; null for questions that ask nothing. */
  results: EntryResults | null;
}

type EntryBase = Omit<
  CatalogEntry,
  'kind' | 'answerKind' | 'toSavePayload' | 'fromSavePayload' | 'validateAnswer' | 'profile' | 'results'
> & { profile?: boolean };

/** An answered question: its answer validator sees only its own kind (another kind is refused). */
export function defineEntry<K extends AnswerKind>(
  spec: EntryBase & {
    answerKind: K;
    validateAnswer: (
      question: Question,
      answer: AnswerOfKind<K> | undefined,
      context: AnswerContext,
    ) => ValidationIssue[];
    /** Defaults to the answer kind's summary, single choice. */
    results?: Partial<EntryResults>;
  },
): CatalogEntry {
  const codec = PAYLOAD_CODECS[spec.answerKind];
  return {
    ...spec,
    results: { summary: DEFAULT_SUMMARY[spec.answerKind], multiple: false, ...spec.results },
    profile: spec.profile ?? false,
    kind: ELEMENT_KINDS[spec.elementType],
    toSavePayload: (question, answer, ids) =>
      answer.kind === spec.answerKind ? codec.to(question, answer as never, ids ?? {}) : [],
    fromSavePayload: (question, items) => codec.from(question, items),
    validateAnswer: (question, answer, context) =>
      answer && answer.kind !== spec.answerKind
        ? [issue('core.answer.invalid')]
        : spec.validateAnswer(question, answer as AnswerOfKind<K> | undefined, context),
  };
}

/** A question that asks nothing (page break, checkpoint, info text): any answer given to it is refused. */
export function defineContentEntry(spec: EntryBase): CatalogEntry {
  return {
    ...spec,
    profile: spec.profile ?? false,
    kind: ELEMENT_KINDS[spec.elementType],
    answerKind: null,
    results: null,
    toSavePayload: () => [],
    fromSavePayload: () => undefined,
    validateAnswer: (_question, answer) => (answer ? [issue('core.answer.invalid')] : []),
  };
}
