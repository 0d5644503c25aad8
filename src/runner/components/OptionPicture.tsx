import { useStimulusHidden } from './required';

/**
 * An option's picture (choice rows, sort items, matrix cells). A picture is part of the stimulus: once the
 * question's display time ran out with 'hide' it gives way to a blank placeholder of its own, so the option
 * stays where it was and can still be chosen by its name.
 */
export function OptionPicture({ url, alt }: { url: string; alt: string }) {
  if (useStimulusHidden()) {
    return <span className="rv-picture-hidden" aria-hidden="true" data-testid="picture-hidden" />;
  }
  return <img className="rv-choice-img" src={url} alt={alt} loading="lazy" />;
}
