import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { MatrixPreview } from '../../designer/fields/preview/Previews';
import { MatrixEditor } from '../../designer/options/MatrixEditor';

/** Matrix single choice: rows against columns. */
function MatrixRadioEditor(props: QuestionEditorProps) {
  return <MatrixEditor {...props} />;
}

function MatrixRadioPreview({ question }: QuestionPreviewProps) {
  return <MatrixPreview question={question} />;
}

export const designers: FamilyDesignModule['designers'] = {
  matrixRadio: { Editor: MatrixRadioEditor, Preview: MatrixRadioPreview },
};
