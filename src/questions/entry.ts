import type { AnswerContext, DesignContext, ValidationIssue } from '../core/validation';
import { issue } from '../core/validation';
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
}

type EntryBase = Omit<
  CatalogEntry,
  'kind' | 'answerKind' | 'toSavePayload' | 'fromSavePayload' | 'validateAnswer' | 'profile'
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
  },
): CatalogEntry {
  const codec = PAYLOAD_CODECS[spec.answerKind];
  return {
    ...spec,
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
    toSavePayload: () => [],
    fromSavePayload: () => undefined,
    validateAnswer: (_question, answer) => (answer ? [issue('core.answer.invalid')] : []),
  };
}
