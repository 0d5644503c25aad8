import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { RequiredSwitch } from '../../designer/fields/choiceSettings';
import { DisplayTimeField } from '../../designer/fields/DisplayTimeField';
import { useEditor } from '../../designer/fields/EditorContext';
import { FamilyEditor, Section } from '../../designer/fields/layout';
import { OptionListEditor } from '../../designer/options/OptionListEditor';
import { RatingScale } from './Preview';
import { RatingScaleField, RatingStyleField } from './RatingSettings';

/**
 * Rating in its five styles (spec 1 §2 "rating box with five styles"): style, scale, and optional labels
 * for the scale points (options; a rating box needs titles for those it has).
 */
function RatingEditor(props: QuestionEditorProps) {
  return (
    <FamilyEditor props={props} slots={['rating', 'displayTime']}>
      <RatingBody chooseStyle />
    </FamilyEditor>
  );
}

/** The slider entry is the rating box in style 4: only its scale is chosen. */
function SliderEditor(props: QuestionEditorProps) {
  return (
    <FamilyEditor props={props} slots={['rating', 'displayTime']}>
      <RatingBody />
    </FamilyEditor>
  );
}

function RatingBody({ chooseStyle }: { chooseStyle?: boolean }) {
  const { t } = useEditor();
  return (
    <>
      <Section title={t('familyDesign.section.scale')}>
        {chooseStyle ? <RatingStyleField /> : null}
        <RatingScaleField withIssues={!chooseStyle} />
        <RatingPreview />
      </Section>
      <Section title={t('familyDesign.section.labels')}>
        <div className="wd-fe__hint" style={{ marginBottom: 8 }}>
          {t('familyDesign.rating.labelsHint')}
        </div>
        <OptionListEditor
          extras={false}
          needNormal={false}
          allowEmpty
          addLabel={t('familyDesign.rating.addLabel')}
        />
      </Section>
      <Section title={t('familyDesign.section.answer')}>
        <RequiredSwitch />
        <DisplayTimeField />
      </Section>
    </>
  );
}

/** The scale as it will look, right under its settings. */
function RatingPreview() {
  const { question } = useEditor();
  return (
    <div style={{ padding: '8px 0 2px 138px' }}>
      <RatingScale question={question} />
    </div>
  );
}

function RatingQuestionPreview({ question }: QuestionPreviewProps) {
  return <RatingScale question={question} />;
}

export const designers: FamilyDesignModule['designers'] = {
  rating: { Editor: RatingEditor, Preview: RatingQuestionPreview },
  slider: { Editor: SliderEditor, Preview: RatingQuestionPreview },
};
