import { App } from 'antd';
import { useCallback } from 'react';
import { useT } from '../../shell/hooks';
import { useWorkspace } from '../workspace/WorkspaceContext';

/**
 * Whether a rule may be changed now: the designer has the edit right (else a warning says it is read-only),
 * and the survey is designing — a published one asks to pause first (spec 1 §4).
 */
export function useMayChange(): () => Promise<boolean> {
  const t = useT();
  const { message } = App.useApp();
  const { canEdit, ensureDesigning } = useWorkspace();
  return useCallback(async () => {
    if (!canEdit) {
      message.warning(t('logicEditor.readOnly'));
      return false;
    }
    return ensureDesigning();
  }, [canEdit, ensureDesigning, message, t]);
}
