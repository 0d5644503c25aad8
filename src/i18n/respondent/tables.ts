import { coreAnswerMessages } from '../messages/coreAnswer';
import { runnerMessages } from '../messages/runner';
import { runnerViewsMessages } from '../messages/runnerViews';
import { surveyLanguageMessages } from '../messages/surveyLanguage';

/**
 * Every message a respondent can meet: the core's answer side (validation issues, units), the runner's views
 * and pages, the survey language switch. zh and en live beside each key; ja and ko are whole tables of their
 * own (./ja.ts, ./ko.ts), typed by these keys so that a missing or stray key does not compile, and loaded only
 * when a survey is shown in them.
 */
export const respondentMessages = {
  ...coreAnswerMessages,
  ...runnerViewsMessages,
  ...runnerMessages,
  ...surveyLanguageMessages,
};

export type RespondentMessageKey = keyof typeof respondentMessages;

/** A complete table of the respondent's messages in one more language. */
export type RespondentTable = Readonly<Record<RespondentMessageKey, string>>;
