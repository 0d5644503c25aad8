import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { RandomOrderField, RequiredSwitch } from '../../designer/fields/choiceSettings';
import { DisplayTimeField } from '../../designer/fields/DisplayTimeField';
import { useEditor } from '../../designer/fields/EditorContext';
import { FamilyEditor, Section } from '../../designer/fields/layout';
import { DescListEditor } from '../../designer/options/DescListEditor';
import { OptionListEditor } from '../../designer/options/OptionListEditor';
import { RatingScaleField, RatingStyleField } from '../rating/RatingSettings';
import { RatingGroupPreview } from './Preview';

/**
 * Rating group: one scale for several rows. Its labels may end with one special option ("don't know"),
 * which the extra-option editor makes exclusive (spec 1 §4).
 */
function RatingGroupEditor(props: QuestionEditorProps) {
  return (
    <FamilyEditor props={props} slots={['rating', 'descs', 'options', 'displayTime']}>
      <RatingGroupBody />
    </FamilyEditor>
  );
}

function RatingGroupBody() {
  const { t } = useEditor();
  return (
    <>
      <Section title={t('familyDesign.section.rows')}>
        <DescListEditor requiredToggle />
      </Section>
      <Section title={t('familyDesign.section.scale')}>
        <RatingStyleField />
        <RatingScaleField />
      </Section>
      <Section title={t('familyDesign.section.labels')}>
        <div className="wd-fe__hint" style={{ marginBottom: 8 }}>
          {t('familyDesign.rating.labelsHint')}
        </div>
        <OptionListEditor
          extras="special"
          needNormal={false}
          allowEmpty
          addLabel={t('familyDesign.rating.addLabel')}
        />
      </Section>
      <Section title={t('familyDesign.section.answer')}>
        <RequiredSwitch />
        <RandomOrderField of="rows" />
        <DisplayTimeField />
      </Section>
    </>
  );
}

function RatingGroupQuestionPreview({ question }: QuestionPreviewProps) {
  return <RatingGroupPreview question={question} />;
}

export const designers: FamilyDesignModule['designers'] = {
  ratingGroup: { Editor: RatingGroupEditor, Preview: RatingGroupQuestionPreview },
};
