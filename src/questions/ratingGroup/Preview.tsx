import type { Question } from '../../core/model';
import { useDesignT } from '../../designer/fields/EditorContext';
import { Shown } from '../../designer/fields/preview/Previews';
import { RatingScale } from '../rating/Preview';

/** Rating group: each row with the shared scale. */
export function RatingGroupPreview({ question }: { question: Question }) {
  const t = useDesignT();
  return (
    <div className="wd-pv">
      <Shown items={question.descList} t={t}>
        {(rows) => (
          <div className="wd-pv__rows">
            {rows.map((row) => (
              <div key={row.id} className="wd-pv__row">
                <span className="wd-pv__row-label">{row.optionName}</span>
                <RatingScale question={question} compact />
              </div>
            ))}
          </div>
        )}
      </Shown>
    </div>
  );
}
