import { THEME_COLOR } from '../../core/model/constants';
import { type SurveyStyle, surveyStyleSaveSchema, surveyStyleSchema } from '../../core/model/style';

/** A problem of the draft at a field: its path in the style ("font.question.size") and a message key. */
export type StyleProblem = { path: string; key: string };

/** The draft with `value` at `path` (a copy; the draft is React state). */
export function withValue(style: SurveyStyle, path: readonly string[], value: unknown): SurveyStyle {
  const [head, ...rest] = path;
  if (head === undefined) return value as SurveyStyle;
  const record = style as unknown as Record<string, unknown>;
  const inner = (record[head] ?? {}) as SurveyStyle;
  return { ...record, [head]: rest.length === 0 ? value : withValue(inner, rest, value) } as SurveyStyle;
}

/** The theme colour is kept in both places the runner has read it from (spec 1 §3 fengge.color, surveyColor). */
export function withThemeColour(style: SurveyStyle, color: string): SurveyStyle {
  return { ...style, surveyColor: color, fengge: { ...style.fengge, color } };
}

/** Every problem of the draft by the same schema the server checks a save with, keyed by path. */
export function problemsOf(style: SurveyStyle): Map<string, string> {
  const parsed = surveyStyleSaveSchema.safeParse(style);
  const problems = new Map<string, string>();
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!problems.has(path)) problems.set(path, issue.message);
  }
  return problems;
}

export const DEFAULT_STYLE: SurveyStyle = surveyStyleSchema.parse({ surveyColor: THEME_COLOR });
