import type { Question } from '../../core/model';
import { questionTitleText } from '../../core/results/labels';
import { type DisplayTimeRecord, displayTimeMsOf } from '../../core/validation/displayTime';
import type { ColumnDraft, ExportResponse } from './columns';

/**
 * Display time in exports (src/core/validation/displayTime.ts): each timed item — a question or a page break
 * with display time on — gets two columns after its own: how long it was shown, in seconds to the
 * millisecond, and whether its time ran out (0/1 with value labels). A response that never reached the item
 * has no record, so both cells are empty. Texts come from the caller, in the export's language.
 */
export type DisplayTimeLabels = {
  /** Appended to the item's title: "shown time (seconds)". */
  shown: string;
  /** Appended to the item's title: "time ran out". */
  ranOut: string;
  /** The value labels of the ran-out column. */
  yes: string;
  no: string;
  /** A page break's title (it has none of its own), by its place among the survey's page breaks. */
  pageBreak: (position: number) => string;
};

/** Name suffixes: `<code>_shownsec`, `<code>_ranout`; a page break is named `PageBreak<n>` unless it has a code. */
export const SHOWN_SUFFIX = '_shownsec';
export const RAN_OUT_SUFFIX = '_ranout';
export const PAGE_BREAK_CODE = 'PageBreak';

/**
 * The columns of one item, or none when its display time is off. `pageBreakPosition` is the item's place
 * among the page breaks of the exported questions (1, 2 …), used only for a page break.
 */
export function displayTimeDrafts(
  question: Question,
  code: string,
  pageBreakPosition: number,
  labels: DisplayTimeLabels,
): ColumnDraft[] {
  if (displayTimeMsOf(question) === undefined) return [];
  const isPageBreak = question.elementType === 'PageBox';
  const itemCode = isPageBreak ? question.itemCode || `${PAGE_BREAK_CODE}${pageBreakPosition}` : code;
  const title = isPageBreak ? labels.pageBreak(pageBreakPosition) : questionTitleText(question);
  const recordOf = (response: ExportResponse): DisplayTimeRecord | undefined =>
    response.displayTimes?.[question.id];
  return [
    {
      wanted: `${itemCode}${SHOWN_SUFFIX}`,
      label: `${title} - ${labels.shown}`,
      type: 'numeric',
      measure: 'scale',
      valueLabels: [],
      dichotomy: false,
      decimals: 3,
      cell: (response) => {
        const record = recordOf(response);
        return record ? record.shownMs / 1000 : null;
      },
    },
    {
      wanted: `${itemCode}${RAN_OUT_SUFFIX}`,
      label: `${title} - ${labels.ranOut}`,
      type: 'numeric',
      measure: 'nominal',
      valueLabels: [
        { value: 0, label: labels.no },
        { value: 1, label: labels.yes },
      ],
      dichotomy: false,
      cell: (response) => {
        const record = recordOf(response);
        return record ? (record.ranOut ? 1 : 0) : null;
      },
    },
  ];
}
