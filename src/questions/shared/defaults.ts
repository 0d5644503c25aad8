import type { DescInput, OptionInput } from '../../core/model';
import { type Language, translate } from '../../i18n';
import type { CoreMessageKey } from '../../i18n/messages/core';

/** What a family's `defaults` may use to build a new question: ids, texts in the designer's language. */
export interface DefaultsBuilder {
  lang: Language;
  questionId: string;
  makeId: () => string;
  text(key: CoreMessageKey, params?: Record<string, string | number>): string;
  option(name: string, type?: OptionInput['type'], index?: number): OptionInput;
  /** "Option 1" … "Option n" (spec 1 §9 default names). */
  numberedOptions(count: number): OptionInput[];
  /** "Sub-question 1" … "Sub-question n". */
  numberedDescs(count: number): DescInput[];
}

export function makeDefaultsBuilder(init: { lang: Language; questionId: string; makeId: () => string }) {
  const builder: DefaultsBuilder = {
    ...init,
    text: (key, params) => translate(init.lang, key, params),
    option: (name, type = 'normal', index = 0) => ({
      id: init.makeId(),
      quId: init.questionId,
      orderById: index + 1,
      optionName: name,
      type,
    }),
    numberedOptions: (count) =>
      Array.from({ length: count }, (_, index) =>
        builder.option(builder.text('core.default.option', { n: index + 1 }), 'normal', index),
      ),
    numberedDescs: (count) =>
      Array.from({ length: count }, (_, index) => ({
        id: init.makeId(),
        quId: init.questionId,
        orderById: index + 1,
        optionName: builder.text('core.default.subQuestion', { n: index + 1 }),
      })),
  };
  return builder;
}

/** The extra options the designer's extra-option editor offers (spec 1 §4, §9), in their default names. */
export const OTHER_OPTION_KEYS = {
  other: 'core.default.other',
  otherSpecify: 'core.default.otherSpecify',
} as const;
export const SPECIAL_OPTION_KEYS = {
  dontKnow: 'core.default.dontKnow',
  noneOfAbove: 'core.default.noneOfAbove',
  refuse: 'core.default.refuse',
} as const;

/** Units offered in number and chip questions (spec 1 §9): codes of core.unit.* messages. */
export const UNITS = [
  'second',
  'minute',
  'hour',
  'yuan',
  'usd',
  'eur',
  'percent',
  'times',
  'days',
  'years',
] as const;
