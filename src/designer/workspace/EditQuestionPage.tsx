import {
  ArrowsAltOutlined,
  BranchesOutlined,
  FolderAddOutlined,
  PlusOutlined,
  ShrinkOutlined,
} from '@ant-design/icons';
import { Alert, Button, Dropdown, Space, Tooltip } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isNumbered } from '../../core/numbering';
import { useT } from '../../shell/hooks';
import { logicLink } from '../routes';
import { AddQuestionPopover } from './AddQuestionPopover';
import { displayNumbers, placementFor } from './designOps';
import { GroupSection } from './GroupSection';
import { useQuestionActions } from './useQuestionActions';
import { useWorkspace } from './WorkspaceContext';

/**
 * /editquestion: the survey's groups and questions. Groups start collapsed when the design loads (spec 1 §4);
 * a survey with a single group opens it, since a lone collapsed group would only hide everything.
 */
export function EditQuestionPage() {
  const t = useT();
  const workspace = useWorkspace();
  const { groups, surveyId } = workspace;
  const lock = workspace.designLock;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const focusQuId = params.get('quId');
  const actions = useQuestionActions();
  const numbering = useMemo(() => displayNumbers(groups), [groups]);
  const [expanded, setExpanded] = useState<Set<string>>(() =>
    groups.length === 1 ? new Set(groups.map((group) => group.id)) : new Set(),
  );
  const hasSpecial = groups.some((group) => group.groupType === 1);
  const ordinaryCount = groups.filter((group) => group.groupType === 2).length;
  // One definition with the survey list (surveyQuNum): the numbered questions, what a respondent answers.
  const questionCount = groups.reduce((sum, group) => sum + group.questionList.filter(isNumbered).length, 0);

  // The group of the question just added, copied or moved opens, so the designer sees where it went.
  useEffect(() => {
    const id = actions.currentId ?? focusQuId;
    if (!id) return;
    const group = groups.find((candidate) => candidate.questionList.some((question) => question.id === id));
    if (group && !expanded.has(group.id)) setExpanded((current) => new Set(current).add(group.id));
  }, [actions.currentId, focusQuId, groups, expanded]);

  // A question just added is brought into view once its block is rendered (its group may open a render later):
  // the top button adds after the current question or at the end, often far below the button.
  const [revealId, setRevealId] = useState<string | null>(null);
  useEffect(() => {
    if (!revealId) return;
    const block = document.querySelector(`[data-question-id="${CSS.escape(revealId)}"]`);
    if (!block) return;
    // At once, not smoothly: the editor's title takes focus meanwhile, and a focus stops a smooth scroll halfway.
    block.scrollIntoView({ block: 'start' });
    setRevealId(null);
  }); // after every render: the block exists only once its group has opened
  const addAndReveal: typeof actions.addQuestion = async (entry, where) => {
    const saved = await actions.addQuestion(entry, where);
    if (saved) setRevealId(saved.id);
    return saved;
  };

  const toggle = (groupId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(groupId)) next.delete(groupId);
      else next.add(groupId);
      return next;
    });

  const placement = placementFor(groups, actions.currentId);
  const placementGroup = groups.find((group) => group.id === placement?.groupId);

  return (
    <main className="wd-page wd-editor" data-testid="edit-question">
      {lock && (
        <Alert type="warning" showIcon title={lock} className="wd-editor__notice" data-testid="design-lock" />
      )}
      <div className="wd-editor__toolbar">
        <Space wrap>
          {lock ? (
            <Tooltip title={lock}>
              <Button type="primary" icon={<PlusOutlined />} disabled data-testid="add-question">
                {t('designer.qu.add')}
              </Button>
            </Tooltip>
          ) : (
            <AddQuestionPopover
              sampleGroup={placementGroup?.groupType === 1}
              onPick={(entry) => void addAndReveal(entry)}
            >
              <Button type="primary" icon={<PlusOutlined />} data-testid="add-question">
                {t('designer.qu.add')}
              </Button>
            </AddQuestionPopover>
          )}
          <Dropdown
            disabled={lock !== null}
            trigger={['click']}
            menu={{
              items: [
                { key: '2', label: t('designer.group.add') },
                { key: '1', label: t('designer.group.addSpecial'), disabled: hasSpecial },
              ],
              onClick: ({ key }) =>
                void actions.addGroup(key === '1' ? 1 : 2).then((next) => {
                  // The new group opens: the ordinary one is last, the special one first.
                  const added = next?.find((group) => !groups.some((old) => old.id === group.id));
                  if (added) setExpanded((current) => new Set(current).add(added.id));
                }),
            }}
          >
            <Button
              icon={<FolderAddOutlined />}
              disabled={lock !== null}
              title={lock ?? undefined}
              data-testid="add-group"
            >
              {t('designer.group.add')}
            </Button>
          </Dropdown>
          {/* Logic mode (spec 1 §2): the same blocks with their logic counters, on its own route. */}
          <Button
            icon={<BranchesOutlined />}
            onClick={() => navigate(logicLink(surveyId))}
            data-testid="open-logic"
          >
            {t('logicEditor.open')}
          </Button>
        </Space>
        <Space>
          <span className="wd-muted">{t('designer.ws.questions', { count: questionCount })}</span>
          <Button
            type="text"
            icon={<ArrowsAltOutlined />}
            onClick={() => setExpanded(new Set(groups.map((group) => group.id)))}
            data-testid="expand-all"
          >
            {t('designer.group.expandAll')}
          </Button>
          <Button type="text" icon={<ShrinkOutlined />} onClick={() => setExpanded(new Set())}>
            {t('designer.group.collapseAll')}
          </Button>
        </Space>
      </div>
      {groups.map((group) => (
        <GroupSection
          key={group.id}
          group={group}
          groups={groups}
          numbering={numbering}
          collapsed={!expanded.has(group.id)}
          onToggle={() => toggle(group.id)}
          actions={{ ...actions, addQuestion: addAndReveal }}
          surveyId={surveyId}
          limitedTools={focusQuId !== null}
          canDelete={!(group.groupType === 2 && ordinaryCount <= 1)}
        />
      ))}
    </main>
  );
}
