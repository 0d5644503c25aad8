import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { CustomCodeField } from '../../designer/fields/CodeFields';
import { RequiredSwitch } from '../../designer/fields/choiceSettings';
import { DisplayTimeField } from '../../designer/fields/DisplayTimeField';
import { useEditor } from '../../designer/fields/EditorContext';
import { FamilyEditor, Section } from '../../designer/fields/layout';
import { InputPreview } from '../../designer/fields/preview/Previews';
import { FormatCheckField, PlaceholderField, TextLimitsField } from '../../designer/fields/textSettings';

/**
 * A single open answer: placeholder, minimum length under the family's maximum, character classes. The
 * profile texts (name, email, ID card, phone) reuse it with their format check and fixed code; the phone
 * is always required (spec 2 §5), so its switch is shown on and locked.
 */
export function FillBlankEditor({
  profile,
  ...props
}: QuestionEditorProps & { profile?: { formatCheck: boolean; alwaysRequired: boolean } }) {
  return (
    <FamilyEditor props={props} slots={['textLimits', 'displayTime', 'questionCode']}>
      <FillBlankBody profile={profile} />
    </FamilyEditor>
  );
}

function FillBlankBody({
  profile,
}: {
  profile?: { formatCheck: boolean; alwaysRequired: boolean } | undefined;
}) {
  const { entry, t } = useEditor();
  return (
    <Section title={t('familyDesign.section.answer')}>
      <RequiredSwitch locked={profile?.alwaysRequired} />
      <PlaceholderField />
      <TextLimitsField maxLength={entry?.limits.maxTextLength} />
      {profile?.formatCheck ? <FormatCheckField /> : null}
      <DisplayTimeField />
      {profile ? null : <CustomCodeField />}
    </Section>
  );
}

export function FillBlankPreview({ question }: QuestionPreviewProps) {
  return <InputPreview question={question} />;
}

export const designers: FamilyDesignModule['designers'] = {
  fillBlank: { Editor: (props) => <FillBlankEditor {...props} />, Preview: FillBlankPreview },
};
