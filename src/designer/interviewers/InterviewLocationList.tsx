import type { ListedFix, ListedInterviewLocation } from '../../core/api/interviewLocations';
import { type Translate, useT } from '../../shell/hooks';
import { formatDateTime } from '../list/tableHelpers';
import './interviewLocations.css';

/**
 * One interviewer's interview locations (the interviewer screen's expanded row): per interview, when it
 * started, and its start and end fix as coordinates with their accuracy and time, or why there is none. A
 * list, not a map: the product works without online map tiles, and coordinates copy into any map.
 */
export function InterviewLocationList({
  interviews,
}: {
  /** This interviewer's interviews with a location, newest first; undefined while loading or not allowed. */
  interviews: readonly ListedInterviewLocation[] | undefined;
}) {
  const t = useT();
  if (!interviews) return <p className="wd-muted">{t('interviewerScreen.locations.unavailable')}</p>;
  if (interviews.length === 0) return <p className="wd-muted">{t('interviewerScreen.locations.none')}</p>;
  return (
    <section
      className="wd-interview-locations-section"
      aria-label={t('interviewerScreen.locations.title')}
      data-testid="interview-locations"
    >
      <h3 className="wd-interview-locations__title">{t('interviewerScreen.locations.title')}</h3>
      <ul className="wd-interview-locations">
        {interviews.map((interview) => (
          <li
            key={interview.responseId}
            className="wd-interview-locations__item"
            data-testid="interview-location"
          >
            <div className="wd-interview-locations__head">
              <span>{formatDateTime(interview.startedAt)}</span>
              <span className="wd-muted">
                {t(
                  interview.status === 'complete'
                    ? 'interviewerScreen.locations.complete'
                    : 'interviewerScreen.locations.inProgress',
                )}{' '}
                · <code>{interview.responseId.slice(0, 8)}</code>
              </span>
            </div>
            <FixLine
              t={t}
              label={t('interviewerScreen.locations.start')}
              fix={interview.start}
              testId="start"
            />
            <FixLine t={t} label={t('interviewerScreen.locations.end')} fix={interview.end} testId="end" />
          </li>
        ))}
      </ul>
    </section>
  );
}

function FixLine({
  t,
  label,
  fix,
  testId,
}: {
  t: Translate;
  label: string;
  fix: ListedFix | null;
  testId: string;
}) {
  return (
    <div className="wd-interview-locations__fix" data-testid={`location-${testId}`}>
      <span className="wd-interview-locations__label">{label}</span>
      <span>{fixText(t, fix)}</span>
      {fix ? <span className="wd-muted">{formatDateTime(fix.time)}</span> : null}
    </div>
  );
}

/** The position with its accuracy, or why there is none; a dash when the interview has no such event. */
function fixText(t: Translate, fix: ListedFix | null): string {
  if (!fix) return '—';
  if ('failure' in fix) return t(`resultsScreen.audit.failure.${fix.failure}`);
  const accuracy =
    fix.accuracy === null
      ? ''
      : ` ${t('interviewerScreen.locations.accuracy', { metres: Math.round(fix.accuracy) })}`;
  return `${fix.latitude.toFixed(6)}, ${fix.longitude.toFixed(6)}${accuracy}`;
}
