import { useEffect, useMemo, useState } from 'react';
import type { SelectListItem } from '../../core/api/address';
import { SelectField } from '../../runner/components/SelectField';
import { plainTitle, ViewRoot } from '../../runner/components/ViewRoot';
import { addressList } from '../../runner/offlineLists/addressList';
import { translate } from '../../runner/translate';
import type { AnswerViewProps } from '../../runner/views/contract';
import { cityLevels } from './family';

const LEVEL_LABELS = [
  'runnerViews.addressLevel1',
  'runnerViews.addressLevel2',
  'runnerViews.addressLevel3',
] as const;

type ListState =
  | { status: 'loading' }
  | { status: 'ready'; childrenOf: ReadonlyMap<string, readonly SelectListItem[]> }
  | { status: 'failed' };

/** The divisions under each code ('' for the provinces), in the list's order. */
function indexByParent(items: readonly SelectListItem[]): Map<string, SelectListItem[]> {
  const childrenOf = new Map<string, SelectListItem[]>();
  for (const item of items) {
    const key = item.parentId ?? '';
    const siblings = childrenOf.get(key);
    if (siblings) siblings.push(item);
    else childrenOf.set(key, [item]);
  }
  return childrenOf;
}

/**
 * City (ChengShiBox): province, then city, then district, one native dropdown each (the phone's own picker),
 * as many as the question's levels. Choosing a level clears those below it; a level shows once the one above
 * is chosen and has places under it. The list is the device's copy when kept (src/runner/offlineLists), so
 * the question answers offline after one visit online; the answer is the chosen codes, top first.
 */
export default function CityAnswer(props: AnswerViewProps) {
  const { question, lang } = props;
  const levels = cityLevels(question);
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks again after a failure
  useEffect(() => {
    let current = true;
    setList({ status: 'loading' });
    addressList(levels).then(
      (items) => current && setList({ status: 'ready', childrenOf: indexByParent(items) }),
      () => current && setList({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [levels, attempt]);

  const path = props.answer?.kind === 'cascade' ? props.answer.path : [];
  const pickers = useMemo(() => {
    if (list.status !== 'ready') return [];
    const shown: { level: number; value: string; items: readonly SelectListItem[] }[] = [];
    for (let level = 0; level < levels; level++) {
      const parent = level === 0 ? '' : path[level - 1];
      if (parent === undefined) break;
      const items = list.childrenOf.get(parent) ?? [];
      if (items.length === 0) break;
      const value = path[level] ?? '';
      shown.push({ level, value: items.some((item) => item.id === value) ? value : '', items });
      if (!value) break;
    }
    return shown;
  }, [list, levels, path]);

  const choose = (level: number, code: string) => {
    const next = [...path.slice(0, level), ...(code ? [code] : [])];
    props.onChange(next.length > 0 ? { kind: 'cascade', path: next } : undefined);
  };

  return (
    <ViewRoot accentColor={props.accentColor} issues={props.issues} lang={lang} readOnly={props.readOnly}>
      {list.status === 'loading' ? (
        <p className="rv-hint" role="status">
          {translate(lang, 'runnerViews.addressLoading')}
        </p>
      ) : null}
      {list.status === 'failed' ? (
        <p className="rv-hint" role="status">
          {translate(lang, 'runnerViews.addressUnavailable')}{' '}
          <button type="button" className="rv-button" onClick={() => setAttempt((n) => n + 1)}>
            {translate(lang, 'runnerViews.addressRetry')}
          </button>
        </p>
      ) : null}
      {pickers.map((picker) => (
        <SelectField
          key={picker.level}
          label={`${plainTitle(question)} – ${translate(lang, LEVEL_LABELS[picker.level] as (typeof LEVEL_LABELS)[number])}`}
          value={picker.value}
          items={picker.items.map((item) => ({ value: item.id, label: item.optionName }))}
          lang={lang}
          disabled={props.readOnly}
          onChange={(code) => choose(picker.level, code)}
        />
      ))}
    </ViewRoot>
  );
}
