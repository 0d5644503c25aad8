import { CalendarOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Segmented } from 'antd';
import type { Question } from '../../core/model';
import { timeFormatOfTimeType } from '../../core/validation';
import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { CompareField } from '../../designer/fields/CompareField';
import { RequiredSwitch } from '../../designer/fields/choiceSettings';
import { DisplayTimeField } from '../../designer/fields/DisplayTimeField';
import { useDesignT, useEditor } from '../../designer/fields/EditorContext';
import { FamilyEditor, FieldRow, Section } from '../../designer/fields/layout';
import { RangeField } from '../../designer/fields/numberSettings';
import { InputPreview } from '../../designer/fields/preview/Previews';
import { toInputText } from '../../designer/fields/TimeValueInput';
import { SCORE_TYPE_OF_TIME_TYPE } from './core';

const TIME_TYPES = ['01', '02', '03', '04'] as const;

/**
 * Time and date (spec 1 §4 "date-time designer box"): the time type (01 hour-minute, 02 year-month, 03 date,
 * 04 date-time) and a range in that type's format. The birthday reuses it with its type fixed to a date.
 */
export function TimeEditor({ profile, ...props }: QuestionEditorProps & { profile?: boolean }) {
  return (
    <FamilyEditor props={props} slots={['range', 'compare', 'displayTime']}>
      <TimeBody profile={profile} />
    </FamilyEditor>
  );
}

function TimeBody({ profile }: { profile?: boolean | undefined }) {
  const { question, t } = useEditor();
  return (
    <Section title={t('familyDesign.section.answer')}>
      <RequiredSwitch />
      {profile ? null : <TimeTypeField />}
      <RangeField
        format={timeFormatOfTimeType(question.answerConfig.timeType)}
        hint={profile ? t('familyDesign.time.birthdayHint') : undefined}
      />
      {profile ? null : <CompareField />}
      <DisplayTimeField />
    </Section>
  );
}

/**
 * Changing the type changes the value format, so old bounds would mean something else: they are cleared,
 * and scoreQuType / scoreQuParagraph follow the type (year-month 1, full date 2).
 */
function TimeTypeField() {
  const { question, change, disabled, t } = useEditor();
  return (
    <FieldRow label={t('familyDesign.time.type')}>
      <Segmented
        size="small"
        disabled={disabled}
        value={question.answerConfig.timeType}
        options={TIME_TYPES.map((type) => ({ value: type, label: t(`familyDesign.time.type${type}`) }))}
        onChange={(type) =>
          change({
            ...question,
            scoreQuType: SCORE_TYPE_OF_TIME_TYPE[type] ?? 2,
            scoreQuParagraph: type === '02' ? 1 : type === '03' ? 2 : null,
            // The compared question was picked for the old format: it is picked again.
            answerConfig: {
              ...question.answerConfig,
              timeType: type,
              paramInt01: null,
              paramInt02: null,
              rangeTargetId: null,
            },
          })
        }
      />
    </FieldRow>
  );
}

/** "2024-01-01 – 2024-12-31" in the question's own format when the range is on. */
function timeRangeHint(question: Question): string | null {
  const { limitRangeInd, paramInt01, paramInt02 } = question.answerConfig;
  if (limitRangeInd !== 1) return null;
  const format = timeFormatOfTimeType(question.answerConfig.timeType);
  const show = (value: number | null | undefined) => toInputText(value ?? null, format).replace('T', ' ');
  return `${show(paramInt01)} – ${show(paramInt02)}`;
}

export function TimeQuestionPreview({ question }: QuestionPreviewProps) {
  const t = useDesignT();
  const type = question.answerConfig.timeType;
  return (
    <InputPreview
      question={{ ...question, placeholder: question.placeholder || t(`familyDesign.time.type${type}`) }}
      suffix={type === '01' ? <ClockCircleOutlined /> : <CalendarOutlined />}
      hint={timeRangeHint(question)}
    />
  );
}

export const designers: FamilyDesignModule['designers'] = {
  time: { Editor: (props) => <TimeEditor {...props} />, Preview: TimeQuestionPreview },
};
