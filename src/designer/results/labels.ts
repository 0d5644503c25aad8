import { useCallback } from 'react';
import type { ResponseStatus } from '../../core/api/answer';
import { useT } from '../../shell/hooks';

const SAMPLE_STATUS_KEYS = {
  Complete: 'resultsScreen.sample.Complete',
  Overquota: 'resultsScreen.sample.Overquota',
  Screenout: 'resultsScreen.sample.Screenout',
  QuotaFull: 'resultsScreen.sample.QuotaFull',
} as const;

/** Sample statuses in words; an unknown one (a newer server) is shown as it came. */
export function useSampleStatusLabel(): (status: string | null) => string {
  const t = useT();
  return useCallback(
    (status) => {
      if (status === null) return '–';
      const key = SAMPLE_STATUS_KEYS[status as keyof typeof SAMPLE_STATUS_KEYS];
      return key ? t(key) : status;
    },
    [t],
  );
}

export function useStatusLabel(): (status: ResponseStatus) => string {
  const t = useT();
  return useCallback(
    (status) =>
      t(status === 'complete' ? 'resultsScreen.status.complete' : 'resultsScreen.status.inProgress'),
    [t],
  );
}
