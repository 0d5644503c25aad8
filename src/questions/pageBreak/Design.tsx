import type { QuestionEditorProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { DisplayTimeField } from '../../designer/fields/DisplayTimeField';
import { useEditor } from '../../designer/fields/EditorContext';
import { FamilyEditor, Section } from '../../designer/fields/layout';
import { PageBreakPreview } from './Preview';

/** Page break: structure only; the page after it may be shown for a set time (questionShowConfig). */
function PageBreakEditor(props: QuestionEditorProps) {
  return (
    <FamilyEditor props={props} slots={['displayTime']}>
      <PageBreakBody />
    </FamilyEditor>
  );
}

function PageBreakBody() {
  const { t } = useEditor();
  return (
    <Section title={t('familyDesign.page.label')}>
      <div className="wd-fe__hint">{t('familyDesign.page.hint')}</div>
      <DisplayTimeField />
    </Section>
  );
}

export const designers: FamilyDesignModule['designers'] = {
  pageBreak: { Editor: PageBreakEditor, Preview: PageBreakPreview },
};
