import { Select } from 'antd';
import { requiresOtherText } from '../../core/validation';
import { LANGUAGES, translate } from '../../i18n';
import { OTHER_OPTION_KEYS, SPECIAL_OPTION_KEYS } from '../../questions/shared/defaults';
import { useEditor } from '../fields/EditorContext';
import {
  OTHER_KINDS,
  type OtherKind,
  otherOption,
  SPECIAL_KINDS,
  type SpecialKind,
  setOtherOption,
  setSpecialOption,
  specialOption,
} from './extraOptions';
import { newItemId } from './ids';

const NONE = 'none';

/** Which offered kind an existing special option is, by its default name in either language. */
function specialKindOf(name: string): SpecialKind | undefined {
  return SPECIAL_KINDS.find((kind) =>
    LANGUAGES.some((lang) => translate(lang, SPECIAL_OPTION_KEYS[kind]) === name.trim()),
  );
}

/**
 * The extra-option editor (spec 1 §2, §4): adds or removes the other option ("other" or "other, please
 * specify") and one special option (not sure, none of the above, refuse). The list keeps other before special;
 * on group checkbox and group rating a special option is also made exclusive.
 */
export function ExtraOptionEditor({ other = true }: { other?: boolean }) {
  const { question, change, disabled, t, lang } = useEditor();
  const currentOther = otherOption(question);
  const currentSpecial = specialOption(question);
  const otherValue: OtherKind | typeof NONE = !currentOther
    ? NONE
    : requiresOtherText(currentOther)
      ? 'otherSpecify'
      : 'other';
  const specialValue = currentSpecial
    ? (specialKindOf(currentSpecial.optionName) ?? currentSpecial.optionName)
    : NONE;

  return (
    <div className="wd-fe__inline">
      {other ? (
        <Select
          size="small"
          style={{ minWidth: 170 }}
          disabled={disabled}
          value={otherValue}
          aria-label={t('familyDesign.option.other')}
          prefix={<span className="wd-fe__hint">{t('familyDesign.option.other')}</span>}
          options={[
            { value: NONE, label: t('familyDesign.extra.none') },
            ...OTHER_KINDS.map((kind) => ({ value: kind, label: translate(lang, OTHER_OPTION_KEYS[kind]) })),
          ]}
          onChange={(kind: OtherKind | typeof NONE) =>
            change(
              setOtherOption(
                question,
                kind === NONE ? null : translate(lang, OTHER_OPTION_KEYS[kind]),
                newItemId,
              ),
            )
          }
        />
      ) : null}
      <Select
        size="small"
        style={{ minWidth: 190 }}
        disabled={disabled}
        value={specialValue}
        aria-label={t('familyDesign.option.special')}
        prefix={<span className="wd-fe__hint">{t('familyDesign.option.special')}</span>}
        options={[
          { value: NONE, label: t('familyDesign.extra.none') },
          ...SPECIAL_KINDS.map((kind) => ({
            value: kind,
            label: translate(lang, SPECIAL_OPTION_KEYS[kind]),
          })),
        ]}
        onChange={(kind: string) =>
          change(
            setSpecialOption(
              question,
              kind === NONE ? null : translate(lang, SPECIAL_OPTION_KEYS[kind as SpecialKind]),
              newItemId,
            ),
          )
        }
      />
    </div>
  );
}
