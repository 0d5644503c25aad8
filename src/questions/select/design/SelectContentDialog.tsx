import { Alert, Input } from 'antd';
import { useMemo, useState } from 'react';
import type { ValidationIssue } from '../../../core/validation';
import { ContentDialog } from '../../../designer/editor/ContentDialog';
import type { SetContentProps } from '../../../designer/editor/contract';
import { type DesignT, useDesignT } from '../../../designer/fields/EditorContext';
import { newItemId } from '../../../designer/options/ids';
import { isExtraOption } from '../../../designer/options/optionList';
import { quotesOptions } from '../../../designer/options/QuoteOptionsField';
import { applyOptionLines, type LineRefusal, optionLinesText, parseOptionLines } from './optionLines';

/** How many removed options the warning names before it only counts them. */
const NAMED_REMOVALS = 8;

/**
 * The dropdown's set-content tool: the whole option list as text, one option per line (optionLines.ts reads
 * it and decides which options are kept). A refused text or save keeps the text in the box.
 */
export function SelectContentDialog({ question, save, onClose }: SetContentProps) {
  const t = useDesignT();
  const [text, setText] = useState(() => optionLinesText(question.optionList));
  const [refusals, setRefusals] = useState<readonly string[]>([]);
  const quoted = quotesOptions(question);
  const extraNames = useMemo(
    () => question.optionList.filter(isExtraOption).map((option) => option.optionName),
    [question.optionList],
  );

  // What the text would do, shown while typing: kept, added and removed options.
  const preview = useMemo(() => {
    const parsed = parseOptionLines(text, extraNames);
    if (!parsed.ok) return null;
    return applyOptionLines(question.optionList, parsed.names, (optionName) => ({
      id: newItemId(),
      quId: question.id,
      orderById: 0,
      optionName,
      type: 'normal',
      visibility: 1,
    }));
  }, [text, extraNames, question]);

  const submit = async () => {
    const parsed = parseOptionLines(text, extraNames);
    if (!parsed.ok || !preview) {
      setRefusals(parsed.ok ? [] : parsed.refusals.map((refusal) => refusalText(t, refusal)));
      return;
    }
    const outcome = await save({ ...question, optionList: preview.options });
    if (outcome.saved) onClose();
    else setRefusals(outcome.issues.map((found: ValidationIssue) => t(found.key, found.params)));
  };

  const removedNames = preview?.removed.map((option) => option.optionName) ?? [];
  return (
    <ContentDialog
      title={t('familyDesign.select.contentTitle')}
      testId="select-content"
      refusals={refusals}
      onSave={submit}
      onClose={onClose}
      saveDisabled={quoted}
    >
      {quoted ? (
        <Alert type="info" showIcon title={t('familyDesign.select.contentQuoted')} />
      ) : (
        <p className="wd-fe__hint">{t('familyDesign.select.contentHint')}</p>
      )}
      <Input.TextArea
        autoFocus
        aria-label={t('familyDesign.select.contentLabel')}
        value={text}
        disabled={quoted}
        autoSize={{ minRows: 8, maxRows: 18 }}
        onChange={(event) => {
          setText(event.target.value);
          setRefusals([]);
        }}
      />
      <div className="wd-fe__hint" style={{ marginTop: 6 }} data-testid="select-content-summary">
        {preview
          ? t('familyDesign.select.contentSummary', {
              kept: preview.kept,
              added: preview.added,
              removed: preview.removed.length,
            })
          : null}
        {extraNames.length > 0
          ? ` ${t('familyDesign.select.contentExtras', { names: extraNames.join('、') })}`
          : null}
      </div>
      {removedNames.length > 0 && refusals.length === 0 ? (
        <Alert
          style={{ marginTop: 8 }}
          type="warning"
          showIcon
          title={t('familyDesign.select.contentRemoved', {
            names:
              removedNames.slice(0, NAMED_REMOVALS).join('、') +
              (removedNames.length > NAMED_REMOVALS ? ' …' : ''),
          })}
        />
      ) : null}
    </ContentDialog>
  );
}

function refusalText(t: DesignT, refusal: LineRefusal): string {
  const reason =
    refusal.reason === 'repeated'
      ? t('familyDesign.select.line.repeated', { first: refusal.firstLine, name: refusal.name })
      : refusal.reason === 'extraName'
        ? t('familyDesign.select.line.extraName', { name: refusal.name })
        : t(`familyDesign.select.line.${refusal.reason}`);
  return t('familyDesign.content.line', { line: refusal.line, reason });
}
