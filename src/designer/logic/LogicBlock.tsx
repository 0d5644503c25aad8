import { ClearOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tag } from 'antd';
import type { Question } from '../../core/model';
import { entryForQuestion } from '../../questions/catalogue';
import { useT } from '../../shell/hooks';
import { RichText } from '../workspace/RichText';
import { type LogicQuestion, questionLabel } from './logicQuestions';
import { describeAction, describeCondition, hasLogic, logicCounts } from './logicSummary';
import { describeFilter, filterViews, isFilterOwner } from './optionFilter';
import { hasSubQuestionLogic } from './subQuestionLogic';

/** What a block's counter opens: a dialog, or (descBefore) the sub-question page /editlogic. */
export type LogicBlockOpen = 'before' | 'answer' | 'filters' | 'descBefore';

/**
 * One question in logic mode (spec 1 §2): number, title and type, then its counters — before-question
 * logic, answer logic, answer assignment, option filters (choice questions) — each a link opening its
 * dialog — and, for a multi-line open question, its sub-questions' logic (a link to /editlogic); the rules in
 * words, and clear logic (deleteAllLogic, after a confirmation).
 */
export function LogicBlock({
  question,
  info,
  questions,
  canEdit,
  onOpen,
  onClear,
}: {
  question: Question;
  info: LogicQuestion | undefined;
  questions: readonly LogicQuestion[];
  canEdit: boolean;
  onOpen: (kind: LogicBlockOpen) => void;
  onClear: (label: string) => void;
}) {
  const t = useT();
  const entry = entryForQuestion(question);
  const counts = logicCounts(question);
  const label = info ? questionLabel(info) : '';
  const answerable = info?.answerable ?? false;
  const counter = (kind: 'before' | 'answer' | 'assignment' | 'filters' | 'descBefore', count: number) => (
    <Button
      type="link"
      size="small"
      className={`wd-logic-count${count > 0 ? ' wd-logic-count--set' : ''}`}
      onClick={() => onOpen(kind === 'assignment' ? 'answer' : kind)}
      data-testid={`logic-count-${kind}`}
      data-count={count}
    >
      {t(`logicEditor.count.${kind}`)}
      <span className="wd-logic-count__n">{count}</span>
    </Button>
  );
  const answerRecords = [...question.quLogics, ...question.quLogicAnswerAssignments];

  return (
    <article
      className="wd-qblock wd-logic-block"
      data-testid="logic-block"
      data-question-id={question.id}
      aria-label={label}
    >
      <header className="wd-qblock__head">
        {info?.number && <span className="wd-qblock__num">{info.number}</span>}
        <div className="wd-qblock__title">
          <RichText html={question.quTitle} className="wd-richtext wd-qblock__title-text" />
        </div>
        {entry && <Tag className="wd-qblock__type">{t(entry.titleKey)}</Tag>}
      </header>
      {/* A page break has no logic of its own: it only separates pages. */}
      {question.elementType !== 'PageBox' && (
        <div className="wd-logic-block__bar">
          {counter('before', counts.before)}
          {answerable ? (
            <>
              {counter('answer', counts.answer)}
              {counter('assignment', counts.assignment)}
            </>
          ) : (
            <span className="wd-muted wd-logic-block__note">{t('logicEditor.notAnswerable')}</span>
          )}
          {/* Counted as the dialog lists them: one filter pairs several options with one earlier question. */}
          {(info && isFilterOwner(info)) || counts.filters > 0
            ? counter('filters', filterViews(question.answerRules).length)
            : null}
          {hasSubQuestionLogic(question) && counter('descBefore', counts.descBefore)}
          {canEdit && hasLogic(counts) && (
            <Popconfirm
              title={t('logicEditor.clearConfirm', { question: label })}
              okText={t('logicEditor.clear')}
              cancelText={t('logicEditor.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => onClear(label)}
            >
              <Button
                type="text"
                size="small"
                danger
                icon={<ClearOutlined />}
                className="wd-logic-block__clear"
                data-testid="logic-clear"
              >
                {t('logicEditor.clear')}
              </Button>
            </Popconfirm>
          )}
        </div>
      )}
      {(question.quBeforLogics.length > 0 || answerRecords.length > 0 || question.answerRules.length > 0) && (
        <ul className="wd-logic-block__rules" data-testid="logic-block-rules">
          {question.quBeforLogics.length > 0 && (
            <li>
              <span className="wd-logic-block__kind">{t('logicEditor.count.before')}</span>
              {question.quBeforLogics
                .map(
                  (record, index) =>
                    `${index === 0 ? '' : ` ${t(record.anAnd === 2 ? 'logicEditor.combine.and' : 'logicEditor.combine.or')} `}${describeCondition(record, questions, t)}`,
                )
                .join('')}
            </li>
          )}
          {info &&
            filterViews(question.answerRules).map((view) => (
              <li key={view.key}>
                <span className="wd-logic-block__kind">{t('logicEditor.count.filters')}</span>
                {describeFilter(view, info, questions, t)}
              </li>
            ))}
          {answerRecords.map((record) => (
            <li key={record.id}>
              <span className="wd-logic-block__kind">{t('logicEditor.when')}</span>
              {describeCondition(record, questions, t)} → {describeAction(record, questions, t)}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
