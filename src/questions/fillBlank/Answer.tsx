import type { HTMLAttributes } from 'react';
import type { Question } from '../../core/model';
import { OPEN_TEXT_MAX, type TextFormat } from '../../core/validation/textRules';
import type { Language } from '../../i18n';
import { TextField } from '../../runner/components/TextField';
import { plainTitle, ViewRoot } from '../../runner/components/ViewRoot';
import { translate } from '../../runner/translate';
import type { AnswerViewProps } from '../../runner/views/contract';
import { PROFILE_TEXT_LIMITS } from '../profile/family';
import { screenFormat } from './family';

interface TextInputKind {
  maxLength: number;
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  /** ID numbers may end in X: typed x becomes X, and a hint says so. */
  upperCase?: boolean;
}

const BY_FORMAT: Record<'phone' | 'email' | 'idCard', TextInputKind> = {
  phone: { maxLength: PROFILE_TEXT_LIMITS.phone, type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  email: { maxLength: PROFILE_TEXT_LIMITS.email, type: 'email', inputMode: 'email', autoComplete: 'email' },
  // A text keyboard, not the numeric one: phones' numeric pads have no X, and one ID in eleven ends in X.
  idCard: { maxLength: PROFILE_TEXT_LIMITS.idCard, inputMode: 'text', autoComplete: 'off', upperCase: true },
};

/**
 * The keyboard, autofill and limit of a single text: the profile keys (name, email, ID card, phone) and a
 * fill-in's screen code (phone1, email, idCard) choose them; a plain fill-in takes up to 200 characters.
 */
export function textInputKind(question: Question): TextInputKind {
  if (question.catalogKey === 'name') return { maxLength: PROFILE_TEXT_LIMITS.name, autoComplete: 'name' };
  const profileFormats: Record<string, TextFormat> = { email: 'email', idCard: 'idCard', phone: 'phone' };
  const format = profileFormats[question.catalogKey] ?? screenFormat(question);
  const byFormat =
    format === 'phone' || format === 'email' || format === 'idCard' ? BY_FORMAT[format] : undefined;
  if (!byFormat) return { maxLength: OPEN_TEXT_MAX };
  // A fill-in with a screen code keeps the open-answer limit; the profile question its own.
  return question.catalogKey === 'fillBlank' ? { ...byFormat, maxLength: OPEN_TEXT_MAX } : byFormat;
}

function hintOf(kind: TextInputKind, lang: Language): string | undefined {
  return kind.upperCase ? translate(lang, 'runnerViews.idCardHint') : undefined;
}

/** Fill-in (TitleBox) and the profile texts: name, email, ID card, phone. */
export default function FillBlankAnswer(props: AnswerViewProps) {
  const { question } = props;
  const answer = props.answer?.kind === 'text' ? props.answer : undefined;
  const kind = textInputKind(question);
  return (
    <ViewRoot
      accentColor={props.accentColor}
      issues={props.issues}
      lang={props.lang}
      readOnly={props.readOnly}
    >
      <TextField
        label={plainTitle(question)}
        value={answer?.text ?? ''}
        onChange={(text) => {
          const value = kind.upperCase ? text.replace(/x/g, 'X') : text;
          props.onChange(value === '' ? undefined : { kind: 'text', text: value });
        }}
        maxLength={kind.maxLength}
        lang={props.lang}
        type={kind.type}
        inputMode={kind.inputMode}
        autoComplete={kind.autoComplete}
        placeholder={question.placeholder ?? undefined}
        hint={hintOf(kind, props.lang)}
        disabled={props.readOnly}
        invalid={props.issues.length > 0}
      />
    </ViewRoot>
  );
}
