import { previewMessages } from '../../i18n/messages/preview';
import { translatorFor } from '../../i18n/translate';

/** The preview frame's own texts (its table stays out of the respondents' runner tables). */
export const { translate: previewText } = translatorFor(previewMessages);
