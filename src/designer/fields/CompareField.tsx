import { Select, Switch } from 'antd';
import { useContext, useMemo } from 'react';
import { COMPARISON_CODES, parseRangeTarget } from '../../core/validation';
import { WorkspaceContext } from '../workspace/WorkspaceContext';
import { compareTargets } from './compareTargets';
import { useEditor } from './EditorContext';
import { issuesOfSlot } from './issueSlots';
import { FieldRow } from './layout';

/**
 * Cross-question comparison (answerValidInd, answerRangeType 1–5, rangeTargetId "question[,option or row]"):
 * the answer must be equal to, less than … the answer to an earlier question, which the runner checks
 * (core/validation/compare.ts). Offered where the workspace's questions are known.
 */
export function CompareField() {
  const { question, updateConfig, disabled, issues, t } = useEditor();
  const workspace = useContext(WorkspaceContext);
  const targets = useMemo(
    () => (workspace ? compareTargets(question, workspace.groups) : []),
    [question, workspace],
  );
  if (!workspace) return null;
  const config = question.answerConfig;
  const on = config.answerValidInd === 1;
  const picked = parseRangeTarget(config.rangeTargetId);
  const target = targets.find((candidate) => candidate.id === picked?.questionId);
  const label = t('familyDesign.compare.label');
  return (
    <FieldRow label={label} hint={t('familyDesign.compare.hint')} issues={issuesOfSlot(issues, 'compare')}>
      <div className="wd-fe__inline" data-testid="compare-field">
        <Switch
          size="small"
          aria-label={label}
          disabled={disabled}
          checked={on}
          onChange={(checked) => updateConfig({ answerValidInd: checked ? 1 : 0 })}
          data-testid="compare-on"
        />
        {on ? (
          <>
            <Select
              size="small"
              style={{ width: 120 }}
              disabled={disabled}
              placeholder={t('familyDesign.compare.type')}
              aria-label={t('familyDesign.compare.type')}
              value={config.answerRangeType ? String(Number(config.answerRangeType)) : undefined}
              options={COMPARISON_CODES.map((code) => ({
                value: code,
                label: t(`familyDesign.compare.type${code}`),
              }))}
              onChange={(code: string) => updateConfig({ answerRangeType: code })}
              data-testid="compare-type"
            />
            <Select
              size="small"
              style={{ minWidth: 200, maxWidth: '100%' }}
              disabled={disabled}
              placeholder={t('familyDesign.compare.target')}
              aria-label={t('familyDesign.compare.target')}
              notFoundContent={t('familyDesign.compare.noTargets')}
              value={target?.id}
              options={targets.map((candidate) => ({ value: candidate.id, label: candidate.label }))}
              onChange={(questionId: string) => {
                const next = targets.find((candidate) => candidate.id === questionId);
                const first = next?.itemRequired ? next.items[0]?.id : undefined;
                updateConfig({ rangeTargetId: first ? `${questionId},${first}` : questionId });
              }}
              data-testid="compare-target"
            />
            {target && target.items.length > 0 ? (
              <Select
                size="small"
                style={{ minWidth: 140 }}
                disabled={disabled}
                allowClear={!target.itemRequired}
                placeholder={t('familyDesign.compare.total')}
                aria-label={t('familyDesign.compare.item')}
                value={picked?.itemId}
                options={target.items.map((item) => ({ value: item.id, label: item.text }))}
                onChange={(itemId: string | undefined) =>
                  updateConfig({ rangeTargetId: itemId ? `${target.id},${itemId}` : target.id })
                }
                data-testid="compare-item"
              />
            ) : null}
          </>
        ) : null}
      </div>
    </FieldRow>
  );
}
