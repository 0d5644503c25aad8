import { z } from 'zod';

/**
 * What the filtered responses recorded of one timed item covering a question (display time,
 * src/core/validation/displayTime.ts): the question's own, or a page break's timing the page it is on.
 */
export const displayTimeSummarySchema = z.object({
  itemId: z.string(),
  /** The question itself, or the page a page break times. */
  kind: z.enum(['question', 'page']),
  /** The time the designer set, and what happens when it runs out. */
  limitSeconds: z.number(),
  end: z.enum(['next', 'hide']),
  /** Responses with a record of the item (they reached it), and of those, whose time ran out. */
  reached: z.number().int(),
  ranOut: z.number().int(),
  /** How long it was shown, in seconds, over the responses that reached it; null when none did. */
  medianSeconds: z.number().nullable(),
  meanSeconds: z.number().nullable(),
});
export type DisplayTimeSummary = z.infer<typeof displayTimeSummarySchema>;
