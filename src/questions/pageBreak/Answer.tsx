import type { AnswerViewProps } from '../../runner/views/contract';

/** Page break (PageBox): the runner paginates at it; on the page there is nothing to show. */
export default function PageBreakAnswer(_props: AnswerViewProps) {
  return null;
}
