import { App } from 'antd';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import type { AnswerConfig, Question } from '../../core/model';
import type { ValidationIssue } from '../../core/validation';
import { type Language, type MessageParams, translate } from '../../i18n';
import { entryForQuestion } from '../../questions/catalogue';
import type { CatalogEntry } from '../../questions/entry';
import { useLanguage } from '../../shell/hooks';
import type { QuestionEditorProps } from '../editor/contract';

export type DesignT = (key: string, params?: MessageParams) => string;

/**
 * What every field of a family editor needs: the draft, ways to change it, the designer validation issues,
 * the catalogue entry (limits, units, scales) and the translator. Provided once per Editor so that fields
 * are small and take only their own settings as props.
 */
export type EditorState = {
  question: Question;
  entry: CatalogEntry | undefined;
  surveyId: string;
  issues: readonly ValidationIssue[];
  disabled: boolean;
  lang: Language;
  t: DesignT;
  change: (next: Question) => void;
  update: (patch: Partial<Question>) => void;
  updateConfig: (patch: Partial<AnswerConfig>) => void;
  /** Tells the designer why an edit was refused (spec 1 §8 designer warnings). */
  refuse: (refusal: ValidationIssue) => void;
  /** A warning already in words (upload refusals). */
  warn: (text: string) => void;
};

const EditorContext = createContext<EditorState | null>(null);

export function useEditor(): EditorState {
  const state = useContext(EditorContext);
  if (!state) throw new Error('useEditor is used outside a family editor');
  return state;
}

export function useDesignT(): DesignT {
  const lang = useLanguage();
  return useCallback((key, params) => translate(lang, key, params), [lang]);
}

export function EditorProvider({ props, children }: { props: QuestionEditorProps; children: ReactNode }) {
  const { question, onChange, surveyId, issues, disabled } = props;
  const lang = useLanguage();
  const { message } = App.useApp();
  const t = useDesignT();
  const state = useMemo<EditorState>(
    () => ({
      question,
      entry: entryForQuestion(question),
      surveyId,
      issues,
      disabled: disabled ?? false,
      lang,
      t,
      change: onChange,
      update: (patch) => onChange({ ...question, ...patch }),
      updateConfig: (patch) =>
        onChange({ ...question, answerConfig: { ...question.answerConfig, ...patch } }),
      refuse: (refusal) => void message.warning(t(refusal.key, refusal.params)),
      warn: (text) => void message.warning(text),
    }),
    [question, onChange, surveyId, issues, disabled, lang, t, message],
  );
  return <EditorContext.Provider value={state}>{children}</EditorContext.Provider>;
}
