import type { AnswerViewProps } from '../../runner/views/contract';

/**
 * Checkpoint (CheckPointBox): the runner leaves it off the page (src/questions/checkpoint/check.ts) and runs
 * its quota check when the page it ends is left; this view exists so that the family is answerable.
 */
export default function CheckpointAnswer(_props: AnswerViewProps) {
  return null;
}
