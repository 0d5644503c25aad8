import type { Language } from '../../i18n/languages';
import { interviewText } from './text';
import './interview.css';

/**
 * Above an interview's pages: the way back to the interviewer's list, which an installed app (no browser bar)
 * otherwise lacks. Leaving loses nothing: every answer is on the device already.
 */
export function InterviewBar({ lang }: { lang: Language }) {
  return (
    <nav className="wi-bar">
      <a href="#/interview" className="wi-link" data-testid="interview-bar-back">
        ‹ {interviewText(lang, 'interviewDevice.backToList')}
      </a>
    </nav>
  );
}
