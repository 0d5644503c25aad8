import { useEffect, useState } from 'react';
import type { SelectListItem } from '../../core/api/address';
import { plainTitle, ViewRoot } from '../../runner/components/ViewRoot';
import { addressList } from '../../runner/offlineLists/addressList';
import { translate } from '../../runner/translate';
import type { AnswerViewProps } from '../../runner/views/contract';
import { type LevelChildren, type LevelItem, LevelSelects } from '../shared/LevelSelects';
import { cityLevels } from './family';

const LEVEL_LABELS = [
  'runnerViews.addressLevel1',
  'runnerViews.addressLevel2',
  'runnerViews.addressLevel3',
] as const;

type ListState =
  | { status: 'loading' }
  | { status: 'ready'; childrenOf: LevelChildren }
  | { status: 'failed' };

/** The divisions under each code ('' for the provinces), in the list's order. */
function indexByParent(items: readonly SelectListItem[]): Map<string, LevelItem[]> {
  const childrenOf = new Map<string, LevelItem[]>();
  for (const item of items) {
    const key = item.parentId ?? '';
    const entry = { id: item.id, label: item.optionName };
    const siblings = childrenOf.get(key);
    if (siblings) siblings.push(entry);
    else childrenOf.set(key, [entry]);
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
  const choose = (next: string[]) =>
    props.onChange(next.length > 0 ? { kind: 'cascade', path: next } : undefined);

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
      {list.status === 'ready' ? (
        <LevelSelects
          childrenOf={list.childrenOf}
          levels={levels}
          path={path}
          labelOf={(level) =>
            `${plainTitle(question)} – ${translate(lang, LEVEL_LABELS[level] as (typeof LEVEL_LABELS)[number])}`
          }
          lang={lang}
          disabled={props.readOnly}
          onChange={choose}
        />
      ) : null}
    </ViewRoot>
  );
}
