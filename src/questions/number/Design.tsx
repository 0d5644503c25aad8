import type { Question } from '../../core/model';
import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { CustomCodeField } from '../../designer/fields/CodeFields';
import { CompareField } from '../../designer/fields/CompareField';
import { RequiredSwitch } from '../../designer/fields/choiceSettings';
import { DisplayTimeField } from '../../designer/fields/DisplayTimeField';
import { useDesignT, useEditor } from '../../designer/fields/EditorContext';
import { FamilyEditor, Section } from '../../designer/fields/layout';
import { NumberTypeField, RangeField, UnitField } from '../../designer/fields/numberSettings';
import { InputPreview } from '../../designer/fields/preview/Previews';

/**
 * Number: integer or two decimals, a range (default 0–100) and a unit. The age profile question reuses it
 * with its type fixed to whole years and its code fixed.
 */
export function NumberEditor({ profile, ...props }: QuestionEditorProps & { profile?: boolean }) {
  return (
    <FamilyEditor
      props={props}
      slots={['numberType', 'range', 'compare', 'unit', 'displayTime', 'questionCode']}
    >
      <NumberBody profile={profile} />
    </FamilyEditor>
  );
}

function NumberBody({ profile }: { profile?: boolean | undefined }) {
  const { t } = useEditor();
  return (
    <Section title={t('familyDesign.section.answer')}>
      <RequiredSwitch />
      {profile ? null : <NumberTypeField />}
      <RangeField />
      {profile ? null : <CompareField />}
      {profile ? null : <UnitField />}
      <DisplayTimeField />
      {profile ? null : <CustomCodeField />}
    </Section>
  );
}

/** "0 – 100" under the box when the range is on. */
export function rangeHint(question: Question): string | null {
  const { limitRangeInd, paramInt01, paramInt02 } = question.answerConfig;
  if (limitRangeInd !== 1 || (paramInt01 == null && paramInt02 == null)) return null;
  return `${paramInt01 ?? ''} – ${paramInt02 ?? ''}`;
}

function NumberQuestionPreview({ question }: QuestionPreviewProps) {
  const t = useDesignT();
  return (
    <InputPreview
      question={question}
      suffix={question.unit ? t(`core.unit.${question.unit}`) : null}
      hint={rangeHint(question)}
    />
  );
}

export const designers: FamilyDesignModule['designers'] = {
  number: { Editor: (props) => <NumberEditor {...props} />, Preview: NumberQuestionPreview },
};
