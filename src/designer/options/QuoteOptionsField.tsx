import { Alert, App, Button, Select } from 'antd';
import { useContext } from 'react';
import type { Question } from '../../core/model';
import { useEditor } from '../fields/EditorContext';
import { RichText } from '../workspace/RichText';
import { WorkspaceContext } from '../workspace/WorkspaceContext';
import { clearQuote, QUOTE_TARGETS, type QuoteTarget, quotableSources } from './quoteOptions';

/**
 * "引用选项 / Quote options from" (src/core/quotes.ts): a select of the earlier radio and checkbox questions.
 * Picking one replaces the options with quoted copies (after a confirmation when options exist); clearing it
 * keeps them as ordinary options. Outside a workspace (no design to list) it shows nothing.
 */
export function QuoteOptionsField({ target = 'options' }: { target?: QuoteTarget }) {
  const workspace = useContext(WorkspaceContext);
  const { question, change, disabled, t } = useEditor();
  const { modal } = App.useApp();
  if (!workspace) return null;
  const sources = quotableSources(workspace.groups, question.id);
  const label = (source: { number: string; title: string }) => `${source.number} ${source.title}`.trim();

  const pick = (sourceId: string | undefined) => {
    if (!sourceId) {
      change(clearQuote(question));
      return;
    }
    const source = sources.find((candidate) => candidate.id === sourceId);
    if (!source) return;
    const quoted = QUOTE_TARGETS[target].quote(question, source.question);
    const hasOwnOptions = QUOTE_TARGETS[target].items(question).some((item) => item.optionName.trim() !== '');
    if (!hasOwnOptions || question.quoteQuId) {
      change(quoted);
      return;
    }
    modal.confirm({
      title: t('quotes.options.replaceTitle'),
      content: t(`quotes.${target}.replaceText`, { question: label(source) }),
      okText: t('quotes.options.replace'),
      cancelText: t('designer.cancel'),
      onOk: () => change(quoted),
    });
  };

  return (
    <div className="wd-fe__row-line" data-testid={`quote-${target}`}>
      <span className="wd-fe__hint">{t(`quotes.${target}.label`)}</span>
      <Select
        size="small"
        style={{ minWidth: 260 }}
        allowClear
        disabled={disabled || (sources.length === 0 && !question.quoteQuId)}
        placeholder={t(sources.length === 0 ? 'quotes.options.noSource' : 'quotes.options.placeholder')}
        value={question.quoteQuId ?? undefined}
        onChange={(value: string | undefined) => pick(value)}
        aria-label={t(`quotes.${target}.label`)}
        data-testid={`quote-${target}-select`}
        options={sources.map((source) => ({ value: source.id, label: label(source) }))}
      />
    </div>
  );
}

/** The quoted options, read-only: their words follow the source question's options. */
export function QuotedOptionsList({ target = 'options' }: { target?: QuoteTarget }) {
  const workspace = useContext(WorkspaceContext);
  const { question, change, disabled, t } = useEditor();
  const source = workspace
    ? quotableSources(workspace.groups, question.id).find((candidate) => candidate.id === question.quoteQuId)
    : undefined;
  const sourceOptions = new Map(source?.question.optionList.map((option) => [option.id, option]) ?? []);
  const name = source ? source.number || source.title : '';
  const synced = source ? QUOTE_TARGETS[target].resync(question, source.question) : question;
  return (
    <div data-testid="quoted-options">
      <Alert
        type={source ? 'info' : 'warning'}
        showIcon
        title={source ? t(`quotes.${target}.note`, { question: name }) : t('quotes.options.sourceGone')}
        action={
          synced === question ? undefined : (
            <Button
              size="small"
              disabled={disabled}
              onClick={() => change(synced)}
              data-testid="quote-resync"
            >
              {t('quotes.options.resync', { question: name })}
            </Button>
          )
        }
      />
      <ol className="wd-qblock__plain">
        {QUOTE_TARGETS[target].items(question).map((option) => (
          <li key={option.id} data-testid="quoted-option">
            <RichText
              html={sourceOptions.get(option.quoteQuDescId ?? '')?.optionName ?? option.optionName}
              className="wd-richtext wd-richtext--inline"
            />
          </li>
        ))}
      </ol>
    </div>
  );
}

/** True when the question's options (or rows) are quoted: the list editor gives way to the read-only list. */
export function quotesOptions(question: Question, target: QuoteTarget = 'options'): boolean {
  return (
    !!question.quoteQuId &&
    QUOTE_TARGETS[target].items(question).some((item) => item.quoteQuId === question.quoteQuId)
  );
}
