import type { Question } from '../../core/model';
import { useDesignT } from '../../designer/fields/EditorContext';
import '../../designer/fields/preview/preview.css';
import { chipTotal } from './family';

/** Chip allocation: an amount per option and what remains of the total. */
export function ChipPreview({ question }: { question: Question }) {
  const t = useDesignT();
  const total = chipTotal(question);
  const unit = question.unit ? t(`core.unit.${question.unit}`) : '';
  return (
    <div className="wd-pv">
      <div className="wd-pv__rows">
        {question.optionList.map((option) => (
          <div key={option.id} className="wd-pv__row">
            <span className="wd-pv__row-label">{option.optionName}</span>
            <span className="wd-pv__amount" />
            <span className="wd-pv__suffix">{unit}</span>
          </div>
        ))}
      </div>
      <div className="wd-pv__hint">
        {t('familyDesign.chip.remaining', { n: total })} {unit}
      </div>
    </div>
  );
}
