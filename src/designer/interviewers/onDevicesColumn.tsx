import type { SurveyInterviewer } from '../../core/api/interviewers';
import type { Translate } from '../../shell/hooks';
import { formatDateTime } from '../list/tableHelpers';

/**
 * The supervisor's "on devices" column: what the interviewer's phones said they hold at their last sync
 * (interviews in progress, waiting to send, refused — the server's own figures cannot see them), summed over
 * the interviewer's devices, with the newest report's time: a count "as of" then, not now.
 */
export function onDevicesColumn(t: Translate) {
  return {
    title: t('interviewerScreen.col.onDevices'),
    key: 'onDevices',
    render: (_: unknown, row: SurveyInterviewer) => {
      const held = row.onDevices;
      if (!held) return <span className="wd-muted">{t('interviewerScreen.onDevices.none')}</span>;
      return (
        <div data-testid={`on-devices-${row.name}`}>
          <div>
            {t('interviewerScreen.onDevices', { inProgress: held.inProgress, waiting: held.waiting })}
            {held.refused > 0
              ? `, ${t('interviewerScreen.onDevices.refused', { refused: held.refused })}`
              : null}
          </div>
          <div className="wd-muted">
            {t('interviewerScreen.onDevices.asOf', {
              time: formatDateTime(held.reportedAt),
              devices: held.devices,
            })}
          </div>
        </div>
      );
    },
  };
}
