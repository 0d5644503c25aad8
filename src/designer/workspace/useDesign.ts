import { useCallback, useEffect, useState } from 'react';
import type { SurveyDesign, SurveyInfoWire } from '../../core/api/design';
import type { Group } from '../../core/model';
import { fetchDesign } from '../api/workspace';
import { normaliseGroups } from './designOps';

export type DesignState = {
  design: SurveyDesign | null;
  failed: boolean;
  setGroups: (update: Group[] | ((current: Group[]) => Group[])) => void;
  patchInfo: (patch: Partial<SurveyInfoWire>) => void;
  reload: () => Promise<void>;
};

/**
 * The design of one survey (ajaxSurvey) held for the workspace. Calls that rearrange the survey answer the
 * whole group list; it replaces the one held here, always with questions in order.
 */
export function useDesign(surveyId: string): DesignState {
  const [design, setDesign] = useState<SurveyDesign | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    try {
      const loaded = await fetchDesign(surveyId);
      setDesign({ ...loaded, groupList: normaliseGroups(loaded.groupList) });
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [surveyId]);

  useEffect(() => {
    setDesign(null);
    setFailed(false);
    void reload();
  }, [reload]);

  const setGroups = useCallback((update: Group[] | ((current: Group[]) => Group[])) => {
    setDesign((current) => {
      if (!current) return current;
      const next = typeof update === 'function' ? update(current.groupList) : update;
      return { ...current, groupList: normaliseGroups(next) };
    });
  }, []);

  const patchInfo = useCallback((patch: Partial<SurveyInfoWire>) => {
    setDesign((current) => (current ? { ...current, ...patch } : current));
  }, []);

  return { design, failed, setGroups, patchInfo, reload };
}
