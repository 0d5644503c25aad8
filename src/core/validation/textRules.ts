import type { AnswerConfig, DescConfig } from '../model';
import {
  charCount,
  hasChinese,
  hasLetter,
  hasNumber,
  hasSymbol,
  isEmail,
  isIdCard,
  isLettersDigits,
  isPhone,
  isSignedDecimal,
} from '../text';
import { issue, type ValidationIssue } from './issue';

/** Screen formats of open questions (mediaQuType) and of sub-question content limits. */
export type TextFormat = 'phone' | 'email' | 'idCard' | 'number' | 'lettersDigits' | 'chinese';

/** Everything one free text is checked against. Lengths count characters (code points). */
export interface TextRules {
  maxLength?: number;
  minLength?: number;
  requireNumber?: boolean;
  requireSymbol?: boolean;
  requireEnglish?: boolean;
  format?: TextFormat;
}

/** The spec's open-answer limit (spec 1 §9, spec 2 §5): 200 characters. */
export const OPEN_TEXT_MAX = 200;
/** Other-option text limit. */
export const OTHER_TEXT_MAX = 200;

const FORMAT_CHECKS: Record<TextFormat, { test: (text: string) => boolean; key: ValidationIssue['key'] }> = {
  phone: { test: isPhone, key: 'core.tipPhoneError' },
  email: { test: isEmail, key: 'core.tipEmailError' },
  idCard: { test: isIdCard, key: 'core.tipIdCardError' },
  number: { test: isSignedDecimal, key: 'core.answer.contentNumber' },
  lettersDigits: { test: isLettersDigits, key: 'core.answer.contentLettersDigits' },
  chinese: { test: (text) => [...text].every(hasChinese), key: 'core.answer.contentChinese' },
};

/** Checks a non-empty text; emptiness is the caller's (required) decision. */
export function checkText(text: string, rules: TextRules): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const length = charCount(text);
  if (rules.maxLength !== undefined && length > rules.maxLength) {
    issues.push(issue('core.answer.textTooLong', { max: rules.maxLength }));
  }
  if (rules.minLength !== undefined && length < rules.minLength) {
    issues.push(issue('core.answer.textTooShort', { min: rules.minLength }));
  }
  if (rules.requireNumber && !hasNumber(text)) issues.push(issue('core.answer.requireNumber'));
  if (rules.requireSymbol && !hasSymbol(text)) issues.push(issue('core.answer.requireSymbol'));
  if (rules.requireEnglish && !hasLetter(text)) issues.push(issue('core.answer.requireEnglish'));
  if (rules.format) {
    const check = FORMAT_CHECKS[rules.format];
    if (!check.test(text.trim())) issues.push(issue(check.key));
  }
  return issues;
}

/**
 * Rules of a single open answer from answerConfig: requireLengthSwitch/requireLength is read as the minimum
 * number of characters (decision: the spec names the switch a length limit next to maxLength, and the
 * maximum is already fixed per family), character classes from requireNumber/Symbol/English.
 */
export function openTextRules(config: AnswerConfig, maxLength: number): TextRules {
  const rules: TextRules = {
    maxLength,
    requireNumber: config.requireNumber === 1,
    requireSymbol: config.requireSymbol === 1,
    requireEnglish: config.requireEnglish === 1,
  };
  if (config.requireLengthSwitch === 1) rules.minLength = config.requireLength;
  return rules;
}

/** Sub-question content limits: contentLimitType names a TextFormat (other values are not checked). */
function contentFormat(config: DescConfig): TextFormat | undefined {
  if (config.contentLimit !== 1 || !config.contentLimitType) return undefined;
  return config.contentLimitType in FORMAT_CHECKS ? (config.contentLimitType as TextFormat) : undefined;
}

/**
 * Rules of one sub-question's text (descConfig): lengthLimit 1 turns on min/max characters, falling back to
 * the family's maximum; the character classes and content format apply as set.
 */
export function descTextRules(config: DescConfig | null | undefined, fallbackMax: number): TextRules {
  if (!config) return { maxLength: fallbackMax };
  const rules: TextRules = {
    maxLength: config.lengthLimit === 1 && config.max ? config.max : fallbackMax,
    requireNumber: config.requireNumber === 1,
    requireSymbol: config.requireSymbol === 1,
    requireEnglish: config.requireEnglish === 1,
  };
  if (config.lengthLimit === 1 && config.min) rules.minLength = config.min;
  const format = contentFormat(config);
  if (format) rules.format = format;
  return rules;
}
