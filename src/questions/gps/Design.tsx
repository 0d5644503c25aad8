import { EnvironmentOutlined } from '@ant-design/icons';
import { InputNumber } from 'antd';
import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { RequiredSwitch } from '../../designer/fields/choiceSettings';
import { DisplayTimeField } from '../../designer/fields/DisplayTimeField';
import { useDesignT, useEditor } from '../../designer/fields/EditorContext';
import { FamilyEditor, FieldRow, Section } from '../../designer/fields/layout';
import { GPS_ACCURACY_LIMITS, GPS_WAIT_LIMITS, gpsSettings } from './core';

/**
 * GPS: the accuracy wanted in metres (answerConfig.paramInt01, default 50) and how long the runner waits for
 * it in seconds (paramInt02, default 30); see core.ts for why these fields.
 */
function GpsEditor(props: QuestionEditorProps) {
  return (
    <FamilyEditor props={props} slots={['displayTime']}>
      <GpsBody />
    </FamilyEditor>
  );
}

function GpsBody() {
  const { t } = useEditor();
  return (
    <Section title={t('familyDesign.section.answer')}>
      <RequiredSwitch />
      <SettingField field="paramInt01" label={t('familyDesign.gps.accuracy')} limits={GPS_ACCURACY_LIMITS} />
      <SettingField field="paramInt02" label={t('familyDesign.gps.wait')} limits={GPS_WAIT_LIMITS} />
      <DisplayTimeField />
    </Section>
  );
}

function SettingField({
  field,
  label,
  limits,
}: {
  field: 'paramInt01' | 'paramInt02';
  label: string;
  limits: { min: number; max: number };
}) {
  const { question, updateConfig, disabled } = useEditor();
  const applied = gpsSettings(question);
  return (
    <FieldRow label={label}>
      <InputNumber
        size="small"
        min={limits.min}
        max={limits.max}
        precision={0}
        disabled={disabled}
        // An emptied field shows, and saves, the value the runner would use.
        value={field === 'paramInt01' ? applied.wantedMetres : applied.waitSeconds}
        onChange={(value) => updateConfig({ [field]: value ?? null })}
        aria-label={label}
      />
    </FieldRow>
  );
}

function GpsQuestionPreview({ question }: QuestionPreviewProps) {
  const t = useDesignT();
  const { wantedMetres, waitSeconds } = gpsSettings(question);
  return (
    <div className="wd-pv">
      <div className="wd-pv__box">
        <span>
          <EnvironmentOutlined /> {t('familyDesign.gps.button')}
        </span>
      </div>
      <div className="wd-pv__hint">
        {t('familyDesign.gps.hint', { wanted: wantedMetres, seconds: waitSeconds })}
      </div>
    </div>
  );
}

export const designers: FamilyDesignModule['designers'] = {
  gps: { Editor: GpsEditor, Preview: GpsQuestionPreview },
};
