import { DownOutlined, StarFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Option, Question } from '../../../core/model';
import { entryForQuestion } from '../../../questions/catalogue';
import { scoreRange } from '../../../questions/rating/scales';
import { type DesignT, useDesignT } from '../EditorContext';
import './preview.css';

/** Long lists are cut in the preview: the designer sees their shape, the editor shows all of them. */
const PREVIEW_MAX_ITEMS = 30;

function Shown<T>({
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

function OptionLabel({ option }: { option: Option }) {
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

/** A closed dropdown and, under it, what it offers. */
export function SelectPreview({ question }: { question: Question }) {
  const t = useDesignT();
  const names = question.optionList.map((option) => option.optionName);
  return (
    <div className="wd-pv">
      <div className="wd-pv__box">
        <span>{t('familyDesign.preview.select')}</span>
        <DownOutlined />
      </div>
      <div className="wd-pv__hint">
        {names.slice(0, 6).join(' / ')}
        {names.length > 6 ? ` … ${t('familyDesign.preview.more', { n: names.length - 6 })}` : ''}
      </div>
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

/** Chip allocation: an amount per option and what remains of the total. */
export function ChipPreview({ question }: { question: Question }) {
  const t = useDesignT();
  const total = question.answerConfig.paramInt01 ?? 0;
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

/** A page break: a dashed rule across the block. */
export function PageBreakPreview() {
  const t = useDesignT();
  return (
    <div className="wd-pv">
      <div className="wd-pv__page">{t('familyDesign.page.label')}</div>
    </div>
  );
}
