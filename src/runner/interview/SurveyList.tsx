import type { AssignedSurvey } from '../../core/api/interviewers';
import type { Language } from '../../i18n/languages';
import { readableSize } from './download';
import { interviewText } from './text';

export interface SurveyLine {
  surveyId: string;
  name: string;
  /** From the assigned list (as last seen online): the current release and the download's size. */
  assigned?: AssignedSurvey;
  /** The highest version the device holds. */
  heldVersion?: number;
}

export type DownloadState = 'busy' | 'failed';

/** The surveys to take out and to interview with: download, update, new interview. */
export function SurveyList(props: {
  lang: Language;
  lines: readonly SurveyLine[];
  downloads: ReadonlyMap<string, DownloadState>;
  online: boolean;
  onDownload: (survey: AssignedSurvey) => void;
  onNewInterview: (surveyId: string) => void;
}) {
  const { lang, lines, downloads, online } = props;
  const t = (key: string, params?: Record<string, string | number>) => interviewText(lang, key, params);
  if (lines.length === 0) return <p className="wr-muted">{t('interviewDevice.surveys.none')}</p>;
  return (
    <ul className="wi-list">
      {lines.map(({ surveyId, name, assigned, heldVersion }) => {
        const newer = assigned && heldVersion !== undefined && assigned.releaseVersion > heldVersion;
        const download = downloads.get(surveyId);
        return (
          <li key={surveyId} className="wi-item" data-testid="assigned-survey" data-survey-id={surveyId}>
            <div className="wi-item__head">
              <strong className="wi-item__name">{name}</strong>
              {assigned ? (
                <span className="wr-muted wr-small">
                  {t('interviewDevice.survey.size', { size: readableSize(assigned.totalBytes) })}
                </span>
              ) : null}
            </div>
            <p className="wr-muted wr-small wi-item__line" data-testid="held-version">
              {heldVersion === undefined
                ? t('interviewDevice.survey.notHeld')
                : t('interviewDevice.survey.held', { version: heldVersion })}
              {newer ? ` · ${t('interviewDevice.survey.newer', { version: assigned.releaseVersion })}` : ''}
            </p>
            {download === 'failed' ? (
              <p className="wr-note wr-note--warn" role="alert">
                {t('interviewDevice.survey.downloadFailed')}
              </p>
            ) : null}
            <div className="wi-actions">
              {assigned && (heldVersion === undefined || newer) ? (
                <button
                  type="button"
                  className="wr-btn wr-btn--ghost"
                  disabled={!online || download === 'busy'}
                  onClick={() => props.onDownload(assigned)}
                >
                  {download === 'busy'
                    ? t('interviewDevice.survey.downloading')
                    : t(
                        heldVersion === undefined
                          ? 'interviewDevice.survey.download'
                          : 'interviewDevice.survey.update',
                      )}
                </button>
              ) : null}
              {heldVersion !== undefined ? (
                <button
                  type="button"
                  className="wr-btn wr-btn--primary"
                  onClick={() => props.onNewInterview(surveyId)}
                >
                  {t('interviewDevice.newInterview')}
                </button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
