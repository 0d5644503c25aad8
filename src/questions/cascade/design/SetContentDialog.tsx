import type { SetContentProps } from '../../../designer/editor/contract';
import { EditorProvider } from '../../../designer/fields/EditorContext';
import { PasteDialog } from './PasteDialog';

// The paste dialog saves through `save` here; nothing in it changes a draft.
const noDraft = () => undefined;

/**
 * The cascade's set-content tool: the editor's own paste dialog ("a/b/c" lines, or spreadsheet rows) over
 * the saved question, its options saved at once through the question's save endpoint.
 */
export function CascadeSetContent({ question, surveyId, save, onClose }: SetContentProps) {
  return (
    <EditorProvider props={{ question, onChange: noDraft, surveyId, issues: [] }}>
      <PasteDialog open onClose={onClose} save={(optionList) => save({ ...question, optionList })} />
    </EditorProvider>
  );
}
