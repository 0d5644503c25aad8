import { Table } from 'antd';
import type { ReactNode } from 'react';
import type { ShownAuditEvent } from '../../../core/api/audit';
import { readLocationDetail } from '../../../core/audit/location';
import type { MessageKey } from '../../../i18n';
import { type Translate, useLanguage, useT } from '../../../shell/hooks';
import { LoadFrame } from '../components/LoadFrame';
import { formatDateTime, formatNumber } from '../format';
import { plainTitle } from '../summaries/QuestionCard';
import { useLoad } from '../useLoad';
import { fetchAuditTrail } from './api';
import './audit.css';

/** A response's audit trail in its detail: one row per event, in the order they happened. */
export function AuditTrailSection({ surveyId, responseId }: { surveyId: string; responseId: string }) {
  const t = useT();
  const language = useLanguage();
  const state = useLoad(`audit:${surveyId}:${responseId}`, () => fetchAuditTrail(surveyId, responseId));
  return (
    <section data-testid="response-audit">
      <h3 className="wd-res__heading">{t('resultsScreen.audit.trail')}</h3>
      <LoadFrame state={state} minHeight={60}>
        {(trail) =>
          trail.events.length === 0 ? (
            <p className="wd-muted">{t('resultsScreen.audit.trailEmpty')}</p>
          ) : (
            <Table<ShownAuditEvent>
              size="small"
              rowKey="seq"
              pagination={trail.events.length > 50 ? { pageSize: 50 } : false}
              dataSource={trail.events}
              className="wd-audit__trail"
              columns={[
                { key: 'seq', title: t('resultsScreen.audit.col.seq'), dataIndex: 'seq', width: 56 },
                {
                  key: 'elapsed',
                  title: t('resultsScreen.audit.col.elapsed'),
                  width: 90,
                  render: (_, event) =>
                    t('resultsScreen.audit.seconds', { n: formatNumber(language, event.elapsedSeconds, 1) }),
                },
                {
                  key: 'event',
                  title: t('resultsScreen.audit.col.event'),
                  width: 110,
                  render: (_, event) => t(`resultsScreen.audit.kind.${event.kind}` as MessageKey),
                },
                {
                  key: 'detail',
                  title: t('resultsScreen.audit.col.detail'),
                  render: (_, event) => eventDetail(t, event),
                },
                {
                  key: 'time',
                  title: t('resultsScreen.audit.col.time'),
                  width: 150,
                  render: (_, event) => (
                    <span className="wd-muted">{formatDateTime(language, event.time)}</span>
                  ),
                },
              ]}
            />
          )
        }
      </LoadFrame>
    </section>
  );
}

function eventDetail(t: Translate, event: ShownAuditEvent): ReactNode {
  const question = event.questionId ? `${event.code ? `${event.code} ` : ''}${plainTitle(event.title)}` : '';
  if (event.kind === 'page-move' && event.fromPage !== null && event.toPage !== null) {
    const move = event.detail ? t(`resultsScreen.audit.move.${event.detail}` as MessageKey) : '';
    return t('resultsScreen.audit.pages', { from: event.fromPage, to: event.toPage, move });
  }
  if (event.kind === 'answer-change' && (event.oldValue !== null || event.newValue !== null)) {
    return (
      <>
        <div>{question}</div>
        <div className="wd-audit__values" data-testid="audit-values">
          {event.oldValue || '–'} → {event.newValue || '–'}
        </div>
      </>
    );
  }
  if (event.kind === 'location' || event.kind === 'location-failed') return locationDetail(t, event);
  if (event.kind === 'end') return event.detail ?? '';
  return question;
}

/** A location event: which of the interview's fixes it is, then the position or why there is none. */
function locationDetail(t: Translate, event: ShownAuditEvent): string {
  const { fix, failure } = readLocationDetail(event.detail);
  const role = fix ? `${t(`resultsScreen.audit.fix.${fix}`)}: ` : '';
  if (failure) return `${role}${t(`resultsScreen.audit.failure.${failure}`)}`;
  if (event.latitude === null || event.longitude === null) return role;
  return `${role}${event.latitude}, ${event.longitude}${event.accuracy === null ? '' : ` ±${event.accuracy} m`}`;
}
