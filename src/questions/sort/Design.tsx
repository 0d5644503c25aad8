import { InputNumber } from 'antd';
import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { RandomOrderField, RequiredSwitch } from '../../designer/fields/choiceSettings';
import { DisplayTimeField } from '../../designer/fields/DisplayTimeField';
import { useEditor } from '../../designer/fields/EditorContext';
import { issuesOfSlot } from '../../designer/fields/issueSlots';
import { FamilyEditor, FieldRow, Section } from '../../designer/fields/layout';
import { OptionListEditor } from '../../designer/options/OptionListEditor';
import {
  QuotedOptionsList,
  QuoteOptionsField,
  quotesOptions,
} from '../../designer/options/QuoteOptionsField';
import { SortPreview } from './Preview';

/** Sort: options with text or an image, and how many of them must be ranked (maxSortNum; empty = all). */
function SortEditor(props: QuestionEditorProps) {
  return (
    <FamilyEditor props={props} slots={['options', 'sortMax', 'displayTime']}>
      <SortBody />
    </FamilyEditor>
  );
}

function SortBody() {
  const { question, t } = useEditor();
  return (
    <>
      <Section title={t('familyDesign.section.options')}>
        {/* A sort may rank the options chosen in an earlier question (src/core/quotes.ts). */}
        <QuoteOptionsField />
        {quotesOptions(question) ? <QuotedOptionsList /> : <OptionListEditor images values extras={false} />}
      </Section>
      <Section title={t('familyDesign.section.answer')}>
        <RequiredSwitch />
        <RandomOrderField />
        <SortMaxField />
        <DisplayTimeField />
      </Section>
    </>
  );
}

function SortMaxField() {
  const { question, update, disabled, issues, t } = useEditor();
  return (
    <FieldRow label={t('familyDesign.sort.max')} issues={issuesOfSlot(issues, 'sortMax')}>
      <InputNumber
        size="small"
        min={1}
        max={question.optionList.length}
        precision={0}
        disabled={disabled}
        placeholder={t('familyDesign.sort.all')}
        value={question.maxSortNum || null}
        onChange={(value) => update({ maxSortNum: value ?? null })}
        aria-label={t('familyDesign.sort.max')}
      />
    </FieldRow>
  );
}

function SortQuestionPreview({ question }: QuestionPreviewProps) {
  return <SortPreview question={question} />;
}

export const designers: FamilyDesignModule['designers'] = {
  sort: { Editor: SortEditor, Preview: SortQuestionPreview },
};
