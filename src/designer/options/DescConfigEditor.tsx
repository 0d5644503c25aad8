import { Checkbox, InputNumber, Select, Switch } from 'antd';
import type { Desc, DescConfig, Flag } from '../../core/model';
import { descConfigSchema } from '../../core/model';
import { useEditor } from '../fields/EditorContext';
import { updateDesc } from './optionList';

/** Content formats a sub-question may be limited to (the core's TextFormat names). */
const CONTENT_TYPES = ['number', 'lettersDigits', 'chinese', 'email', 'phone', 'idCard'] as const;
const flag = (on: boolean): Flag => (on ? 1 : 0);

/**
 * A multi-open sub-question's descConfig (spec 1 §3): length limit min/max, a content format, and the
 * character classes the text must contain. Edited in the row's settings popover.
 */
export function DescConfigEditor({ desc, defaultMax }: { desc: Desc; defaultMax: number }) {
  const { question, change, disabled, t } = useEditor();
  const config = desc.descConfig ?? descConfigSchema.parse({});
  const set = (patch: Partial<DescConfig>) =>
    change(updateDesc(question, desc.id, { descConfig: { ...config, ...patch } }));
  return (
    <div className="wd-fe" style={{ width: 300, gap: 8 }}>
      <div className="wd-fe__inline">
        <Switch
          size="small"
          disabled={disabled}
          checked={config.lengthLimit === 1}
          onChange={(on) => set({ lengthLimit: flag(on) })}
          aria-label={t('familyDesign.desc.lengthLimit')}
        />
        <span>{t('familyDesign.desc.lengthLimit')}</span>
      </div>
      {config.lengthLimit === 1 ? (
        <div className="wd-fe__inline">
          <InputNumber
            size="small"
            min={0}
            max={defaultMax}
            precision={0}
            disabled={disabled}
            value={config.min ?? null}
            onChange={(value) => set({ min: value })}
            aria-label={t('familyDesign.field.min')}
            prefix={t('familyDesign.field.min')}
          />
          <InputNumber
            size="small"
            min={1}
            max={defaultMax}
            precision={0}
            disabled={disabled}
            value={config.max ?? null}
            onChange={(value) => set({ max: value })}
            aria-label={t('familyDesign.field.max')}
            prefix={t('familyDesign.field.max')}
          />
        </div>
      ) : null}
      <div className="wd-fe__inline">
        <Switch
          size="small"
          disabled={disabled}
          checked={config.contentLimit === 1}
          onChange={(on) =>
            set({ contentLimit: flag(on), contentLimitType: config.contentLimitType ?? 'number' })
          }
          aria-label={t('familyDesign.desc.contentLimit')}
        />
        <span>{t('familyDesign.desc.contentLimit')}</span>
        {config.contentLimit === 1 ? (
          <Select
            size="small"
            style={{ width: 130 }}
            disabled={disabled}
            value={config.contentLimitType ?? 'number'}
            options={CONTENT_TYPES.map((type) => ({ value: type, label: t(`familyDesign.content.${type}`) }))}
            onChange={(type: string) => set({ contentLimitType: type })}
            aria-label={t('familyDesign.desc.contentLimit')}
          />
        ) : null}
      </div>
      <div className="wd-fe__inline">
        <span>{t('familyDesign.field.characters')}</span>
        <Checkbox
          disabled={disabled}
          checked={config.requireNumber === 1}
          onChange={(event) => set({ requireNumber: flag(event.target.checked) })}
        >
          {t('familyDesign.char.number')}
        </Checkbox>
        <Checkbox
          disabled={disabled}
          checked={config.requireSymbol === 1}
          onChange={(event) => set({ requireSymbol: flag(event.target.checked) })}
        >
          {t('familyDesign.char.symbol')}
        </Checkbox>
        <Checkbox
          disabled={disabled}
          checked={config.requireEnglish === 1}
          onChange={(event) => set({ requireEnglish: flag(event.target.checked) })}
        >
          {t('familyDesign.char.english')}
        </Checkbox>
      </div>
    </div>
  );
}

/** "1–500" style summary of a sub-question's limits, shown on its row. */
export function descLimitSummary(desc: Desc): string | null {
  const config = desc.descConfig;
  if (config?.lengthLimit !== 1) return null;
  return `${config.min ?? 0}–${config.max ?? ''}`;
}
