import type { Language } from '../../i18n/languages';
import { interviewText } from './text';

/** On an interview's end page: back to the interviewer's list, to start the next one. */
export function BackToInterviews({ lang }: { lang: Language }) {
  return (
    <p>
      <a className="wr-btn wr-btn--primary" href="#/interview" data-testid="back-to-interviews">
        {interviewText(lang, 'interviewDevice.backToList')}
      </a>
    </p>
  );
}
