import { Spin } from 'antd';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router-dom';
import { getPendingCount, subscribePending } from '../api';
import { useT } from '../hooks';

/** Shown only after this long, so that fast calls do not flash it. */
export const OVERLAY_DELAY_MS = 150;

/** Covers the page while any request is pending (spec 1 §2) or the next screen's code is loading. */
export function LoadingOverlay() {
  const t = useT();
  const pending = useSyncExternalStore(subscribePending, getPendingCount, getPendingCount);
  const navigating = useNavigation().state !== 'idle';
  const busy = pending > 0 || navigating;
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!shown) return null;
  return (
    <div className="wd-loading" data-testid="loading-overlay" role="status" aria-live="polite">
      <div className="wd-loading__box">
        <Spin size="large" />
        <span className="wd-loading__text">{t('shell.loading')}</span>
      </div>
    </div>
  );
}
