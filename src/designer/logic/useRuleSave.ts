import { App } from 'antd';
import { useCallback, useState } from 'react';
import type { QuestionLogic } from '../../core/api/logic';
import { ApiError } from '../../shell/api';
import { useT } from '../../shell/hooks';
import { type Refusal, refusedField } from './refusal';

/**
 * The save and delete of a dialog's rules: the edit right and the designing state are checked first (a
 * published survey asks to pause, spec 1 §4), the call's answer (the owner's logic after the write) replaces
 * the owner's in the workspace, and a refusal stays in the dialog, beside what was typed, with the field it is about.
 */
export function useRuleSave<L = QuestionLogic>({
  mayChange,
  onLogic,
}: {
  mayChange: () => Promise<boolean>;
  onLogic: (logic: L) => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (call: () => Promise<L>, done: 'logicEditor.saved' | 'logicEditor.deleted') => {
      if (!(await mayChange())) return false;
      setBusy(true);
      setRefusal(null);
      try {
        onLogic(await call());
        message.success(t(done));
        return true;
      } catch (error) {
        setRefusal(refusalOf(error, t));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [mayChange, onLogic, message, t],
  );

  return { refusal, setRefusal, busy, run };
}

function refusalOf(error: unknown, t: ReturnType<typeof useT>): Refusal {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout')
      return { text: t('logicEditor.error.network'), field: null };
    if (error.message) return { text: error.message, field: refusedField(error.data) };
  }
  return { text: t('logicEditor.error.unknown'), field: null };
}
