import { useMemo } from 'react';
import { timeFormatOfTimeType } from '../../core/validation/timeValues';
import { TimeField } from '../../runner/components/TimeField';
import { pickerBounds } from '../../runner/components/timeValues';
import { plainTitle, ViewRoot } from '../../runner/components/ViewRoot';
import type { AnswerViewProps } from '../../runner/views/contract';

/**
 * Time and date (TimeBox) by timeType: 01 hour-minute (HHmm), 02 year-month (yyyyMM), 03 date (yyyyMMdd),
 * 04 date-time (millisecond timestamp); the picker is held to 1900-01-01…2099-12-31 and the question's
 * range. Birthday is a date no later than today.
 */
export default function TimeAnswer(props: AnswerViewProps) {
  const { question } = props;
  const answer = props.answer?.kind === 'time' ? props.answer : undefined;
  const isBirthday = question.catalogKey === 'birthday';
  const format = isBirthday ? 'yyyyMMdd' : timeFormatOfTimeType(question.answerConfig.timeType);
  const bounds = useMemo(
    () => pickerBounds(question, format, { notAfterToday: isBirthday }),
    [question, format, isBirthday],
  );
  return (
    <ViewRoot
      accentColor={props.accentColor}
      issues={props.issues}
      lang={props.lang}
      readOnly={props.readOnly}
    >
      <TimeField
        label={plainTitle(question)}
        format={format}
        value={answer?.value}
        onChange={(value) => props.onChange(value === undefined ? undefined : { kind: 'time', value })}
        bounds={bounds}
        lang={props.lang}
        disabled={props.readOnly}
        invalid={props.issues.length > 0}
      />
    </ViewRoot>
  );
}
