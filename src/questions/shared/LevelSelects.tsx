import { useMemo } from 'react';
import type { Language } from '../../i18n';
import { SelectField } from '../../runner/components/SelectField';

/** One choice of a level: its id and the name shown. */
export type LevelItem = { id: string; label: string };

/** Items under each id ('' for the top level), in the order shown. */
export type LevelChildren = ReadonlyMap<string, readonly LevelItem[]>;

/**
 * Cascading selects, one native dropdown per level (the phone's own picker), shared by the questions that
 * answer with a path top first (the city over China's divisions, the cascade over its own option tree). A
 * level shows once the one above is chosen and has items under it; choosing a level clears those below; the
 * answer is the chosen ids, top first (empty: no answer).
 */
export function LevelSelects(props: {
  childrenOf: LevelChildren;
  levels: number;
  path: readonly string[];
  labelOf: (level: number) => string;
  /** Whether the level's label shows above its dropdown (else it is read out only). */
  showLabels?: boolean;
  lang: Language;
  disabled?: boolean;
  onChange: (path: string[]) => void;
}) {
  const { childrenOf, levels, path } = props;
  const pickers = useMemo(() => {
    const shown: { level: number; value: string; items: readonly LevelItem[] }[] = [];
    for (let level = 0; level < levels; level++) {
      const parent = level === 0 ? '' : path[level - 1];
      if (parent === undefined) break;
      const items = childrenOf.get(parent) ?? [];
      if (items.length === 0) break;
      const value = path[level] ?? '';
      shown.push({ level, value: items.some((item) => item.id === value) ? value : '', items });
      if (!value) break;
    }
    return shown;
  }, [childrenOf, levels, path]);

  const choose = (level: number, id: string) =>
    props.onChange([...path.slice(0, level), ...(id ? [id] : [])]);

  return pickers.map((picker) => (
    <SelectField
      key={picker.level}
      label={props.labelOf(picker.level)}
      showLabel={props.showLabels}
      value={picker.value}
      items={picker.items.map((item) => ({ value: item.id, label: item.label }))}
      lang={props.lang}
      disabled={props.disabled}
      onChange={(id) => choose(picker.level, id)}
    />
  ));
}
