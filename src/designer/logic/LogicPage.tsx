import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, App, Button } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GroupLogic, QuestionLogic } from '../../core/api/logic';
import { useT } from '../../shell/hooks';
import { editLogicLink, editQuestionLink } from '../routes';
import { displayNumbers, orderedQuestions } from '../workspace/designOps';
import { useWorkspace } from '../workspace/WorkspaceContext';
import { AnswerLogicDialog } from './AnswerLogicDialog';
import { addGroupLogic, deleteAllLogic, deleteGroupLogic } from './api';
import { applyGroupLogic, applyQuestionLogic } from './applyLogic';
import { BeforeLogicDialog, ConditionListDialog } from './BeforeLogicDialog';
import { LogicBlock } from './LogicBlock';
import { LogicOverviewButton } from './LogicOverview';
import { groupSources, logicQuestions } from './logicQuestions';
import { OptionFilterDialog } from './OptionFilterDialog';
import './logic.css';

type OpenDialog =
  | { kind: 'before' | 'answer' | 'filters'; questionId: string }
  | { kind: 'group'; groupId: string }
  | null;

/**
 * /logic, the editor screen in logic mode (spec 1 §2): every question block shows the counts of its
 * before-question logic, answer logic and answer assignments, each a link to its dialog, and a clear-logic
 * action; every group heading the count of the group's logic (addLogicBeforGroup), a link to its dialog. It shares the workspace's loaded design; every change answers the question's logic, which replaces
 * the question's in that design.
 */
export function LogicPage() {
  const t = useT();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const workspace = useWorkspace();
  const { groups, surveyId, setGroups, canEdit, ensureDesigning } = workspace;
  const questions = useMemo(() => logicQuestions(groups), [groups]);
  const numbering = useMemo(() => displayNumbers(groups), [groups]);
  const [open, setOpen] = useState<OpenDialog>(null);

  const mayChange = useCallback(async () => {
    if (!canEdit) {
      message.warning(t('logicEditor.readOnly'));
      return false;
    }
    return ensureDesigning();
  }, [canEdit, ensureDesigning, message, t]);

  const onLogic = useCallback(
    (logic: QuestionLogic) => setGroups((current) => applyQuestionLogic(current, logic)),
    [setGroups],
  );

  const clear = async (questionId: string, label: string) => {
    if (!(await mayChange())) return;
    try {
      onLogic(await deleteAllLogic(questionId));
      message.success(t('logicEditor.cleared', { question: label }));
    } catch {
      // The shell has shown the server's message (a relation, the edit right…); nothing changed here.
    }
  };

  const onGroupLogic = useCallback(
    (logic: GroupLogic) => setGroups((current) => applyGroupLogic(current, logic)),
    [setGroups],
  );

  const all = groups.flatMap((group) => group.questionList);
  const openId = open && open.kind !== 'group' ? open.questionId : undefined;
  const openQuestion = all.find((question) => question.id === openId);
  const openOwner = questions.find((question) => question.id === openId);
  const openGroup = open?.kind === 'group' ? groups.find((group) => group.id === open.groupId) : undefined;
  const groupName = (group: (typeof groups)[number]) =>
    `${numbering.groups[group.id] ?? ''} ${
      group.groupTitle || t(group.groupType === 1 ? 'designer.group.special' : 'designer.group.defaultTitle')
    }`.trim();

  return (
    <main className="wd-page wd-editor wd-logic" data-testid="logic-page">
      <div className="wd-editor__toolbar">
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={() => navigate(editQuestionLink(surveyId))}
          data-testid="logic-back"
        >
          {t('logicEditor.back')}
        </Button>
        <h2 className="wd-logic__title">{t('logicEditor.title')}</h2>
        <LogicOverviewButton />
      </div>
      <p className="wd-muted wd-logic__intro">{t('logicEditor.intro')}</p>
      {!canEdit && <Alert type="warning" showIcon title={t('logicEditor.readOnly')} />}
      {groups.map((group) => (
        <section key={group.id} className="wd-group wd-logic__group" data-testid="logic-group">
          <header className="wd-group__head">
            <span className="wd-group__num">{numbering.groups[group.id] ?? ''}</span>
            <span className="wd-group__title">
              {group.groupTitle ||
                t(group.groupType === 1 ? 'designer.group.special' : 'designer.group.defaultTitle')}
            </span>
            <Button
              type="link"
              size="small"
              className={`wd-logic-count${group.groupBeforLogics.length > 0 ? ' wd-logic-count--set' : ''}`}
              onClick={() => setOpen({ kind: 'group', groupId: group.id })}
              data-testid="logic-count-group"
              data-count={group.groupBeforLogics.length}
            >
              {t('logicEditor.count.group')}
              <span className="wd-logic-count__n">{group.groupBeforLogics.length}</span>
            </Button>
          </header>
          <div className="wd-group__body">
            {orderedQuestions(group).map((question) => (
              <LogicBlock
                key={question.id}
                question={question}
                info={questions.find((item) => item.id === question.id)}
                questions={questions}
                canEdit={canEdit}
                onOpen={(kind) =>
                  kind === 'descBefore'
                    ? navigate(editLogicLink(surveyId, question.id))
                    : setOpen({ kind, questionId: question.id })
                }
                onClear={(label) => void clear(question.id, label)}
              />
            ))}
          </div>
        </section>
      ))}
      {open?.kind === 'before' && openQuestion && openOwner && (
        <BeforeLogicDialog
          owner={openOwner}
          records={openQuestion.quBeforLogics}
          questions={questions}
          canEdit={canEdit}
          mayChange={mayChange}
          onLogic={onLogic}
          onClose={() => setOpen(null)}
        />
      )}
      {openGroup && (
        <ConditionListDialog<GroupLogic>
          title={t('logicEditor.group.title', { group: groupName(openGroup) })}
          intro={t('logicEditor.group.intro')}
          noneText={t('logicEditor.group.none')}
          noSourcesText={t('logicEditor.group.noSources')}
          records={openGroup.groupBeforLogics}
          sources={groupSources(
            questions,
            groups.map((group) => group.id),
            openGroup.id,
          )}
          questions={questions}
          canEdit={canEdit}
          mayChange={mayChange}
          onLogic={onGroupLogic}
          save={(fields) => addGroupLogic({ groupId: openGroup.id, ...fields })}
          remove={(logicId) => deleteGroupLogic(openGroup.id, logicId)}
          onClose={() => setOpen(null)}
          testId="group-logic-dialog"
        />
      )}
      {open?.kind === 'filters' && openQuestion && openOwner && (
        <OptionFilterDialog
          owner={openOwner}
          rules={openQuestion.answerRules}
          questions={questions}
          canEdit={canEdit}
          mayChange={mayChange}
          onLogic={onLogic}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'answer' && openQuestion && openOwner && (
        <AnswerLogicDialog
          owner={openOwner}
          logics={openQuestion.quLogics}
          assignments={openQuestion.quLogicAnswerAssignments}
          questions={questions}
          canEdit={canEdit}
          mayChange={mayChange}
          onLogic={onLogic}
          onClose={() => setOpen(null)}
        />
      )}
    </main>
  );
}
