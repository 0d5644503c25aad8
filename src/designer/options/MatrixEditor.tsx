import type { QuestionEditorProps } from '../editor/contract';
import { CustomCodeField } from '../fields/CodeFields';
import { AnswerCountField, RandomOrderField, RequiredSwitch } from '../fields/choiceSettings';
import { DisplayTimeField } from '../fields/DisplayTimeField';
import { useEditor } from '../fields/EditorContext';
import { FamilyEditor, Section } from '../fields/layout';
import { DescListEditor } from './DescListEditor';
import { OptionListEditor } from './OptionListEditor';
import { OptionRuleEditor } from './OptionRuleEditor';
import { QuotedOptionsList, QuoteOptionsField, quotesOptions } from './QuoteOptionsField';

/**
 * Matrix single and multiple choice: rows are sub-questions, columns the options (2×2 by default). Multiple
 * adds the per-row answer limits and the exclusive / mutual rule; a special column there is made exclusive.
 */
export function MatrixEditor({ multiple, ...props }: QuestionEditorProps & { multiple?: boolean }) {
  return (
    <FamilyEditor props={props} slots={['options', 'descs', 'displayTime', 'questionCode']}>
      <MatrixBody multiple={multiple} />
    </FamilyEditor>
  );
}

function MatrixBody({ multiple }: { multiple?: boolean | undefined }) {
  const { question, t } = useEditor();
  return (
    <>
      <Section title={t('familyDesign.section.rows')}>
        {/* Rows may be the options chosen in an earlier question (src/core/quotes.ts). */}
        <QuoteOptionsField target="rows" />
        {quotesOptions(question, 'rows') ? (
          <QuotedOptionsList target="rows" />
        ) : (
          <DescListEditor requiredToggle />
        )}
      </Section>
      <Section title={t('familyDesign.section.columns')}>
        <OptionListEditor values extras="all" />
      </Section>
      <Section title={t('familyDesign.section.answer')}>
        <RequiredSwitch />
        <RandomOrderField of="rows" />
        <RandomOrderField />
        {multiple ? <AnswerCountField /> : null}
        {multiple ? <OptionRuleEditor /> : null}
        <DisplayTimeField />
        <CustomCodeField />
      </Section>
    </>
  );
}
