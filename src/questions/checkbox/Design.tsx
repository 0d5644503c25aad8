import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { ChoicePreview } from '../../designer/fields/preview/Previews';
import { ChoiceEditor } from '../../designer/options/ChoiceEditor';

/** Multiple choice: the choice editor with answer-count limits and exclusive / mutual options. */
function CheckboxEditor(props: QuestionEditorProps) {
  return <ChoiceEditor {...props} multiple />;
}

function CheckboxPreview({ question }: QuestionPreviewProps) {
  return <ChoicePreview question={question} multiple />;
}

export const designers: FamilyDesignModule['designers'] = {
  checkbox: { Editor: CheckboxEditor, Preview: CheckboxPreview },
};
