import { OTHER_TEXT_MAX } from '../../core/validation/textRules';
import type { Language } from '../../i18n';
import { translate } from '../translate';
import { TextField } from './TextField';

/** The "please specify" text of a chosen other option (spec 2 §9: at most 200 characters). */
export function OtherText(props: {
  name: string;
  value: string;
  onChange: (text: string) => void;
  lang: Language;
  disabled?: boolean;
  invalid?: boolean;
}) {
  return (
    <div className="rv-other">
      <TextField
        label={translate(props.lang, 'runnerViews.otherLabel', { name: props.name })}
        value={props.value}
        onChange={props.onChange}
        maxLength={OTHER_TEXT_MAX}
        lang={props.lang}
        disabled={props.disabled}
        invalid={props.invalid}
        placeholder={translate(props.lang, 'runnerViews.otherPlaceholder')}
      />
    </div>
  );
}
