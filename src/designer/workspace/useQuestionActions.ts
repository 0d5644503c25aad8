import { App } from 'antd';
import { useCallback, useRef, useState } from 'react';
import type { Group, Question } from '../../core/model';
import { type QuoteOrderProblem, quoteOrderNames } from '../../core/quotes';
import { withNamesAsWords } from '../../core/results/labels';
import type { ValidationIssue } from '../../core/validation';
import type { CatalogEntry } from '../../questions/catalogue';
import { entryForQuestion, newQuestion } from '../../questions/catalogue';
import { validateQuestionDesign } from '../../questions/validate';
import { useLanguage, useT } from '../../shell/hooks';
import {
  deleteGroup,
  deleteQuestion,
  editPageTypes,
  moveQuestionToGroup,
  orderQuestions,
  saveGroup,
  saveQuestion,
} from '../api/workspace';
import type { ContentSave } from '../editor/contract';
import {
  affectsPaging,
  applyPageFixes,
  deepCopy,
  findQuestion,
  insertQuestion,
  type MovePlan,
  type Placement,
  pagingFixes,
  placementFor,
  planMove,
  replaceQuestion,
  toSaveRequest,
} from './designOps';
import { quoteProblemOfGroupMove, quoteProblemOfSwap } from './quoteMove';
import { useWorkspace } from './WorkspaceContext';

/** The question being edited: the draft the family editor changes, and the copy taken when editing began. */
export type Editing = {
  id: string;
  draft: Question;
  original: Question;
  issues: ValidationIssue[];
  saving: boolean;
  /** How many confirms the issues refused: the editor brings the first marked field into view at each. */
  refused?: number;
};

const makeId = () => crypto.randomUUID();

/** The quote a planned move would break (planMove: a swap in the group, or a step into the neighbour group). */
function movedProblem(
  groups: readonly Group[],
  questionId: string,
  plan: Exclude<MovePlan, { kind: 'none' }>,
): QuoteOrderProblem | undefined {
  if (plan.kind === 'swap') return quoteProblemOfSwap(groups, plan.groupId, plan.ids);
  const from = groups.findIndex((group) => group.questionList.some((question) => question.id === questionId));
  const neighbour = groups[plan.direction === 'up' ? from - 1 : from + 1];
  if (!neighbour) return undefined;
  return quoteProblemOfGroupMove(groups, questionId, neighbour.id, plan.direction === 'up' ? 'end' : 'start');
}

/**
 * Every change the editor screen makes to questions and groups (spec 1 §4): edit → confirm → save with
 * cancel and failed-save restoring the copy, one question in edit at a time; add, copy, move, move to a
 * group and delete with their confirmations and the paging fixes; add, rename and delete groups. Each one
 * first checks edit authority and that the survey is designing (or paused through the pause dialog).
 */
export function useQuestionActions() {
  const workspace = useWorkspace();
  const { surveyId, setGroups } = workspace;
  const { modal, message } = App.useApp();
  const t = useT();
  const language = useLanguage();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [currentId, setCurrentId] = useState<string | null>(null);
  // Groups as of the latest render, for handlers that run after awaits.
  const groupsRef = useRef<Group[]>(workspace.groups);
  groupsRef.current = workspace.groups;

  const allQuestions = () => groupsRef.current.flatMap((group) => group.questionList);

  const mayChange = useCallback(async (): Promise<boolean> => {
    if (!workspace.canEdit) {
      message.warning(t('designer.ws.noEditRight'));
      return false;
    }
    return workspace.ensureDesigning();
  }, [workspace, message, t]);

  /** Only one question in edit at a time: another action waits until it is confirmed or cancelled. */
  const freeToAct = useCallback(
    (questionId?: string) => {
      if (editing && editing.id !== questionId) {
        message.warning(t('designer.qu.oneAtATime'));
        return false;
      }
      return true;
    },
    [editing, message, t],
  );

  const confirmPaging = (question: Question) =>
    new Promise<boolean>((resolve) => {
      if (!affectsPaging(question)) {
        resolve(true);
        return;
      }
      modal.confirm({
        title: t('designer.qu.pagingConfirm'),
        okText: t('designer.ok'),
        cancelText: t('designer.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  /**
   * After every move or delete: the forced page types, sent (only when there are any) and applied (spec 1
   * §4). Only paged questions ask first, but moving an ordinary question can leave a neighbour's page first in
   * its group or right after a checkpoint, and the stored design must say what the respondent will see.
   */
  const fixPaging = async (groups: Group[]) => {
    const fixes = pagingFixes(groups);
    setGroups(applyPageFixes(groups, fixes));
    if (fixes.length > 0) await editPageTypes(fixes).catch(() => undefined);
  };

  const startEdit = async (question: Question) => {
    if (!freeToAct(question.id) || editing) return;
    if (!(await mayChange())) return;
    setCurrentId(question.id);
    setEditing({
      id: question.id,
      // Option and row names are stored as sanitised rich text but edited in plain fields: the fields get
      // their words ('A < B', not 'A &lt; B'), as the previews and the runner show them.
      draft: withNamesAsWords(deepCopy(question)),
      original: deepCopy(question),
      issues: [],
      saving: false,
    });
  };

  const changeDraft = (draft: Question) => {
    setEditing((current) => {
      if (!current) return current;
      // Once problems are shown they follow the draft, so a fixed field loses its mark as it is fixed.
      const issues = current.issues.length > 0 ? validate(draft) : [];
      return { ...current, draft, issues };
    });
  };

  const validate = (draft: Question) =>
    validateQuestionDesign(draft, {
      surveyQuestions: allQuestions().map((question) => (question.id === draft.id ? draft : question)),
    });

  const confirmEdit = async () => {
    if (!editing || editing.saving) return;
    const issues = validate(editing.draft);
    if (issues.length > 0) {
      // Said once, at the fields (no toast, no list): the editor scrolls to the first one and focuses it.
      setEditing({ ...editing, issues, refused: (editing.refused ?? 0) + 1 });
      return;
    }
    const entry = entryForQuestion(editing.draft);
    if (!entry) return;
    setEditing({ ...editing, issues: [], saving: true });
    try {
      const saved = await saveQuestion(entry.saveEndpoint, toSaveRequest(editing.draft));
      setGroups((groups) => replaceQuestion(groups, saved));
      message.success(t('designer.saved'));
    } catch {
      // A failed save restores the copy taken when editing began (spec 1 §4); the client has alerted.
      setGroups((groups) => replaceQuestion(groups, editing.original));
    }
    setEditing(null);
  };

  const cancelEdit = () => setEditing(null);

  /** Whether a block's set-content dialog may open now: no other question in edit, the design changeable. */
  const mayOpenContent = async (question: Question) => freeToAct(question.id) && !editing && mayChange();

  /**
   * A set-content dialog's save: the designer validation first (its issues refuse it), then the family's save
   * endpoint; a failed call leaves the stored question as it was (the client has alerted).
   */
  const saveContent = async (next: Question): Promise<ContentSave> => {
    const issues = validate(next);
    if (issues.length > 0) return { saved: false, issues };
    const entry = entryForQuestion(next);
    if (!entry) return { saved: false, issues: [] };
    const saved = await saveQuestion(entry.saveEndpoint, toSaveRequest(next)).catch(() => null);
    if (!saved) return { saved: false, issues: [] };
    setGroups((groups) => replaceQuestion(groups, saved));
    message.success(t('designer.saved'));
    return { saved: true };
  };

  /** Saves a new question (added or copied) at `placement` and returns it as the server numbered it. */
  const createAt = async (question: Question, placement: Placement, asNew: boolean) => {
    const entry = entryForQuestion(question);
    if (!entry) return null;
    const body = {
      ...toSaveRequest(question, { asNew }),
      groupId: placement.groupId,
      orderById: placement.index,
    };
    const saved = await saveQuestion(entry.saveEndpoint, body).catch(() => null);
    if (!saved) return null;
    setGroups((groups) => insertQuestion(groups, saved, placement));
    setCurrentId(saved.id);
    return saved;
  };

  /** A new question of `entry` after the current one (or at `placement`), opened in edit mode. */
  const addQuestion = async (entry: CatalogEntry, where?: Placement) => {
    if (!freeToAct()) return;
    if (!(await mayChange())) return;
    const placement = where ?? placementFor(groupsRef.current, currentId);
    if (!placement) return;
    const question = newQuestion(entry.catalogKey, {
      id: makeId(),
      belongId: surveyId,
      groupId: placement.groupId,
      orderById: placement.index,
      lang: language,
      makeId,
    });
    const saved = await createAt(question, placement, true);
    if (saved)
      setEditing({
        id: saved.id,
        draft: deepCopy(saved),
        original: deepCopy(saved),
        issues: [],
        saving: false,
      });
    return saved;
  };

  /** Copy clears the ids of the question and its items and saves it right after the original (spec 1 §4). */
  const copyQuestion = async (question: Question) => {
    if (!freeToAct()) return;
    if (!(await mayChange())) return;
    const found = findQuestion(groupsRef.current, question.id);
    if (!found) return;
    await createAt(found.question, { groupId: found.group.id, index: found.index + 1 }, true);
  };

  /** A move that would put a question above one it quotes is refused here, as the server would. */
  const refusedForQuotes = (problem: QuoteOrderProblem | undefined) => {
    if (!problem) return false;
    message.error(t('design.move.quoteOrder', quoteOrderNames(problem)));
    return true;
  };

  const moveQuestion = async (question: Question, direction: 'up' | 'down') => {
    if (!freeToAct()) return;
    const plan = planMove(groupsRef.current, question.id, direction);
    if (plan.kind === 'none') {
      message.info(t(direction === 'up' ? 'designer.qu.first' : 'designer.qu.last'));
      return;
    }
    if (refusedForQuotes(movedProblem(groupsRef.current, question.id, plan))) return;
    if (!(await mayChange()) || !(await confirmPaging(question))) return;
    const groups =
      plan.kind === 'swap'
        ? await orderQuestions(plan.ids).catch(() => null)
        : await moveQuestionToGroup({ surveyId, quId: question.id, direction: plan.direction }).catch(
            () => null,
          );
    if (!groups) return;
    setCurrentId(question.id);
    await fixPaging(groups);
  };

  const moveToGroup = async (question: Question, toGroupId: string) => {
    if (!freeToAct()) return;
    if (refusedForQuotes(quoteProblemOfGroupMove(groupsRef.current, question.id, toGroupId))) return;
    if (!(await mayChange()) || !(await confirmPaging(question))) return;
    const groups = await moveQuestionToGroup({ surveyId, quId: question.id, toGroupId }).catch(() => null);
    if (!groups) return;
    await fixPaging(groups);
  };

  const removeQuestion = async (question: Question) => {
    if (!freeToAct()) return;
    if (!(await mayChange())) return;
    modal.confirm({
      title: t('designer.qu.deleteTitle'),
      content: affectsPaging(question) ? t('designer.qu.pagingConfirm') : t('designer.qu.deleteConfirm'),
      okText: t('designer.qu.delete'),
      okButtonProps: { danger: true },
      cancelText: t('designer.cancel'),
      onOk: async () => {
        // A relation refusal comes back as an error naming the related questions; the client alerts it.
        const groups = await deleteQuestion(question.id).catch(() => null);
        if (!groups) return;
        if (currentId === question.id) setCurrentId(null);
        await fixPaging(groups);
      },
    });
  };

  const addGroup = async (groupType: 1 | 2) => {
    if (!freeToAct()) return;
    if (!(await mayChange())) return;
    const groups = await saveGroup({
      surveyId,
      groupType,
      groupTitle: t(groupType === 1 ? 'designer.group.special' : 'designer.group.defaultTitle'),
    }).catch(() => null);
    if (groups) setGroups(groups);
    return groups;
  };

  const renameGroup = async (group: Group, groupTitle: string) => {
    if (!(await mayChange())) return false;
    const groups = await saveGroup({ surveyId, id: group.id, groupTitle }).catch(() => null);
    if (groups) setGroups(groups);
    return groups !== null;
  };

  const removeGroup = async (group: Group) => {
    if (!freeToAct()) return;
    if (!(await mayChange())) return;
    modal.confirm({
      title: t('designer.group.delete'),
      content: t('designer.group.deleteConfirm', {
        name: group.groupTitle || group.quNum || '',
        count: group.questionList.length,
      }),
      okText: t('designer.qu.delete'),
      okButtonProps: { danger: true },
      cancelText: t('designer.cancel'),
      onOk: async () => {
        const groups = await deleteGroup(group.id).catch(() => null);
        if (groups) await fixPaging(groups);
      },
    });
  };

  return {
    /** Why no tool can change the design now (shown on the disabled tools), or null (workspace.designLock). */
    designLock: workspace.designLock,
    editing,
    currentId,
    setCurrentId,
    startEdit,
    changeDraft,
    confirmEdit,
    cancelEdit,
    mayOpenContent,
    saveContent,
    addQuestion,
    copyQuestion,
    moveQuestion,
    moveToGroup,
    removeQuestion,
    addGroup,
    renameGroup,
    removeGroup,
  };
}

export type QuestionActions = ReturnType<typeof useQuestionActions>;
