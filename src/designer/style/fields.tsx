import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import {
  App,
  Button,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Segmented,
  Select,
  Slider,
  Switch,
  Upload,
} from 'antd';
import { createContext, type ReactNode, useContext, useId, useState } from 'react';
import type { SurveyStyle } from '../../core/model/style';
import { styleFieldLabelKeys } from '../../core/style/fieldLabel';
import { COVER_POSITIONS, type FontKind, STYLE_LIMITS } from '../../core/style/limits';
import { useT } from '../../shell/hooks';
import { checkImageFiles, imageAddress, uploadDesignImages } from '../fields/upload';
import { errorText } from '../results/components/LoadFrame';

/** What every field of the style form reads: the draft, how to change it, its problems, whether it is locked. */
export interface StyleFormState {
  surveyId: string;
  style: SurveyStyle;
  set: (path: readonly string[], value: unknown) => void;
  problems: Map<string, string>;
  disabled: boolean;
}

export const StyleFormContext = createContext<StyleFormState | null>(null);

function useStyleForm(): StyleFormState {
  const state = useContext(StyleFormContext);
  if (!state) throw new Error('style fields outside StyleFormContext');
  return state;
}

/** The value at a path of the draft. */
function valueAt(style: SurveyStyle, path: readonly string[]): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], style);
}

const testIdOf = (path: readonly string[]) => `style-${path.join('-')}`;

/** A labelled row whose problem (the shared schema's, or the server's refusal) shows under it. */
function Field(props: {
  path: readonly string[];
  label?: string;
  htmlFor?: string;
  /** A note under the field, about what its value does. */
  extra?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const { problems } = useStyleForm();
  const problem = problems.get(props.path.join('.'));
  const keys = styleFieldLabelKeys(props.path);
  return (
    <Form.Item
      label={props.label ?? t(keys[keys.length - 1] as never)}
      htmlFor={props.htmlFor}
      validateStatus={problem ? 'error' : undefined}
      help={problem ? t(problem as never) : undefined}
      extra={props.extra}
      className="wd-style__field"
    >
      {props.children}
    </Form.Item>
  );
}

/** A colour as text (#rgb/#rrggbb, checked as typed) beside the browser's own picker. */
export function ColorField(props: { path: readonly string[]; label?: string; optional?: boolean }) {
  const t = useT();
  const { style, set, disabled } = useStyleForm();
  const id = useId();
  const value = (valueAt(style, props.path) as string | null | undefined) ?? '';
  const picker = /^#[0-9a-fA-F]{6}$/.test(value)
    ? value
    : /^#[0-9a-fA-F]{3}$/.test(value)
      ? `#${[...value.slice(1)].map((digit) => digit + digit).join('')}`
      : '#000000';
  return (
    <Field path={props.path} label={props.label} htmlFor={id}>
      <span className="wd-style__color">
        <input
          type="color"
          className="wd-style__swatch"
          value={picker}
          disabled={disabled}
          aria-label={props.label ?? t(styleFieldLabelKeys(props.path).at(-1) as never)}
          onChange={(event) => set(props.path, event.target.value.toUpperCase())}
        />
        <Input
          id={id}
          value={value}
          disabled={disabled}
          placeholder={props.optional ? t('style.default') : '#38ADAB'}
          maxLength={7}
          data-testid={testIdOf(props.path)}
          onChange={(event) => {
            const typed = event.target.value.trim();
            set(props.path, typed === '' && props.optional ? null : typed);
          }}
        />
      </span>
    </Field>
  );
}

/** A 0/1 flag as a switch. */
export function FlagField(props: { path: readonly string[]; label?: string }) {
  const { style, set, disabled } = useStyleForm();
  const id = useId();
  return (
    <Field path={props.path} label={props.label} htmlFor={id}>
      <Switch
        id={id}
        checked={valueAt(style, props.path) === 1}
        disabled={disabled}
        data-testid={testIdOf(props.path)}
        onChange={(checked) => set(props.path, checked ? 1 : 0)}
      />
    </Field>
  );
}

export function TextField(props: { path: readonly string[]; maxLength: number; placeholder?: string }) {
  const { style, set, disabled } = useStyleForm();
  const id = useId();
  return (
    <Field path={props.path} htmlFor={id}>
      <Input
        id={id}
        value={(valueAt(style, props.path) as string | null | undefined) ?? ''}
        disabled={disabled}
        maxLength={props.maxLength}
        showCount
        placeholder={props.placeholder}
        data-testid={testIdOf(props.path)}
        onChange={(event) => set(props.path, event.target.value === '' ? null : event.target.value)}
      />
    </Field>
  );
}

export function NumberField(props: { path: readonly string[]; min: number; max: number }) {
  const { style, set, disabled } = useStyleForm();
  const id = useId();
  return (
    <Field path={props.path} htmlFor={id}>
      <InputNumber
        id={id}
        value={valueAt(style, props.path) as number}
        min={props.min}
        max={props.max}
        precision={0}
        disabled={disabled}
        data-testid={testIdOf(props.path)}
        onChange={(value) => set(props.path, value ?? props.min)}
      />
    </Field>
  );
}

export function PositionField(props: { path: readonly string[] }) {
  const t = useT();
  const { style, set, disabled } = useStyleForm();
  return (
    <Field path={props.path}>
      <Segmented
        value={(valueAt(style, props.path) as string | null | undefined) ?? 'center'}
        disabled={disabled}
        options={COVER_POSITIONS.map((position) => ({
          value: position,
          label: t(`style.position.${position}`),
        }))}
        onChange={(value) => set(props.path, value)}
      />
    </Field>
  );
}

/** One of a field's named values (a choice of src/core/style/limits.ts), as segments; none set reads `fallback`. */
export function ChoiceField(props: {
  path: readonly string[];
  options: readonly { value: string; label: string }[];
  fallback: string;
  extra?: ReactNode;
}) {
  const { style, set, disabled } = useStyleForm();
  return (
    <Field path={props.path} extra={props.extra}>
      <Segmented
        value={(valueAt(style, props.path) as string | null | undefined) ?? props.fallback}
        disabled={disabled}
        data-testid={testIdOf(props.path)}
        options={[...props.options]}
        onChange={(value) => set(props.path, value)}
      />
    </Field>
  );
}

export function OpacityField(props: { path: readonly string[] }) {
  const t = useT();
  const { style, set, disabled } = useStyleForm();
  return (
    <Field path={props.path}>
      <Slider
        ariaLabelForHandle={t('style.field.opacity')}
        min={0.2}
        max={1}
        step={0.05}
        value={(valueAt(style, props.path) as number | null | undefined) ?? 1}
        disabled={disabled}
        onChange={(value) => set(props.path, value)}
      />
    </Field>
  );
}

const FONT_SIZES = Array.from(
  { length: (STYLE_LIMITS.fontSize.max - STYLE_LIMITS.fontSize.min) / STYLE_LIMITS.fontSize.step + 1 },
  (_, at) => STYLE_LIMITS.fontSize.min + at * STYLE_LIMITS.fontSize.step,
);

/** One text kind's font: size (12–28 in steps of 2), colour, bold, italic, underline. */
export function FontRow(props: { kind: FontKind }) {
  const t = useT();
  const { style, set, disabled } = useStyleForm();
  const font = style.font[props.kind];
  const path = ['font', props.kind];
  const sizeId = useId();
  return (
    <fieldset className="wd-style__font" data-testid={`style-font-${props.kind}`}>
      <legend>{t(`style.font.${props.kind}`)}</legend>
      <Field path={[...path, 'size']} htmlFor={sizeId}>
        <Select
          id={sizeId}
          value={font.size}
          disabled={disabled}
          options={FONT_SIZES.map((size) => ({ value: size, label: `${size} px` }))}
          onChange={(size) => set([...path, 'size'], size)}
          data-testid={`style-font-${props.kind}-size`}
          style={{ width: 96 }}
        />
      </Field>
      <ColorField path={[...path, 'color']} optional />
      <span className="wd-style__marks">
        {(['bold', 'italic', 'underline'] as const).map((mark) => (
          <Checkbox
            key={mark}
            checked={font[mark] === 1}
            disabled={disabled}
            data-testid={`style-font-${props.kind}-${mark}`}
            onChange={(event) => set([...path, mark], event.target.checked ? 1 : 0)}
          >
            {t(`style.field.${mark}`)}
          </Checkbox>
        ))}
      </span>
    </fieldset>
  );
}

/** An image uploaded with the designer's upload call (jpg/png, 2 MB), shown small, removable. */
export function ImageField(props: { path: readonly string[] }) {
  const t = useT();
  const { message } = App.useApp();
  const { surveyId, style, set, disabled } = useStyleForm();
  const [busy, setBusy] = useState(false);
  const url = (valueAt(style, props.path) as string | null | undefined) ?? '';
  const upload = async (file: File) => {
    const refusal = checkImageFiles([file]);
    if (refusal) {
      message.error(t(refusal));
      return;
    }
    setBusy(true);
    try {
      const [uploaded] = await uploadDesignImages(surveyId, [file]);
      if (uploaded) set(props.path, imageAddress(uploaded));
    } catch (error) {
      message.error(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Field path={props.path}>
      <span className="wd-style__image" data-testid={testIdOf(props.path)}>
        {url ? (
          <img src={url} alt="" className="wd-style__thumb" />
        ) : (
          <span className="wd-muted">{t('style.upload.none')}</span>
        )}
        <Upload
          accept=".jpg,.jpeg,.png"
          showUploadList={false}
          disabled={disabled}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} disabled={disabled}>
            {t('style.upload')}
          </Button>
        </Upload>
        {url ? (
          <Button icon={<DeleteOutlined />} disabled={disabled} onClick={() => set(props.path, null)}>
            {t('style.upload.remove')}
          </Button>
        ) : null}
      </span>
    </Field>
  );
}
