import { useStimulusHidden } from '../../runner/components/required';
import { ServerHtml } from '../../runner/components/ServerHtml';
import { ViewRoot } from '../../runner/components/ViewRoot';
import type { AnswerViewProps } from '../../runner/views/contract';

/**
 * Info text (InfoBox) asks nothing. Its content is the question's title, which the runner's frame shows;
 * the answer area adds only the note under it when the designer wrote one.
 */
export default function InfoAnswer(props: AnswerViewProps) {
  const note = props.question.quNote?.trim();
  // The note is part of what is shown for a while: display time's 'hide' takes it away with the title.
  const stimulusHidden = useStimulusHidden();
  if (!note || stimulusHidden) return null;
  return (
    <ViewRoot accentColor={props.accentColor} issues={[]} lang={props.lang}>
      <ServerHtml className="rv-note" html={note} />
    </ViewRoot>
  );
}
