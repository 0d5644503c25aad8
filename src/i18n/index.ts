import type { MessagePair } from './define';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { addressMessages } from './messages/address';
import { answersMessages } from './messages/answers';
import { auditMessages } from './messages/audit';
import { authMessages } from './messages/auth';
import { collectionMessages } from './messages/collection';
import { coreMessages } from './messages/core';
import { designMessages } from './messages/design';
import { designerMessages } from './messages/designer';
import { familyDesignMessages } from './messages/familyDesign';
import { interviewerMessages, interviewerScreenMessages } from './messages/interviewers';
import { languageScreenMessages } from './messages/languageScreen';
import { logicEditorMessages } from './messages/logicEditor';
import { logicOverviewMessages } from './messages/logicOverview';
import { mediaUploadMessages } from './messages/mediaUpload';
import { previewMessages } from './messages/preview';
import { quotaScreenMessages } from './messages/quotaScreen';
import { quotaMessages } from './messages/quotas';
import { quoteMessages } from './messages/quotes';
import { resultsMessages } from './messages/results';
import { resultsScreenMessages } from './messages/resultsScreen';
import { runnerMessages } from './messages/runner';
import { runnerViewsMessages } from './messages/runnerViews';
import { serverMessages } from './messages/server';
import { shareMessages } from './messages/share';
import { shellMessages } from './messages/shell';
import { styleMessages } from './messages/style';
import { surveyLanguageMessages } from './messages/surveyLanguage';
import { surveyParamMessages } from './messages/surveyParams';
import { type MessageParams, translatorFor } from './translate';

/**
 * The interface speaks zh first, en second. Every area's messages are merged here; the designer, the shell
 * and the server translate through `translate`, the server choosing the language from Accept-Language. The
 * runner translates through its own `translate` over only its areas' tables (src/runner/translate.ts).
 */
export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

const allMessages = {
  ...authMessages,
  ...serverMessages,
  ...shellMessages,
  ...coreMessages,
  ...designMessages,
  ...familyDesignMessages,
  ...designerMessages,
  ...runnerViewsMessages,
  ...answersMessages,
  ...runnerMessages,
  ...resultsMessages,
  ...resultsScreenMessages,
  ...quotaMessages,
  ...collectionMessages,
  ...auditMessages,
  ...quotaScreenMessages,
  ...logicEditorMessages,
  ...logicOverviewMessages,
  ...surveyParamMessages,
  ...quoteMessages,
  ...previewMessages,
  ...shareMessages,
  ...styleMessages,
  ...surveyLanguageMessages,
  ...languageScreenMessages,
  ...addressMessages,
  ...mediaUploadMessages,
  ...interviewerMessages,
  ...interviewerScreenMessages,
} satisfies Record<string, MessagePair>;

export type MessageKey = keyof typeof allMessages;
export type { MessageParams } from './translate';

const translator = translatorFor(allMessages);

export function isMessageKey(key: string): key is MessageKey {
  return translator.isMessageKey(key);
}

/** Text of `key` in `lang` with `{param}` placeholders filled; an unknown key is returned as it is. */
export function translate(lang: Language, key: string, params?: MessageParams): string {
  return translator.translate(lang, key, params);
}

/**
 * `zh-CN,zh;q=0.9` → zh; `en-US` → en; `ja,en;q=0.9` → en (the first language listed that the server
 * speaks, in the order given); anything else → the default.
 */
export function languageFromHeader(header: string | undefined): Language {
  for (const entry of header?.split(',') ?? []) {
    const tag = entry.trim().toLowerCase();
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('zh')) return 'zh';
  }
  return DEFAULT_LANGUAGE;
}
