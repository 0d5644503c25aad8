import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { ChoicePreview } from '../../designer/fields/preview/Previews';
import { ChoiceEditor } from '../../designer/options/ChoiceEditor';

/** Single choice: options in columns, images, values, other/special, random order. */
function RadioEditor(props: QuestionEditorProps) {
  return <ChoiceEditor {...props} />;
}

function RadioPreview({ question }: QuestionPreviewProps) {
  return <ChoicePreview question={question} />;
}

export const designers: FamilyDesignModule['designers'] = {
  radio: { Editor: RadioEditor, Preview: RadioPreview },
};
