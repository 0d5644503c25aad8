import { Progress, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { CollectionLimits } from '../../core/api/collection';
import { useT } from '../../shell/hooks';
import { draftOf, timeState } from './collectionDraft';

const TIME_STATE_COLORS = { notOpen: 'processing', open: 'success', closed: 'default' } as const;

/** How often "now" moves on, so an opening or a close passing while the screen is open shows. */
const CLOCK_TICK_MS = 15_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Where the survey stands under its saved limits (not the form being typed): not open yet, open or closed by
 * its times, and the complete responses against the cap.
 */
export function CollectionStatus({ limits }: { limits: CollectionLimits }) {
  const t = useT();
  const now = useNow();
  const state = timeState(draftOf(limits), now);
  const cap = limits.maxCompletes;
  const full = cap !== null && limits.completes >= cap;
  const moment = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
  const period =
    limits.opensAt || limits.closesAt
      ? `${limits.opensAt ? moment(limits.opensAt) : t('surveyConfig.time.placeholder')} – ${
          limits.closesAt ? moment(limits.closesAt) : t('surveyConfig.time.placeholder')
        }`
      : null;

  return (
    <section className="wd-card wd-collection__status" data-testid="collection-status">
      <h3 className="wd-collection__section-title">{t('surveyConfig.status.title')}</h3>
      <div className="wd-collection__status-grid">
        <div className="wd-collection__status-item">
          <span className="wd-muted wd-collection__status-label">{t('surveyConfig.time.title')}</span>
          <span className="wd-collection__status-value">
            <Tag color={TIME_STATE_COLORS[state]} data-testid="collection-time-state" data-state={state}>
              {t(`surveyConfig.status.${state}`)}
            </Tag>
            {period && <span className="wd-muted wd-collection__window">{period}</span>}
          </span>
        </div>
        <div className="wd-collection__status-item">
          <span className="wd-muted wd-collection__status-label">{t('surveyConfig.status.completes')}</span>
          <span className="wd-collection__status-value">
            <span className="wd-collection__count" data-testid="collection-completes">
              {cap === null ? limits.completes : `${limits.completes} / ${cap}`}
            </span>
            {cap === null ? (
              <span className="wd-muted">{t('surveyConfig.status.noCap')}</span>
            ) : full ? (
              <Tag color="error" data-testid="collection-full">
                {t('surveyConfig.status.full')}
              </Tag>
            ) : null}
          </span>
          {cap !== null && (
            <Progress
              className="wd-collection__bar"
              percent={Math.min(100, (limits.completes / cap) * 100)}
              showInfo={false}
              size="small"
              status={full ? 'exception' : 'normal'}
            />
          )}
        </div>
      </div>
    </section>
  );
}
