import { Segmented } from 'antd';
import { useEditor } from '../../designer/fields/EditorContext';
import { issuesOfSlot } from '../../designer/fields/issueSlots';
import { FieldRow } from '../../designer/fields/layout';
import { RATING_SCALES, SLIDER_ZERO_TO_TEN } from './scales';

const STYLES = [1, 2, 3, 4, 5] as const;

/** The default scale of a style: 5 points where offered (Likert, star, bipolar, exact), 10 for the slider. */
function defaultScale(style: number): number {
  const scales = RATING_SCALES[style] ?? [];
  return scales.includes(5) ? 5 : (scales[0] ?? 5);
}

/** Rating style (scoreQuType 1–5: Likert, star, bipolar, slider, exact, spec 1 §3, §9). */
export function RatingStyleField() {
  const { question, update, disabled, issues, t } = useEditor();
  return (
    <FieldRow label={t('familyDesign.rating.style')} issues={issuesOfSlot(issues, 'rating')}>
      <Segmented
        size="small"
        disabled={disabled}
        value={question.scoreQuType ?? 0}
        options={STYLES.map((style) => ({ value: style, label: t(`familyDesign.rating.style${style}`) }))}
        onChange={(style) => {
          const scales = RATING_SCALES[Number(style)] ?? [];
          // A scale the new style does not offer is replaced by its default, so the draft stays valid.
          const points = scales.includes(question.scoreQuParagraph ?? 0)
            ? question.scoreQuParagraph
            : defaultScale(Number(style));
          update({ scoreQuType: Number(style), scoreQuParagraph: points });
        }}
      />
    </FieldRow>
  );
}

/** The scale points the style offers (scoreQuParagraph); the slider's 0–10 variant is stored as 11. */
export function RatingScaleField({ withIssues }: { withIssues?: boolean }) {
  const { question, update, disabled, issues, t } = useEditor();
  const style = question.scoreQuType ?? 1;
  const scales = RATING_SCALES[style] ?? [];
  const label = (n: number) => {
    if (style === 4 && n === SLIDER_ZERO_TO_TEN) return t('familyDesign.rating.zeroToTen');
    if (style === 3 || style === 4) return t('familyDesign.rating.segments', { n });
    return t('familyDesign.rating.points', { n });
  };
  return (
    <FieldRow
      label={t('familyDesign.rating.scale')}
      issues={withIssues ? issuesOfSlot(issues, 'rating') : undefined}
    >
      <Segmented
        size="small"
        disabled={disabled}
        value={question.scoreQuParagraph ?? 0}
        options={scales.map((n) => ({ value: n, label: label(n) }))}
        onChange={(n) => update({ scoreQuParagraph: Number(n) })}
      />
    </FieldRow>
  );
}
