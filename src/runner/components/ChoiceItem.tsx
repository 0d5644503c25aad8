import type { ReactNode } from 'react';
import type { Option } from '../../core/model';
import { OptionPicture } from './OptionPicture';
import { useStimulusHidden } from './required';

/**
 * One option as a large tappable row: a native radio or checkbox (so keyboards, screen readers and arrow keys
 * work as everywhere) drawn as a round or square mark in the survey colour, the option's name and image.
 * `after` holds what belongs to the option once chosen (the other text) and its issues.
 */
export function ChoiceItem(props: {
  type: 'radio' | 'checkbox';
  name: string;
  option: Pick<Option, 'id' | 'optionName' | 'imgUrl'>;
  checked: boolean;
  disabled?: boolean;
  onToggle: () => void;
  describedBy?: string;
  after?: ReactNode;
}) {
  const { option } = props;
  // A picture without a name names the option (by its id, as nothing else is known of it).
  const pictureName = option.optionName ? '' : option.id;
  const hidden = useStimulusHidden();
  return (
    <div className="rv-choice-cell" data-checked={props.checked ? '' : undefined}>
      <label className="rv-choice">
        <input
          className="rv-sr-input"
          type={props.type}
          name={props.name}
          value={option.id}
          checked={props.checked}
          disabled={props.disabled}
          aria-describedby={props.describedBy}
          aria-label={hidden && option.imgUrl && !option.optionName ? pictureName : undefined}
          // A click on a chosen radio fires no change event, so single choice keeps its value as expected.
          onChange={props.onToggle}
        />
        <span
          className={props.type === 'radio' ? 'rv-mark rv-mark-radio' : 'rv-mark rv-mark-check'}
          aria-hidden
        />
        <span className="rv-choice-body">
          {option.imgUrl ? <OptionPicture url={option.imgUrl} alt={pictureName} /> : null}
          <span className="rv-choice-name">{option.optionName}</span>
        </span>
      </label>
      {props.after}
    </div>
  );
}
