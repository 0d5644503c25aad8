import { useEffect, useMemo, useRef, useState } from 'react';
import type { Release } from '../core/model';
import { surveyLanguagesOf, translateRelease } from '../core/translation/texts';
import { isRespondentLanguage } from '../i18n/languages';
import { showInterfaceIn } from './i18n';
import { useSearchParams } from './navigation';
import type { ReadySession } from './session/openSession';
import type { AnswerWriter } from './session/previewHooks';

export interface SurveyLanguageChoice {
  /** The languages the survey offers, in a fixed order ('origin' first); a switch shows when there are two or more. */
  offered: string[];
  /** The language the respondent reads, or undefined for a survey that declares none. */
  language: string | undefined;
  /** The release in that language: translated texts, the designer's own words where a translation is missing. */
  release: Release;
  choose(language: string): void;
}

/**
 * The survey language of a response (issue 11): the link's `&lang=` when the survey offers it, else the one
 * the response was being answered in (a resume, on this device or another), else the survey's first. A change
 * only swaps texts: ids, answers and the page stay, so switching mid-survey loses nothing.
 */
export function useSurveyLanguage(session: ReadySession): SurveyLanguageChoice {
  const [params] = useSearchParams();
  const offered = useMemo(
    () => surveyLanguagesOf(session.release.survey.surveyLanguage),
    [session.release.survey.surveyLanguage],
  );
  const [language, setChosen] = useState(() =>
    initialLanguage(offered, params.get('lang'), session.response.language),
  );
  const release = useMemo(() => translateRelease(session.release, language), [session.release, language]);

  // The buttons and messages follow the survey's language (zh, en, ja, ko); 'origin' keeps the current one.
  useEffect(() => {
    if (offered.length > 1 && isRespondentLanguage(language)) showInterfaceIn(language, { remember: false });
  }, [language, offered.length]);

  return { offered, language, release, choose: setChosen };
}

export function initialLanguage(
  offered: readonly string[],
  fromLink: string | null,
  ofResponse: string | undefined,
): string | undefined {
  if (fromLink && offered.includes(fromLink)) return fromLink;
  if (ofResponse && offered.includes(ofResponse)) return ofResponse;
  return offered[0];
}

/**
 * Keeps the chosen language with the response, on the device first and sent with a save like any change,
 * so it travels offline too and the results and exports name it. Only for a survey offering a choice (the
 * server names the single language of the others itself).
 */
export function useKeptLanguage(
  writer: AnswerWriter,
  session: ReadySession,
  choice: SurveyLanguageChoice,
): void {
  const kept = useRef(session.response.language);
  const first = useRef(true);
  useEffect(() => {
    const opening = first.current;
    first.current = false;
    if (choice.offered.length < 2 || !choice.language || choice.language === kept.current) return;
    kept.current = choice.language;
    // The language the page opened in goes with the first answer (opening a link sends nothing); one the
    // respondent picks is a change of the response, kept and sent at once.
    if (opening) writer.carry({ language: choice.language });
    else void writer.patch({ language: choice.language });
  }, [writer, choice.language, choice.offered.length]);
}
