import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LOGIC_API, type QuestionLogic } from '../../core/api/logic';
import { useT } from '../../shell/hooks';
import { logicLink } from '../routes';
import { useWorkspace } from '../workspace/WorkspaceContext';
import { addBeforeLogic, deleteLogicRecord } from './api';
import { applyQuestionLogic } from './applyLogic';
import { ConditionListDialog } from './BeforeLogicDialog';
import { conditionSources, logicQuestions, questionLabel } from './logicQuestions';
import { describeCondition } from './logicSummary';
import { hasSubQuestionLogic, subQuestionRows } from './subQuestionLogic';
import { useMayChange } from './useMayChange';
import './logic.css';
import './subLogic.css';

/**
 * /editlogic?surveyId=…&quId=… (spec 1 §2): the sub-questions of one multi-line open question, each with the
 * count of its before-logic and its conditions in words, each opening the condition dialog for that
 * sub-question (addLogicBefor with descId). A sub-question whose conditions do not hold is not shown to the
 * respondent. Its conditions read questions before the whole question, as the question's own would.
 */
export function EditLogicPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const quId = params.get('quId') ?? '';
  const { groups, surveyId, setGroups, canEdit } = useWorkspace();
  const mayChange = useMayChange();
  const questions = useMemo(() => logicQuestions(groups), [groups]);
  const [openDescId, setOpenDescId] = useState<string | null>(null);
  const question = groups.flatMap((group) => group.questionList).find((item) => item.id === quId);
  const owner = questions.find((item) => item.id === quId);
  const rows = question ? subQuestionRows(question) : [];
  const openRow = rows.find((row) => row.id === openDescId);

  const onLogic = useCallback(
    (logic: QuestionLogic) => setGroups((current) => applyQuestionLogic(current, logic)),
    [setGroups],
  );

  const problem =
    !question || !owner
      ? 'logicEditor.sub.notFound'
      : !hasSubQuestionLogic(question)
        ? 'logicEditor.sub.notMultiOpen'
        : null;

  return (
    <main className="wd-page wd-editor wd-logic" data-testid="sub-logic-page">
      <div className="wd-editor__toolbar">
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={() => navigate(logicLink(surveyId))}
          data-testid="sub-logic-back"
        >
          {t('logicEditor.sub.back')}
        </Button>
        <h2 className="wd-logic__title">
          {t('logicEditor.sub.title', { question: owner ? questionLabel(owner) : '' })}
        </h2>
      </div>
      <p className="wd-muted wd-logic__intro">{t('logicEditor.sub.intro')}</p>
      {!canEdit && <Alert type="warning" showIcon title={t('logicEditor.readOnly')} />}
      {problem ? (
        <Alert type="error" showIcon title={t(problem)} data-testid="sub-logic-problem" />
      ) : rows.length === 0 ? (
        <p className="wd-logic-dialog__empty">{t('logicEditor.sub.none')}</p>
      ) : (
        <ol className="wd-sub-logic" data-testid="sub-logic-list">
          {rows.map((row) => (
            <li key={row.id} className="wd-sub-logic__row" data-testid="sub-logic-row" data-desc-id={row.id}>
              <div className="wd-sub-logic__head">
                <span className="wd-sub-logic__ordinal">{row.ordinal}</span>
                <span className="wd-sub-logic__name">{row.text}</span>
                <Button
                  type="link"
                  size="small"
                  className={`wd-logic-count${row.records.length > 0 ? ' wd-logic-count--set' : ''}`}
                  onClick={() => setOpenDescId(row.id)}
                  data-testid="sub-logic-count"
                  data-count={row.records.length}
                >
                  {t('logicEditor.count.before')}
                  <span className="wd-logic-count__n">{row.records.length}</span>
                </Button>
              </div>
              <p className="wd-sub-logic__rules" data-testid="sub-logic-rules">
                {row.records.length === 0
                  ? t('logicEditor.sub.always')
                  : row.records
                      .map(
                        (record, index) =>
                          `${index === 0 ? `${t('logicEditor.when')} ` : ` ${t(record.anAnd === 2 ? 'logicEditor.combine.and' : 'logicEditor.combine.or')} `}${describeCondition(record, questions, t)}`,
                      )
                      .join('')}
              </p>
            </li>
          ))}
        </ol>
      )}
      {owner && openRow && (
        <ConditionListDialog<QuestionLogic>
          title={t('logicEditor.sub.dialogTitle', { question: questionLabel(owner), sub: openRow.text })}
          intro={t('logicEditor.sub.dialogIntro')}
          noneText={t('logicEditor.sub.dialogNone')}
          noSourcesText={t('logicEditor.before.noSources')}
          records={openRow.records}
          sources={conditionSources(questions, owner.id, 'before')}
          questions={questions}
          canEdit={canEdit}
          mayChange={mayChange}
          onLogic={onLogic}
          save={(fields) => addBeforeLogic({ quId: owner.id, descId: openRow.id, ...fields })}
          remove={(logicId) => deleteLogicRecord(LOGIC_API.deleteLogicBefor, owner.id, logicId)}
          onClose={() => setOpenDescId(null)}
          testId="sub-logic-dialog"
        />
      )}
    </main>
  );
}
