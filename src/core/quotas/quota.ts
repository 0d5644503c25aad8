import { z } from 'zod';
import { idSchema } from '../model/common';

/**
 * Quotas: how many complete responses a survey takes per cell of one to three single-choice
 * questions, e.g. gender alone ("single") or gender × age stage ("crossed"). A cell is one option of each
 * question; its target says how many completions it takes. What happens to a respondent whose cell is full
 * is the quota's `whenFull`: end at once with Quota-full (the non-completion page), or let them finish and
 * mark the response Overquota (the completion page). Which cell answers fall into is in cells.ts (no zod:
 * the runner uses it too).
 */
export const QUOTA_WHEN_FULL = ['endNow', 'finishOverquota'] as const;
export const quotaWhenFullSchema = z.enum(QUOTA_WHEN_FULL);
export type QuotaWhenFull = z.infer<typeof quotaWhenFullSchema>;

/** Questions a quota may cross: one for a single quota, up to three for a crossed one. */
export const MAX_QUOTA_QUESTIONS = 3;
/** Cells of one quota: three questions of up to ~20 options each stay far below. */
export const MAX_QUOTA_CELLS = 2_000;
export const MAX_QUOTA_TARGET = 10_000_000;

export const quotaCellSchema = z.object({
  /** One option id per quota question, in the quota's question order. */
  optionIds: z.array(idSchema).min(1).max(MAX_QUOTA_QUESTIONS),
  target: z.number().int().min(0).max(MAX_QUOTA_TARGET),
});
export type QuotaCell = z.infer<typeof quotaCellSchema>;

export const quotaDefinitionSchema = z.object({
  name: z.string().trim().min(1).max(100),
  questionIds: z.array(idSchema).min(1).max(MAX_QUOTA_QUESTIONS),
  whenFull: quotaWhenFullSchema,
  cells: z.array(quotaCellSchema).min(1).max(MAX_QUOTA_CELLS),
});
export type QuotaDefinition = z.infer<typeof quotaDefinitionSchema>;
