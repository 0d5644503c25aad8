import type { Question } from '../../core/model';
import { useDesignT } from '../../designer/fields/EditorContext';
import { OptionLabel, Shown } from '../../designer/fields/preview/Previews';

/** Sort: the options with an empty rank box each. */
export function SortPreview({ question }: { question: Question }) {
  const t = useDesignT();
  return (
    <div className="wd-pv">
      <Shown items={question.optionList} t={t}>
        {(shown) => (
          <div className="wd-pv__rows">
            {shown.map((option) => (
              <div key={option.id} className="wd-pv__row">
                <span className="wd-pv__rank" />
                <OptionLabel option={option} />
              </div>
            ))}
          </div>
        )}
      </Shown>
      <div className="wd-pv__hint">{t('familyDesign.preview.rank')}</div>
    </div>
  );
}
