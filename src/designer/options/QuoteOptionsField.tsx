import { Alert, App, Button, Select } from 'antd';
import { useContext } from 'react';
import type { Question } from '../../core/model';
import { useEditor } from '../fields/EditorContext';
import { RichText } from '../workspace/RichText';
import { WorkspaceContext } from '../workspace/WorkspaceContext';
import { clearQuote, quotableSources, quoteOptionsFrom, resyncQuote } from './quoteOptions';

/**
 * "引用选项 / Quote options from" (src/core/quotes.ts): a select of the earlier radio and checkbox questions.
 * Picking one replaces the options with quoted copies (after a confirmation when options exist); clearing it
 * keeps them as ordinary options. Outside a workspace (no design to list) it shows nothing.
 */
export function QuoteOptionsField() {
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
    const quoted = quoteOptionsFrom(question, source.question);
    const hasOwnOptions = question.optionList.some((option) => option.optionName.trim() !== '');
    if (!hasOwnOptions || question.quoteQuId) {
      change(quoted);
      return;
    }
    modal.confirm({
      title: t('quotes.options.replaceTitle'),
      content: t('quotes.options.replaceText', { question: label(source) }),
      okText: t('quotes.options.replace'),
      cancelText: t('designer.cancel'),
      onOk: () => change(quoted),
    });
  };

  return (
    <div className="wd-fe__row-line" data-testid="quote-options">
      <span className="wd-fe__hint">{t('quotes.options.label')}</span>
      <Select
        size="small"
        style={{ minWidth: 260 }}
        allowClear
        disabled={disabled || (sources.length === 0 && !question.quoteQuId)}
        placeholder={t(sources.length === 0 ? 'quotes.options.noSource' : 'quotes.options.placeholder')}
        value={question.quoteQuId ?? undefined}
        onChange={(value: string | undefined) => pick(value)}
        aria-label={t('quotes.options.label')}
        data-testid="quote-options-select"
        options={sources.map((source) => ({ value: source.id, label: label(source) }))}
      />
    </div>
  );
}

/** The quoted options, read-only: their words follow the source question's options. */
export function QuotedOptionsList() {
  const workspace = useContext(WorkspaceContext);
  const { question, change, disabled, t } = useEditor();
  const source = workspace
    ? quotableSources(workspace.groups, question.id).find((candidate) => candidate.id === question.quoteQuId)
    : undefined;
  const sourceOptions = new Map(source?.question.optionList.map((option) => [option.id, option]) ?? []);
  const name = source ? source.number || source.title : '';
  const synced = source ? resyncQuote(question, source.question) : question;
  return (
    <div data-testid="quoted-options">
      <Alert
        type={source ? 'info' : 'warning'}
        showIcon
        title={source ? t('quotes.options.note', { question: name }) : t('quotes.options.sourceGone')}
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
        {question.optionList.map((option) => (
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

/** True when the question's options are quoted (the option editor is replaced by the read-only list). */
export function quotesOptions(question: Question): boolean {
  return (
    !!question.quoteQuId && question.optionList.some((option) => option.quoteQuId === question.quoteQuId)
  );
}
