import { z } from 'zod';
import { idSchema } from './common';
import { groupSchema, surveyInfoSchema, surveyParamSchema } from './survey';
import { surveyStyleSchema } from './style';

/**
 * A published release: an immutable, versioned snapshot of a whole survey. The server writes one at each
 * publish; the runner keeps every release it has seen (offline) and answers name the version they were
 * given under. Groups are in designer order with their questions in order.
 */
export const releaseSchema = z.object({
  surveyId: idSchema,
  version: z.number().int().min(1),
  publishedAt: z.string(),
  survey: surveyInfoSchema,
  groups: z.array(groupSchema),
  style: surveyStyleSchema,
  /** Interface texts per survey language, keyed by language then by text key. */
  languages: z.record(z.string(), z.record(z.string(), z.string())).default({}),
  params: z.array(surveyParamSchema).default([]),
});
export type Release = z.infer<typeof releaseSchema>;
export type ReleaseInput = z.input<typeof releaseSchema>;
