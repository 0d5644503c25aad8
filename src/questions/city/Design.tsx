import { DownOutlined } from '@ant-design/icons';
import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { RequiredSwitch } from '../../designer/fields/choiceSettings';
import { useDesignT, useEditor } from '../../designer/fields/EditorContext';
import { issuesOfSlot } from '../../designer/fields/issueSlots';
import { FamilyEditor, FieldRow, Section } from '../../designer/fields/layout';
import '../../designer/fields/preview/preview.css';
import { CityContentDialog } from './design/CityContentDialog';
import { CityLevelsChoice } from './design/CityLevelsChoice';
import { cityLevels } from './family';

const PICKER_NAMES = [
  'familyDesign.city.picker1',
  'familyDesign.city.picker2',
  'familyDesign.city.picker3',
] as const;

/** City (ChengShiBox): whether it is required and how many levels of China's divisions it asks for. */
function CityEditor(props: QuestionEditorProps) {
  return (
    <FamilyEditor props={props} slots={['levels']}>
      <CityBody />
    </FamilyEditor>
  );
}

function CityBody() {
  const { question, updateConfig, disabled, issues, t } = useEditor();
  return (
    <Section title={t('familyDesign.section.answer')}>
      <RequiredSwitch />
      <FieldRow
        label={t('familyDesign.city.levels')}
        hint={t('familyDesign.city.levelsHint')}
        issues={issuesOfSlot(issues, 'levels')}
      >
        <CityLevelsChoice
          value={cityLevels(question)}
          disabled={disabled}
          onChange={(levels) => updateConfig({ paramInt01: levels })}
        />
      </FieldRow>
    </Section>
  );
}

/** One closed dropdown per level, as the respondent sees them before choosing. */
function CityPreview({ question }: QuestionPreviewProps) {
  const t = useDesignT();
  return (
    <div className="wd-pv" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {PICKER_NAMES.slice(0, cityLevels(question)).map((name) => (
        <div key={name} className="wd-pv__box" style={{ minWidth: 120, flex: '1 1 0' }}>
          <span>{t(name)}</span>
          <DownOutlined />
        </div>
      ))}
    </div>
  );
}

export const designers: FamilyDesignModule['designers'] = {
  city: { Editor: CityEditor, Preview: CityPreview, SetContent: CityContentDialog },
};
