import { interviewDeviceMessages } from '../../i18n/messages/interviewDevice';
import { translatorFor } from '../../i18n/translate';

/** The interviewer screen's texts (zh, en; another interface language reads English). */
export const { translate: interviewText } = translatorFor(interviewDeviceMessages);
