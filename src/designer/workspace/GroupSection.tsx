import { DeleteOutlined, DownOutlined, EditOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Input, Tooltip } from 'antd';
import { useState } from 'react';
import type { Group } from '../../core/model';
import type { SurveyNumbering } from '../../core/numbering';
import { useT } from '../../shell/hooks';
import { AddQuestionPopover } from './AddQuestionPopover';
import { orderedQuestions } from './designOps';
import { QuestionBlock } from './QuestionBlock';
import { useGroupOutline, useStableActions } from './stableActions';
import type { QuestionActions } from './useQuestionActions';

type Props = {
  group: Group;
  groups: readonly Group[];
  numbering: SurveyNumbering;
  collapsed: boolean;
  onToggle: () => void;
  actions: QuestionActions;
  surveyId: string;
  /** quId in the query: numbers and the move/copy/delete tools are hidden (spec 1 §2). */
  limitedTools: boolean;
  canDelete: boolean;
};

/** A question group: its number (S, A, B …), title, collapse, rename and delete, and its questions. */
export function GroupSection(props: Props) {
  const t = useT();
  const { group, actions } = props;
  const lock = actions.designLock;
  const number = props.numbering.groups[group.id] ?? '';
  const questions = orderedQuestions(group);
  const blockActions = useStableActions(actions);
  const outline = useGroupOutline(props.groups);
  const editing = actions.editing;
  const title =
    group.groupTitle || t(group.groupType === 1 ? 'designer.group.special' : 'designer.group.defaultTitle');

  return (
    <section
      className={`wd-group${group.groupType === 1 ? ' wd-group--special' : ''}`}
      data-testid="group"
      data-group-id={group.id}
      aria-label={`${number} ${title}`}
    >
      <header className="wd-group__head">
        <Button
          type="text"
          size="small"
          className="wd-group__toggle"
          icon={props.collapsed ? <RightOutlined /> : <DownOutlined />}
          aria-expanded={!props.collapsed}
          aria-label={t(props.collapsed ? 'designer.group.expand' : 'designer.group.collapse')}
          onClick={props.onToggle}
          data-testid="group-toggle"
        />
        <span className="wd-group__num" data-testid="group-number">
          {number}
        </span>
        <GroupTitle group={group} title={title} actions={actions} />
        <span className="wd-group__count">{t('designer.group.count', { count: questions.length })}</span>
        <div className="wd-group__tools">
          {props.canDelete && (
            <Tooltip title={lock ?? t('designer.group.delete')}>
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('designer.group.delete')}
                disabled={lock !== null}
                data-testid="group-delete"
                onClick={() => void actions.removeGroup(group)}
              />
            </Tooltip>
          )}
        </div>
      </header>
      {!props.collapsed && (
        <div className="wd-group__body">
          {questions.length === 0 && <p className="wd-group__empty">{t('designer.group.empty')}</p>}
          {questions.map((question) => (
            <QuestionBlock
              key={question.id}
              question={question}
              number={props.limitedTools ? null : (props.numbering.questions[question.id] ?? null)}
              editing={editing?.id === question.id ? editing : null}
              actions={blockActions}
              lock={lock}
              outline={outline}
              // Only a block that shows other questions' numbers (its editor, a title quoting answers) redraws
              // with every change of the design.
              groups={editing?.id === question.id || question.quTitle.includes('{{Q:') ? props.groups : null}
              surveyId={props.surveyId}
              limitedTools={props.limitedTools}
              current={actions.currentId === question.id}
            />
          ))}
          {lock ? (
            <Tooltip title={lock}>
              <Button
                type="dashed"
                block
                disabled
                icon={<PlusOutlined />}
                className="wd-group__add"
                data-testid="group-add-question"
              >
                {t('designer.qu.add')}
              </Button>
            </Tooltip>
          ) : (
            <AddQuestionPopover
              sampleGroup={group.groupType === 1}
              onPick={(entry) =>
                void actions.addQuestion(entry, { groupId: group.id, index: questions.length })
              }
            >
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                className="wd-group__add"
                data-testid="group-add-question"
              >
                {t('designer.qu.add')}
              </Button>
            </AddQuestionPopover>
          )}
        </div>
      )}
    </section>
  );
}

/** The group's title, renamed in place. */
function GroupTitle({ group, title, actions }: { group: Group; title: string; actions: QuestionActions }) {
  const t = useT();
  const [draft, setDraft] = useState<string | null>(null);
  if (draft !== null) {
    const finish = async () => {
      const next = draft.trim();
      if (next && next !== group.groupTitle && !(await actions.renameGroup(group, next))) return;
      setDraft(null);
    };
    return (
      <Input
        size="small"
        autoFocus
        className="wd-group__title-input"
        value={draft}
        maxLength={200}
        aria-label={t('designer.group.titlePlaceholder')}
        placeholder={t('designer.group.titlePlaceholder')}
        onChange={(event) => setDraft(event.target.value)}
        onPressEnter={() => void finish()}
        onBlur={() => void finish()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
        }}
        data-testid="group-title-input"
      />
    );
  }
  return (
    <span className="wd-group__title">
      <span data-testid="group-title">{title}</span>
      <Tooltip title={actions.designLock ?? t('designer.group.rename')}>
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={t('designer.group.rename')}
          disabled={actions.designLock !== null}
          data-testid="group-rename"
          onClick={() => setDraft(group.groupTitle || title)}
        />
      </Tooltip>
    </span>
  );
}
