import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { MatrixPreview } from '../../designer/fields/preview/Previews';
import { MatrixEditor } from '../../designer/options/MatrixEditor';

/** Matrix multiple choice: rows against columns. */
function MatrixCheckboxEditor(props: QuestionEditorProps) {
  return <MatrixEditor {...props} multiple />;
}

function MatrixCheckboxPreview({ question }: QuestionPreviewProps) {
  return <MatrixPreview question={question} multiple />;
}

export const designers: FamilyDesignModule['designers'] = {
  matrixCheckbox: { Editor: MatrixCheckboxEditor, Preview: MatrixCheckboxPreview },
};
