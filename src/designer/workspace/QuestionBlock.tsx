import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  MoreOutlined,
  SwapOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Alert, Button, Dropdown, Skeleton, Tag, Tooltip } from 'antd';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { Group, Question } from '../../core/model';
import { pipeAnswers, quotedQuestionIds, quoteToken } from '../../core/quotes';
import { withNamesAsWords } from '../../core/results/labels';
import { entryForQuestion } from '../../questions/catalogue';
import { useT } from '../../shell/hooks';
import type { FamilyDesigner } from '../editor/contract';
import { earlierQuestions } from '../options/quoteOptions';
import { displayNumbers } from './designOps';
import { RichText } from './RichText';
import type { GroupOutline } from './stableActions';
import { TitleEditor } from './TitleEditor';
import { useFamilyDesigner } from './useFamilyDesigner';
import type { Editing, QuestionActions } from './useQuestionActions';

type Props = {
  question: Question;
  /** Q1 …, or null for unnumbered questions and when numbers are hidden (quId in the query). */
  number: string | null;
  /** The draft, for the block being edited only. */
  editing: Editing | null;
  /** The same object for the block's life (useStableActions), so it does not undo the memo. */
  actions: QuestionActions;
  /** Why no tool can change the design now, or null. */
  lock: string | null;
  /** The groups, for the move menu. */
  outline: readonly GroupOutline[];
  /** The whole design, only when the block shows other questions' numbers (in edit, a title quoting answers). */
  groups: readonly Group[] | null;
  surveyId: string;
  /** quId in the query hides the move, copy and delete tools (spec 1 §2). */
  limitedTools: boolean;
  current: boolean;
};

/**
 * One question in the workspace: number, title, type tag and tools; its editor when in edit. Memoised: it
 * redraws only when its own question, number, draft, lock or the groups' outline change.
 */
export const QuestionBlock = memo(function QuestionBlock(props: Props) {
  const { question, editing } = props;
  const designer = useFamilyDesigner(question.catalogKey);
  const inEdit = editing?.id === question.id;
  return (
    <article
      className={`wd-qblock${inEdit ? ' wd-qblock--edit' : ''}${props.current ? ' wd-qblock--current' : ''}`}
      data-testid="question-block"
      data-question-id={question.id}
      data-catalog-key={question.catalogKey}
      onClickCapture={() => props.actions.setCurrentId(question.id)}
    >
      <BlockHead {...props} designer={designer} />
      {inEdit && editing ? (
        <BlockEditor
          editing={editing}
          groups={props.groups ?? []}
          designer={designer}
          actions={props.actions}
          surveyId={props.surveyId}
        />
      ) : (
        <BlockPreview question={question} designer={designer} />
      )}
    </article>
  );
});

function BlockHead(props: Props & { designer: FamilyDesigner | null | undefined }) {
  const t = useT();
  const { question, actions, editing } = props;
  const canOpen = props.designer !== null;
  const SetContent = props.designer?.SetContent;
  const [settingContent, setSettingContent] = useState(false);
  const entry = entryForQuestion(question);
  const inEdit = editing?.id === question.id;
  const otherGroups = props.outline.filter((group) => group.id !== question.groupId);

  const lock = props.lock;
  // A locked design keeps its tools in view, disabled, their tooltip saying why.
  const tool = (key: string, icon: React.ReactNode, label: string, onClick: () => void, danger = false) => (
    <Tooltip title={lock ?? label} key={key}>
      <Button
        type="text"
        size="small"
        danger={danger}
        icon={icon}
        aria-label={label}
        disabled={lock !== null}
        data-testid={`qu-${key}`}
        onClick={onClick}
      />
    </Tooltip>
  );

  return (
    <header className="wd-qblock__head">
      {props.number && (
        <span className="wd-qblock__num" data-testid="question-number">
          {props.number}
        </span>
      )}
      <div className="wd-qblock__title">
        {inEdit ? (
          <span className="wd-qblock__editing">{t('designer.qu.edit')}</span>
        ) : (
          <RichText
            html={titleWithQuotes(question.quTitle, props.groups ?? [], t)}
            className="wd-richtext wd-qblock__title-text"
          />
        )}
        {question.answerConfig.requireInd === 1 && entry?.answerKind && !inEdit && (
          <span className="wd-qblock__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {entry && (
        <Tag className="wd-qblock__type" data-testid="question-type">
          {t(entry.titleKey)}
        </Tag>
      )}
      {!inEdit && (
        <div className="wd-qblock__tools" role="toolbar" aria-label={t('designer.qu.edit')}>
          {!props.limitedTools &&
            tool(
              'up',
              <ArrowUpOutlined />,
              t('designer.qu.moveUp'),
              () => void actions.moveQuestion(question, 'up'),
            )}
          {!props.limitedTools &&
            tool(
              'down',
              <ArrowDownOutlined />,
              t('designer.qu.moveDown'),
              () => void actions.moveQuestion(question, 'down'),
            )}
          {canOpen &&
            tool('edit', <EditOutlined />, t('designer.qu.edit'), () => void actions.startEdit(question))}
          {SetContent &&
            tool('content', <UnorderedListOutlined />, t('designer.qu.setContent'), async () => {
              if (await actions.mayOpenContent(question)) setSettingContent(true);
            })}
          {!props.limitedTools &&
            tool('copy', <CopyOutlined />, t('designer.qu.copy'), () => void actions.copyQuestion(question))}
          {!props.limitedTools &&
            tool(
              'delete',
              <DeleteOutlined />,
              t('designer.qu.delete'),
              () => void actions.removeQuestion(question),
              true,
            )}
          {!props.limitedTools && otherGroups.length > 0 && (
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  {
                    key: 'move',
                    type: 'group',
                    label: t('designer.qu.moveTo'),
                    children: otherGroups.map((group) => ({
                      key: group.id,
                      icon: <SwapOutlined />,
                      label: `${group.quNum ?? ''} ${group.groupTitle}`.trim(),
                    })),
                  },
                ],
                onClick: ({ key }) => void actions.moveToGroup(question, key),
              }}
            >
              <Button
                type="text"
                size="small"
                icon={<MoreOutlined />}
                aria-label={t('designer.qu.moveTo')}
                title={lock ?? undefined}
                disabled={lock !== null}
                data-testid="qu-more"
              />
            </Dropdown>
          )}
        </div>
      )}
      {SetContent && settingContent ? (
        <SetContent
          question={question}
          surveyId={props.surveyId}
          save={actions.saveContent}
          onClose={() => setSettingContent(false)}
        />
      ) : null}
    </header>
  );
}

function BlockPreview({
  question,
  designer,
}: {
  question: Question;
  designer: FamilyDesigner | null | undefined;
}) {
  // The previews draw option and row names as text, as the runner's views do: their words, never markup.
  const shown = useMemo(() => withNamesAsWords(question), [question]);
  if (designer === undefined) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  if (designer) {
    const { Preview } = designer;
    return (
      <div className="wd-qblock__body">
        <Preview question={shown} />
      </div>
    );
  }
  return <PlainPreview question={question} />;
}

/** A question whose family has no designer view yet: its options and sub-questions as plain text. */
function PlainPreview({ question }: { question: Question }) {
  const items = [
    ...question.descList.map((desc) => desc.optionName),
    ...question.optionList.map((o) => o.optionName),
  ];
  if (items.length === 0) return null;
  return (
    <ul className="wd-qblock__plain">
      {items.map((name, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list that never reorders while shown
        <li key={index}>
          <RichText html={name} className="wd-richtext wd-richtext--inline" />
        </li>
      ))}
    </ul>
  );
}

/** A title quoting answers shows 「Q3 的答案」 where the runner will put the respondent's answer. */
function titleWithQuotes(html: string, groups: readonly Group[], t: ReturnType<typeof useT>): string {
  if (!html.includes('{{Q:')) return html;
  const numbers = displayNumbers(groups).questions;
  return pipeAnswers(html, (id) => `「${t('quotes.title.preview', { question: numbers[id] ?? '?' })}」`);
}

/** The title editor shows a quote as its token: this line says which answer each one shows. */
function QuotedAnswersHint({ title, groups }: { title: string; groups: readonly Group[] }) {
  const t = useT();
  const ids = quotedQuestionIds(title);
  if (ids.length === 0) return null;
  const numbers = displayNumbers(groups).questions;
  return (
    <div className="wd-fe__hint" data-testid="quoted-answers-hint">
      {ids
        .map((id) => `${quoteToken(id)} → ${t('quotes.title.preview', { question: numbers[id] ?? '?' })}`)
        .join('；')}
    </div>
  );
}

function BlockEditor(props: {
  editing: Editing;
  groups: readonly Group[];
  designer: FamilyDesigner | null | undefined;
  actions: QuestionActions;
  surveyId: string;
}) {
  const t = useT();
  const { editing, actions } = props;
  const titleIssue = editing.issues.find((found) => !found.target && found.key === 'core.tipTitleNull');
  const Editor = props.designer?.Editor;
  // The family editor shows every issue at its field (and lists at its foot those no field of it shows); only
  // a question with no family editor has its issues listed here.
  const listedIssues = Editor ? [] : editing.issues.filter((found) => found !== titleIssue);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!editing.refused) return;
    // A refused confirm: the first marked field comes into view and takes the focus.
    const marked = frame.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    marked?.scrollIntoView({ block: 'center' });
    if (marked?.getAttribute('aria-invalid') === 'true') marked.focus({ preventScroll: true });
  }, [editing.refused]);
  const quotable = useMemo(
    () =>
      earlierQuestions(props.groups, editing.id)
        .filter((earlier) => entryForQuestion(earlier.question)?.answerKind)
        .map((earlier) => ({ id: earlier.id, label: `${earlier.number} ${earlier.title}`.trim() })),
    [props.groups, editing.id],
  );

  return (
    <div className="wd-qblock__editor" data-testid="question-editor" ref={frame}>
      <div className="wd-field">
        <span className="wd-field__label">{t('designer.qu.titleLabel')}</span>
        <TitleEditor
          value={editing.draft.quTitle}
          onChange={(quTitle) => actions.changeDraft({ ...editing.draft, quTitle })}
          surveyId={props.surveyId}
          label={t('designer.qu.titleLabel')}
          invalid={titleIssue !== undefined}
          disabled={editing.saving}
          testId="title-editor"
          quotable={quotable}
        />
        {titleIssue && (
          <div className="wd-field__error" role="alert">
            {t(titleIssue.key, titleIssue.params)}
          </div>
        )}
        <QuotedAnswersHint title={editing.draft.quTitle} groups={props.groups} />
      </div>
      {Editor ? (
        <Editor
          question={editing.draft}
          onChange={actions.changeDraft}
          surveyId={props.surveyId}
          issues={editing.issues}
          disabled={editing.saving}
        />
      ) : props.designer === undefined ? (
        <Skeleton active />
      ) : null}
      {listedIssues.length > 0 && (
        <Alert
          type="error"
          showIcon
          className="wd-qblock__issues"
          data-testid="question-issues"
          title={t('designer.qu.fixIssues')}
          description={
            <ul>
              {listedIssues.map((found, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: issues are recomputed as a whole
                <li key={index}>{t(found.key, found.params)}</li>
              ))}
            </ul>
          }
        />
      )}
      <footer className="wd-qblock__foot">
        <Button onClick={actions.cancelEdit} disabled={editing.saving} data-testid="edit-cancel">
          {t('designer.cancel')}
        </Button>
        <Button
          type="primary"
          loading={editing.saving}
          onClick={() => void actions.confirmEdit()}
          data-testid="edit-confirm"
        >
          {t('designer.qu.confirm')}
        </Button>
      </footer>
    </div>
  );
}
