import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { ChoiceEditor } from '../../designer/options/ChoiceEditor';
import { SelectContentDialog } from './design/SelectContentDialog';
import { SelectPreview } from './Preview';

/** Dropdown: a single choice without layout columns or images (a dropdown shows neither). */
function SelectEditor(props: QuestionEditorProps) {
  return <ChoiceEditor {...props} layout={false} />;
}

function SelectQuestionPreview({ question }: QuestionPreviewProps) {
  return <SelectPreview question={question} />;
}

export const designers: FamilyDesignModule['designers'] = {
  select: { Editor: SelectEditor, Preview: SelectQuestionPreview, SetContent: SelectContentDialog },
};
