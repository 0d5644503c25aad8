import type { ReactNode } from 'react';
import type { Option, Question } from '../../../core/model';
import { entryForQuestion } from '../../../questions/catalogue';
import { type DesignT, useDesignT } from '../EditorContext';
import './preview.css';

/*
 * The designer previews several families share (choices, single boxes, blanks, matrices) and their parts; a
 * preview only one family draws lives in its folder (src/questions/<family>/Preview.tsx), beside its Design.tsx
 * that loads it.
 */

/** Long lists are cut in the preview: the designer sees their shape, the editor shows all of them. */
const PREVIEW_MAX_ITEMS = 30;

export function Shown<T>({
  items,
  t,
  children,
}: {
  items: readonly T[];
  t: DesignT;
  children: (shown: T[]) => ReactNode;
}) {
  const shown = items.slice(0, PREVIEW_MAX_ITEMS);
  return (
    <>
      {children(shown)}
      {items.length > shown.length ? (
        <div className="wd-pv__hint">
          {t('familyDesign.preview.more', { n: items.length - shown.length })}
        </div>
      ) : null}
    </>
  );
}

/** An empty profile choice gets its options from the dictionary on first save (spec 1 §4). */
function DictionaryNote({ question, t }: { question: Question; t: DesignT }) {
  return entryForQuestion(question)?.dictionaryKey ? (
    <div className="wd-pv__note">{t('familyDesign.option.dictionary')}</div>
  ) : null;
}

export function OptionLabel({ option }: { option: Option }) {
  return (
    <>
      {option.imgUrl ? <img className="wd-pv__img" src={option.imgUrl} alt={option.imgName ?? ''} /> : null}
      <span className="wd-pv__option-text">{option.optionName}</span>
      {option.type === 'other' ? <span className="wd-pv__blank" /> : null}
    </>
  );
}

/** Radio and checkbox options in their layout columns (optLayout). */
export function ChoicePreview({ question, multiple }: { question: Question; multiple?: boolean }) {
  const t = useDesignT();
  if (question.optionList.length === 0) return <DictionaryNote question={question} t={t} />;
  const columns = Math.max(1, question.answerConfig.optLayout);
  return (
    <div className="wd-pv">
      <Shown items={question.optionList} t={t}>
        {(shown) => (
          <div
            className="wd-pv__options"
            style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {shown.map((option) => (
              <div key={option.id} className="wd-pv__option">
                <span className={`wd-pv__mark ${multiple ? 'wd-pv__mark--check' : 'wd-pv__mark--radio'}`} />
                <OptionLabel option={option} />
              </div>
            ))}
          </div>
        )}
      </Shown>
    </div>
  );
}

/** Matrix: rows (sub-questions) against columns (options). */
export function MatrixPreview({ question, multiple }: { question: Question; multiple?: boolean }) {
  const t = useDesignT();
  const columns = question.optionList.slice(0, 12);
  return (
    <div className="wd-pv">
      <Shown items={question.descList} t={t}>
        {(rows) => (
          <table className="wd-pv__table">
            <thead>
              <tr>
                <th />
                {columns.map((option) => (
                  <th key={option.id}>{option.optionName}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.optionName}</td>
                  {columns.map((option) => (
                    <td key={option.id}>
                      <span
                        className={`wd-pv__mark ${multiple ? 'wd-pv__mark--check' : 'wd-pv__mark--radio'}`}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Shown>
    </div>
  );
}

/** A single answer box: text, number (with unit and range), time or date. */
export function InputPreview({
  question,
  suffix,
  hint,
  area,
}: {
  question: Question;
  suffix?: ReactNode;
  hint?: string | null;
  area?: boolean;
}) {
  const t = useDesignT();
  return (
    <div className="wd-pv">
      <div className={area ? 'wd-pv__box wd-pv__box--area' : 'wd-pv__box'}>
        <span>{question.placeholder || t('familyDesign.preview.text')}</span>
        {suffix ? <span className="wd-pv__suffix">{suffix}</span> : null}
      </div>
      {hint ? <div className="wd-pv__hint">{hint}</div> : null}
    </div>
  );
}

/** Several blanks or sub-questions, each with its own box. */
export function BlanksPreview({ question, area }: { question: Question; area?: boolean }) {
  const t = useDesignT();
  return (
    <div className="wd-pv">
      <Shown items={question.descList} t={t}>
        {(rows) => (
          <div className="wd-pv__rows">
            {rows.map((row) => (
              <div
                key={row.id}
                className="wd-pv__row"
                style={area ? { alignItems: 'flex-start' } : undefined}
              >
                <span className="wd-pv__row-label">{row.optionName}</span>
                <div className={area ? 'wd-pv__box wd-pv__box--area' : 'wd-pv__box'} style={{ flex: 1 }}>
                  <span>{t('familyDesign.preview.text')}</span>
                </div>
              </div>
            ))}
          </div>
        )}
      </Shown>
    </div>
  );
}
