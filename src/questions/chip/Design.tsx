import { InputNumber } from 'antd';
import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { CompareField } from '../../designer/fields/CompareField';
import { RequiredSwitch } from '../../designer/fields/choiceSettings';
import { DisplayTimeField } from '../../designer/fields/DisplayTimeField';
import { useEditor } from '../../designer/fields/EditorContext';
import { issuesOfSlot } from '../../designer/fields/issueSlots';
import { FamilyEditor, FieldRow, Section } from '../../designer/fields/layout';
import { UnitField } from '../../designer/fields/numberSettings';
import { OptionListEditor } from '../../designer/options/OptionListEditor';
import { ChipPreview } from './Preview';

/** Chip allocation: at most 5 options sharing a total (paramInt01, default 10) in a unit (default times). */
function ChipEditor(props: QuestionEditorProps) {
  return (
    <FamilyEditor props={props} slots={['options', 'chipTotal', 'compare', 'unit', 'displayTime']}>
      <ChipBody />
    </FamilyEditor>
  );
}

function ChipBody() {
  const { t } = useEditor();
  return (
    <>
      <Section title={t('familyDesign.section.options')}>
        <OptionListEditor extras={false} />
      </Section>
      <Section title={t('familyDesign.section.answer')}>
        <RequiredSwitch />
        <ChipTotalField />
        <CompareField />
        <UnitField required />
        <DisplayTimeField />
      </Section>
    </>
  );
}

function ChipTotalField() {
  const { question, updateConfig, disabled, issues, t } = useEditor();
  return (
    <FieldRow label={t('familyDesign.chip.total')} issues={issuesOfSlot(issues, 'chipTotal')}>
      <InputNumber
        size="small"
        min={1}
        precision={0}
        disabled={disabled}
        value={question.answerConfig.paramInt01 ?? null}
        onChange={(value) => updateConfig({ paramInt01: value ?? null })}
        aria-label={t('familyDesign.chip.total')}
      />
    </FieldRow>
  );
}

function ChipQuestionPreview({ question }: QuestionPreviewProps) {
  return <ChipPreview question={question} />;
}

export const designers: FamilyDesignModule['designers'] = {
  chip: { Editor: ChipEditor, Preview: ChipQuestionPreview },
};
