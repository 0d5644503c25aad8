import { StarFilled } from '@ant-design/icons';
import type { Question } from '../../core/model';
import { useDesignT } from '../../designer/fields/EditorContext';
import '../../designer/fields/preview/preview.css';
import { scoreRange } from './family';

/** The scale of a rating in its style (scoreQuType 1–5), with the first and last labels when named. */
export function RatingScale({ question, compact }: { question: Question; compact?: boolean }) {
  const t = useDesignT();
  const { min, max } = scoreRange(question);
  const points = Array.from({ length: Math.min(max - min + 1, 11) }, (_, index) => min + index);
  const labels = question.optionList.filter((option) => option.type !== 'special');
  const low = labels[0]?.optionName ?? t('familyDesign.rating.low');
  const high = labels[labels.length - 1]?.optionName ?? t('familyDesign.rating.high');
  const special = question.optionList.find((option) => option.type === 'special');
  const ends = compact ? null : (
    <div className="wd-pv__ends">
      <span>{low}</span>
      <span>{high}</span>
    </div>
  );
  const scale = (() => {
    switch (question.scoreQuType) {
      case 2:
        return (
          <div className="wd-pv__scale">
            {Array.from({ length: max }, (_, index) => index + 1).map((star) => (
              <StarFilled key={star} className="wd-pv__star" />
            ))}
          </div>
        );
      case 3:
        return (
          <div className="wd-pv__bipolar">
            {compact ? null : <span>{low}</span>}
            <div className="wd-pv__segments">
              {points.map((point) => (
                <span key={point} className="wd-pv__segment" />
              ))}
            </div>
            {compact ? null : <span>{high}</span>}
          </div>
        );
      case 4:
        return (
          <div style={{ minWidth: 160 }}>
            <div className="wd-pv__track">
              <span className="wd-pv__thumb" />
            </div>
            <div className="wd-pv__ends">
              <span>{min}</span>
              <span>{max}</span>
            </div>
          </div>
        );
      default:
        return (
          <div className="wd-pv__scale">
            {points.map((point) => (
              <span
                key={point}
                className={question.scoreQuType === 5 ? 'wd-pv__point wd-pv__point--round' : 'wd-pv__point'}
              >
                {point}
              </span>
            ))}
            {max - min + 1 > points.length ? <span className="wd-pv__hint">… {max}</span> : null}
          </div>
        );
    }
  })();
  return (
    <div className="wd-pv">
      {scale}
      {question.scoreQuType === 3 || question.scoreQuType === 4 ? null : ends}
      {special && !compact ? (
        <div className="wd-pv__option" style={{ marginTop: 8 }}>
          <span className="wd-pv__mark wd-pv__mark--radio" />
          <span>{special.optionName}</span>
        </div>
      ) : null}
    </div>
  );
}
