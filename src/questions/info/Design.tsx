import type { QuestionEditorProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { DisplayTimeField } from '../../designer/fields/DisplayTimeField';
import { useEditor } from '../../designer/fields/EditorContext';
import { FamilyEditor, Section } from '../../designer/fields/layout';

/** Info text asks nothing: its content is the title the workspace edits; here only its display time. */
function InfoEditor(props: QuestionEditorProps) {
  return (
    <FamilyEditor props={props} slots={['displayTime']}>
      <InfoBody />
    </FamilyEditor>
  );
}

function InfoBody() {
  const { t } = useEditor();
  return (
    <Section title={t('familyDesign.section.answer')}>
      <div className="wd-fe__hint">{t('familyDesign.info.hint')}</div>
      <DisplayTimeField />
    </Section>
  );
}

/** The respondent sees the title alone, which the question block already shows. */
function InfoPreview() {
  return null;
}

export const designers: FamilyDesignModule['designers'] = {
  info: { Editor: InfoEditor, Preview: InfoPreview },
};
