import { DeleteOutlined, EditOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import type { Desc } from '../../core/model';
import { customCodesOn } from '../fields/CodeFields';
import { useEditor } from '../fields/EditorContext';
import { issuesOfSlot, issuesOfTarget } from '../fields/issueSlots';
import { IssueText } from '../fields/layout';
import { applyBatchToDescs, batchTextOf } from './batchEdit';
import { BatchEditDialog } from './BatchEditDialog';
import { ItemNameAndCode } from './ItemNameAndCode';
import { newItemId } from './ids';
import { defaultDescName } from './names';
import { addDesc, moveDesc, removeDesc, updateDesc } from './optionList';
import { type DragHandle, SortableRows } from './SortableRows';

/**
 * The sub-question editor (matrix rows, rating-group rows, blanks, multi-open sub-questions): the same add /
 * drag / remove / batch edit as options, a "required" tick per row where the family has one, and a settings
 * popover per row for what only that family configures (descConfig).
 */
export function DescListEditor({
  requiredToggle,
  settingsTitle,
  renderSettings,
  summary,
  descDefaults,
}: {
  requiredToggle?: boolean;
  settingsTitle?: string;
  renderSettings?: (desc: Desc) => ReactNode;
  /** A short text after the row, saying what its settings are. */
  summary?: (desc: Desc) => string | null;
  /** Fields a new row starts with (a multi-open sub-question's default limits). */
  descDefaults?: Partial<Desc>;
}) {
  const { question, entry, change, refuse, disabled, issues, t, lang } = useEditor();
  const [batchOpen, setBatchOpen] = useState(false);
  const codes = customCodesOn(question);
  const makeDesc = (name: string): Desc => ({
    id: newItemId(),
    quId: question.id,
    orderById: 0,
    optionName: name,
    type: 'normal',
    required: 1,
    descBeforLogics: [],
    ...descDefaults,
  });
  const max = entry?.limits.maxDescs;

  return (
    <div>
      <SortableRows
        items={question.descList}
        onMove={(activeId, overId) => change(moveDesc(question, activeId, overId))}
        canMove={() => !disabled}
        handleLabel={t('familyDesign.option.drag')}
        renderRow={(desc, index, handle) => (
          <DescRow
            desc={desc}
            index={index}
            handle={handle}
            codes={codes}
            requiredToggle={requiredToggle}
            settingsTitle={settingsTitle}
            settings={renderSettings?.(desc)}
            summary={summary?.(desc) ?? null}
            onRemove={() => {
              const result = removeDesc(question, desc.id);
              if (result.ok) change(result.question);
              else refuse(result.refusal);
            }}
          />
        )}
      />
      <IssueText issues={issuesOfSlot(issues, 'descs')} />
      <div className="wd-fe__toolbar">
        <Button
          size="small"
          type="dashed"
          icon={<PlusOutlined />}
          disabled={disabled}
          onClick={() => {
            const result = addDesc(
              question,
              makeDesc(defaultDescName(lang, question.descList.length + 1)),
              max,
            );
            if (result.ok) change(result.question);
            else refuse(result.refusal);
          }}
        >
          {t('familyDesign.desc.add')}
        </Button>
        <Button size="small" icon={<EditOutlined />} disabled={disabled} onClick={() => setBatchOpen(true)}>
          {t('familyDesign.batch.open')}
        </Button>
      </div>
      <BatchEditDialog
        open={batchOpen}
        initial={batchTextOf(question.descList)}
        onClose={() => setBatchOpen(false)}
        onApply={(rows) => {
          if (max !== undefined && rows.length > max)
            return refuse({ key: 'core.design.maxOptions', params: { max } });
          change({ ...question, descList: applyBatchToDescs(question.descList, rows, makeDesc) });
          setBatchOpen(false);
        }}
      />
    </div>
  );
}

function DescRow({
  desc,
  index,
  handle,
  codes,
  requiredToggle,
  settingsTitle,
  settings,
  summary,
  onRemove,
}: {
  desc: Desc;
  index: number;
  handle: DragHandle;
  codes: boolean;
  requiredToggle?: boolean | undefined;
  settingsTitle?: string | undefined;
  settings?: ReactNode;
  summary: string | null;
  onRemove: () => void;
}) {
  const { question, change, disabled, issues, t } = useEditor();
  const rowIssues = issuesOfTarget(issues, { descId: desc.id });
  const set = (patch: Partial<Desc>) => change(updateDesc(question, desc.id, patch));
  return (
    <div className="wd-fe__row" data-testid="desc-row">
      {handle}
      <span className="wd-fe__row-index">{index + 1}</span>
      <div className="wd-fe__row-main">
        <div className="wd-fe__row-line">
          <ItemNameAndCode
            target={{ descId: desc.id }}
            name={desc.optionName}
            code={desc.itemCode}
            showCode={codes}
            placeholder={t('familyDesign.desc.placeholder')}
            onName={(optionName) => set({ optionName })}
            onCode={(itemCode) => set({ itemCode })}
          />
          {summary ? <span className="wd-fe__tag">{summary}</span> : null}
          {requiredToggle ? (
            <Checkbox
              disabled={disabled}
              checked={desc.required === 1}
              onChange={(event) => set({ required: event.target.checked ? 1 : 0 })}
            >
              {t('familyDesign.desc.required')}
            </Checkbox>
          ) : null}
          {settings ? (
            <Popover trigger="click" title={settingsTitle} content={settings} placement="bottomRight">
              <Tooltip title={t('familyDesign.desc.settings')}>
                <Button
                  size="small"
                  type="text"
                  icon={<SettingOutlined />}
                  disabled={disabled}
                  aria-label={t('familyDesign.desc.settings')}
                />
              </Tooltip>
            </Popover>
          ) : null}
          <Tooltip title={t('familyDesign.option.remove')}>
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              disabled={disabled}
              onClick={onRemove}
              aria-label={t('familyDesign.option.remove')}
            />
          </Tooltip>
        </div>
        <IssueText issues={rowIssues} />
      </div>
    </div>
  );
}
