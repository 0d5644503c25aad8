import { createContext, useContext } from 'react';
import type { SurveyDesign, SurveyInfoWire } from '../../core/api/design';
import type { Group, SurveyStateValue } from '../../core/model';

/** What the workspace's children share: the loaded design and the ways to change it. */
export type Workspace = {
  surveyId: string;
  design: SurveyDesign;
  groups: Group[];
  setGroups: (update: Group[] | ((current: Group[]) => Group[])) => void;
  /** Survey fields changed by settings or a state change, merged into the design. */
  patchInfo: (patch: Partial<SurveyInfoWire>) => void;
  reload: () => Promise<void>;
  /** Session edit authority (abilities.canEdit) and the survey's grant together. */
  canEdit: boolean;
  /**
   * Why the design (questions, groups, settings) cannot be changed at all, shown on the disabled tools; null
   * when it can (a published survey can: its tools ask to pause it first). No edit right, or the survey ended
   * (an ended survey never goes back to designing, spec 1 §4).
   */
  designLock: string | null;
  /**
   * Resolves true when questions may be changed now: the survey is designing, or the designer confirmed the
   * pause dialog and the state was set back to 0 (spec 1 §4). False when refused or cancelled.
   */
  ensureDesigning: () => Promise<boolean>;
  setState: (state: SurveyStateValue) => void;
};

export const WorkspaceContext = createContext<Workspace | null>(null);

export function useWorkspace(): Workspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error('useWorkspace outside the workspace');
  return workspace;
}
