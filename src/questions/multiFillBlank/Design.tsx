import { Segmented } from 'antd';
import type { Desc } from '../../core/model';
import { descConfigSchema } from '../../core/model';
import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { CustomCodeField } from '../../designer/fields/CodeFields';
import { RequiredSwitch } from '../../designer/fields/choiceSettings';
import { DisplayTimeField } from '../../designer/fields/DisplayTimeField';
import { type DesignT, useEditor } from '../../designer/fields/EditorContext';
import { FamilyEditor, Section } from '../../designer/fields/layout';
import { BlanksPreview } from '../../designer/fields/preview/Previews';
import { DescListEditor } from '../../designer/options/DescListEditor';
import { updateDesc } from '../../designer/options/optionList';

/** descConfig.contentSize: standard (200 characters), short (8) or long (16) — see multiFillBlank/core. */
const SIZES = [
  { value: 0, key: 'familyDesign.blank.default' },
  { value: 1, key: 'familyDesign.blank.short' },
  { value: 2, key: 'familyDesign.blank.long' },
] as const;

/** Several blanks: each with its label, required tick and width. */
function MultiFillBlankEditor(props: QuestionEditorProps) {
  return (
    <FamilyEditor props={props} slots={['descs', 'displayTime', 'questionCode']}>
      <MultiFillBlankBody />
    </FamilyEditor>
  );
}

function MultiFillBlankBody() {
  const { t } = useEditor();
  return (
    <>
      <Section title={t('familyDesign.section.blanks')}>
        <DescListEditor
          requiredToggle
          settingsTitle={t('familyDesign.blank.size')}
          renderSettings={(desc) => <BlankSizeField desc={desc} />}
          summary={(desc) => sizeSummary(desc, t)}
        />
      </Section>
      <Section title={t('familyDesign.section.answer')}>
        <RequiredSwitch />
        <DisplayTimeField />
        <CustomCodeField />
      </Section>
    </>
  );
}

function sizeSummary(desc: Desc, t: DesignT): string | null {
  const size = SIZES.find((candidate) => candidate.value === (desc.descConfig?.contentSize ?? 0));
  return size && size.value !== 0 ? t(size.key) : null;
}

function BlankSizeField({ desc }: { desc: Desc }) {
  const { question, change, disabled, t } = useEditor();
  const config = desc.descConfig ?? descConfigSchema.parse({});
  return (
    <Segmented
      size="small"
      disabled={disabled}
      value={config.contentSize ?? 0}
      options={SIZES.map((size) => ({ value: size.value, label: t(size.key) }))}
      onChange={(value) =>
        change(
          updateDesc(question, desc.id, {
            descConfig: { ...config, contentSize: Number(value) === 0 ? null : Number(value) },
          }),
        )
      }
    />
  );
}

function MultiFillBlankPreview({ question }: QuestionPreviewProps) {
  return <BlanksPreview question={question} />;
}

export const designers: FamilyDesignModule['designers'] = {
  multiFillBlank: { Editor: MultiFillBlankEditor, Preview: MultiFillBlankPreview },
};
