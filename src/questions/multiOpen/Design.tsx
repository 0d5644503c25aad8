import { Segmented } from 'antd';
import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { CustomCodeField } from '../../designer/fields/CodeFields';
import { RequiredSwitch } from '../../designer/fields/choiceSettings';
import { DisplayTimeField } from '../../designer/fields/DisplayTimeField';
import { useEditor } from '../../designer/fields/EditorContext';
import { FamilyEditor, FieldRow, Section } from '../../designer/fields/layout';
import { BlanksPreview } from '../../designer/fields/preview/Previews';
import { DescConfigEditor, descLimitSummary } from '../../designer/options/DescConfigEditor';
import { DescListEditor } from '../../designer/options/DescListEditor';
import { MULTI_OPEN_MAX, MULTI_OPEN_MIN } from './core';

/**
 * Multi-line open text (spec 1 §2): sub-questions added, dragged, deleted and configured (descConfig length
 * limit, content format, character classes); new ones start with the 1–500 character limit.
 */
function MultiOpenEditor(props: QuestionEditorProps) {
  return (
    <FamilyEditor props={props} slots={['descs', 'displayTime', 'questionCode']}>
      <MultiOpenBody />
    </FamilyEditor>
  );
}

function MultiOpenBody() {
  const { t } = useEditor();
  return (
    <>
      <Section title={t('familyDesign.section.subQuestions')}>
        <DescListEditor
          requiredToggle
          settingsTitle={t('familyDesign.desc.settings')}
          renderSettings={(desc) => <DescConfigEditor desc={desc} defaultMax={MULTI_OPEN_MAX} />}
          summary={descLimitSummary}
          descDefaults={{
            descConfig: {
              lengthLimit: 1,
              min: MULTI_OPEN_MIN,
              max: MULTI_OPEN_MAX,
              contentLimit: 0,
              requireNumber: 0,
              requireSymbol: 0,
              requireEnglish: 0,
            },
          }}
        />
      </Section>
      <Section title={t('familyDesign.section.answer')}>
        <RequiredSwitch />
        <RequireTypeField />
        <DisplayTimeField />
        <CustomCodeField />
      </Section>
    </>
  );
}

/**
 * Required relation (requireType): every required sub-question (1) or any one of them (2). The "specified"
 * modes 3 and 4 name sub-questions in requireDesc and are kept when a question already has them.
 */
function RequireTypeField() {
  const { question, updateConfig, disabled, t } = useEditor();
  const type = question.answerConfig.requireType;
  if (type !== 1 && type !== 2) return null;
  return (
    <FieldRow label={t('familyDesign.desc.requireType')}>
      <Segmented
        size="small"
        disabled={disabled || question.answerConfig.requireInd !== 1}
        value={type}
        options={[
          { value: 1, label: t('familyDesign.requireType.all') },
          { value: 2, label: t('familyDesign.requireType.any') },
        ]}
        onChange={(value) => updateConfig({ requireType: Number(value) })}
      />
    </FieldRow>
  );
}

function MultiOpenPreview({ question }: QuestionPreviewProps) {
  return <BlanksPreview question={question} area />;
}

export const designers: FamilyDesignModule['designers'] = {
  multiOpen: { Editor: MultiOpenEditor, Preview: MultiOpenPreview },
};
