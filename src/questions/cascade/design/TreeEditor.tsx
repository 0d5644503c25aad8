import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Popconfirm, Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import type { Option } from '../../../core/model';
import { childrenByParent, levelsOf, optionText, parentKey, treeOrder } from '../../../core/optionTree';
import { useEditor } from '../../../designer/fields/EditorContext';
import { issuesOfTarget } from '../../../designer/fields/issueSlots';
import { IssueText } from '../../../designer/fields/layout';
import { newItemId } from '../../../designer/options/ids';
import { defaultOptionName } from '../../../designer/options/names';
import { cascadeLevels } from '../family';
import {
  addUnder,
  descendantCounts,
  freshName,
  moveAmongSiblings,
  removeWithChildren,
  rename,
} from './treeEdits';

/**
 * The cascade's option tree as indented rows: rename in place, add an option under one (while the levels
 * allow), move among siblings, delete with everything under it (asked first when something is under it).
 */
export function TreeEditor() {
  const { question, update, disabled, issues, lang, t } = useEditor();
  const options = question.optionList;
  const levels = cascadeLevels(question);
  const ordered = useMemo(() => treeOrder(options), [options]);
  const levelOf = useMemo(() => levelsOf(options), [options]);
  const siblingsOf = useMemo(() => childrenByParent(options), [options]);
  const underCounts = useMemo(() => descendantCounts(options), [options]);
  const setOptions = (optionList: Option[]) => update({ optionList });

  const add = (parentId: string | undefined) =>
    setOptions(
      addUnder(options, {
        id: newItemId(),
        quId: question.id,
        orderById: options.length + 1,
        optionName: freshName(options, parentId, (n) => defaultOptionName(lang, n)),
        type: 'normal',
        visibility: 1,
        parentId: parentId ?? null,
      }),
    );

  return (
    <div className="wd-cascade-tree">
      {ordered.length === 0 ? <p className="wd-fe__hint">{t('familyDesign.cascade.empty')}</p> : null}
      {ordered.map((option) => {
        const level = levelOf.get(option.id) ?? 1;
        const siblings = siblingsOf.get(parentKey(option)) ?? [];
        const at = siblings.indexOf(option);
        const under = underCounts.get(option.id) ?? 0;
        const name = optionText(option) || t('familyDesign.cascade.levelDefault', { n: level });
        const remove = () => setOptions(removeWithChildren(options, option.id));
        return (
          <div
            key={option.id}
            className="wd-cascade-tree__row"
            data-testid="cascade-option"
            data-level={level}
            style={{ paddingLeft: (Math.min(level, 4) - 1) * 28 }}
          >
            <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              <Tag style={{ marginInlineEnd: 0 }}>{t('familyDesign.cascade.levelDefault', { n: level })}</Tag>
              <Input
                size="small"
                style={{ flex: 1, minWidth: 120 }}
                aria-label={t('familyDesign.cascade.optionName', { n: level })}
                value={option.optionName}
                disabled={disabled}
                status={issuesOfTarget(issues, { optionId: option.id }).length > 0 ? 'error' : undefined}
                onChange={(event) => setOptions(rename(options, option.id, event.target.value))}
              />
              <Tooltip title={t('familyDesign.cascade.addChild')}>
                <Button
                  size="small"
                  type="text"
                  icon={<PlusOutlined />}
                  aria-label={`${t('familyDesign.cascade.addChild')} ${name}`}
                  disabled={disabled || level >= levels}
                  onClick={() => add(option.id)}
                />
              </Tooltip>
              <Tooltip title={t('familyDesign.cascade.moveUp')}>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={`${t('familyDesign.cascade.moveUp')} ${name}`}
                  disabled={disabled || at <= 0}
                  onClick={() => setOptions(moveAmongSiblings(options, option.id, -1))}
                />
              </Tooltip>
              <Tooltip title={t('familyDesign.cascade.moveDown')}>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={`${t('familyDesign.cascade.moveDown')} ${name}`}
                  disabled={disabled || at < 0 || at >= siblings.length - 1}
                  onClick={() => setOptions(moveAmongSiblings(options, option.id, 1))}
                />
              </Tooltip>
              {under > 0 ? (
                <Popconfirm
                  title={t('familyDesign.cascade.deleteConfirm', { name, n: under })}
                  onConfirm={remove}
                  disabled={disabled}
                >
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('familyDesign.cascade.delete')} ${name}`}
                    disabled={disabled}
                  />
                </Popconfirm>
              ) : (
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${t('familyDesign.cascade.delete')} ${name}`}
                  disabled={disabled}
                  onClick={remove}
                />
              )}
            </div>
            <IssueText issues={issuesOfTarget(issues, { optionId: option.id })} />
          </div>
        );
      })}
      <Button
        size="small"
        type="dashed"
        icon={<PlusOutlined />}
        disabled={disabled}
        onClick={() => add(undefined)}
        style={{ marginTop: 8 }}
      >
        {t('familyDesign.cascade.addTop')}
      </Button>
    </div>
  );
}
