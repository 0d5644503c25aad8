import { Segmented } from 'antd';
import { useDesignT } from '../../../designer/fields/EditorContext';
import { CITY_MAX_LEVELS } from '../family';

const LEVEL_CHOICES = Array.from({ length: CITY_MAX_LEVELS }, (_, at) => at + 1);
const LEVEL_NAMES = [
  'familyDesign.city.level1',
  'familyDesign.city.level2',
  'familyDesign.city.level3',
] as const;

/** The levels as one choice among "province", "province / city", "province / city / district". */
export function CityLevelsChoice(props: {
  value: number;
  disabled?: boolean;
  onChange: (levels: number) => void;
}) {
  const t = useDesignT();
  return (
    <Segmented
      size="small"
      disabled={props.disabled}
      value={props.value}
      aria-label={t('familyDesign.city.levels')}
      options={LEVEL_CHOICES.map((levels) => ({
        value: levels,
        label: t(LEVEL_NAMES[levels - 1] as (typeof LEVEL_NAMES)[number]),
      }))}
      onChange={props.onChange}
    />
  );
}
