import { useStimulusHidden } from '../../runner/components/required';
import { plainTitle } from '../../runner/components/ViewRoot';
import type { AnswerViewProps } from '../../runner/views/contract';
import RadioAnswer from '../radio/Answer';
import { musicTrack } from './family';
import './music.css';

/**
 * Music (MusicBox): the designer's track in the browser's own player, then the options as a single choice.
 * The track's address is an uploaded file the service worker keeps with the survey's images (listed as the
 * question's row), so it plays offline once the survey was opened online.
 */
export default function MusicAnswer(props: AnswerViewProps) {
  const track = musicTrack(props.question);
  // The track is the stimulus: once display time's 'hide' ran out the player goes (which stops it); the
  // options stay.
  const stimulusHidden = useStimulusHidden();
  return (
    <>
      {track && !stimulusHidden ? (
        // biome-ignore lint/a11y/useMediaCaption: a designer's music track has no words to caption
        <audio
          className="rv-music"
          controls
          preload="auto"
          src={track.url}
          aria-label={plainTitle(props.question)}
          data-testid="music-player"
        />
      ) : null}
      <RadioAnswer {...props} />
    </>
  );
}
