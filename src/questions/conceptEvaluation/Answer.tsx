import { useId, useState } from 'react';
import { choiceLimits } from '../../core/validation';
import { choiceCountHint } from '../../runner/components/choiceAnswer';
import { orderedItems } from '../../runner/components/choiceToggle';
import { useStimulusHidden } from '../../runner/components/required';
import { plainTitle, ViewRoot } from '../../runner/components/ViewRoot';
import { translate } from '../../runner/translate';
import type { AnswerViewProps } from '../../runner/views/contract';
import { baseImage, regionRect } from './family';
import { RegionStage, rectStyle } from './RegionStage';
import { toggleRegion } from './regions';

/**
 * Concept evaluation (CeBox, spec 2 §4): the base image as wide as the answer area, each region a toggle
 * drawn where the designer drew it (fractions of the image, so it scales with the screen), chosen ones in
 * the survey's colour; the none-of-the-above option below clears the others; clear all. A tap beyond the
 * maximum is refused and said. The image is an uploaded file the service worker keeps with the survey's
 * images, so the question answers offline.
 */
export default function ConceptAnswer(props: AnswerViewProps) {
  const { question, lang } = props;
  const chosen = props.answer?.kind === 'regions' ? props.answer.optionIds : [];
  const limits = choiceLimits(question);
  const hintId = useId();
  // The base image is the stimulus: display time's 'hide' takes it away, the regions stay to be tapped.
  const stimulusHidden = useStimulusHidden();
  const [refusal, setRefusal] = useState<string | null>(null);
  const options = orderedItems(question.optionList, props.optionOrder);
  const image = baseImage(question);
  const regions = options.filter((option) => regionRect(option));
  const nones = options.filter((option) => option.type === 'none');

  function tap(regionId: string) {
    if (props.readOnly) return;
    const result = toggleRegion(options, chosen, regionId, limits.max);
    if (result.refused) {
      setRefusal(translate(lang, 'core.answer.checkAtMost', { n: limits.max }));
      return;
    }
    setRefusal(null);
    props.onChange(result.chosen.length ? { kind: 'regions', optionIds: result.chosen } : undefined);
  }

  const name = (option: (typeof options)[number]) => option.positionName || option.optionName;
  return (
    <ViewRoot accentColor={props.accentColor} issues={props.issues} lang={lang} readOnly={props.readOnly}>
      <p className="rv-hint rv-hint-top" id={hintId}>
        {translate(lang, 'runnerViews.ce.hint')} {choiceCountHint(limits, lang)}
      </p>
      {image ? (
        // biome-ignore lint/a11y/useSemanticElements: a set of toggle buttons over a picture; a fieldset would lay out the picture
        <div role="group" aria-label={plainTitle(question)} aria-describedby={hintId}>
          <RegionStage
            url={image.url}
            alt={image.name}
            className="rv-ce-stage"
            testId="ce-answer-image"
            imageHidden={stimulusHidden}
          >
            {regions.map((option) => {
              const rect = regionRect(option);
              if (!rect) return null;
              const pressed = chosen.includes(option.id);
              return (
                <button
                  key={option.id}
                  type="button"
                  className="ce-region"
                  style={rectStyle(rect)}
                  aria-pressed={pressed}
                  aria-label={name(option)}
                  disabled={props.readOnly}
                  data-region-code={option.positionCode ?? ''}
                  onClick={() => tap(option.id)}
                />
              );
            })}
          </RegionStage>
        </div>
      ) : null}
      {nones.map((option) => {
        const pressed = chosen.includes(option.id);
        return (
          <div key={option.id} className="rv-choice-cell rv-ce-none" data-checked={pressed ? '' : undefined}>
            <button
              type="button"
              className="rv-choice rv-ce-none-button"
              aria-pressed={pressed}
              disabled={props.readOnly}
              data-region-code={option.positionCode ?? ''}
              onClick={() => tap(option.id)}
            >
              <span className="rv-mark rv-mark-check" aria-hidden="true" />
              <span>{name(option)}</span>
            </button>
          </div>
        );
      })}
      <div className="rv-ce-bar">
        <span className="rv-hint" aria-live="polite" data-testid="ce-chosen">
          {refusal ?? translate(lang, 'runnerViews.ce.chosen', { n: chosen.length })}
        </span>
        <button
          type="button"
          className="rv-button"
          disabled={props.readOnly || chosen.length === 0}
          onClick={() => {
            // Clear all (spec 2 §4): nothing chosen is no answer.
            setRefusal(null);
            props.onChange(undefined);
          }}
        >
          {translate(lang, 'runnerViews.ce.clear')}
        </button>
      </div>
    </ViewRoot>
  );
}
