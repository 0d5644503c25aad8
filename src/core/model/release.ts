import { z } from 'zod';
import { idSchema } from './common';
import { RELEASE_FORMAT, upgradeRelease } from './formats/release';
import { surveyStyleSchema } from './style';
import { groupSchema, surveyInfoSchema, surveyParamSchema } from './survey';

/**
 * A published release: an immutable, versioned snapshot of a whole survey. The server writes one at each
 * publish; the runner keeps every release it has seen (offline) and answers name the version they were
 * given under. Groups are in designer order with their questions in order.
 */
export const releaseSchema = z.object({
  /** The snapshot's format (./formats/release.ts): stamped when written, migrated up when read. */
  format: z.literal(RELEASE_FORMAT).default(RELEASE_FORMAT),
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

/**
 * A stored or received release snapshot, whatever format it was written in: migrated up to the current format,
 * then parsed. The logic worker reads the same migrated document without zod (./readRelease.ts). Throws
 * FormatTooNewError for a snapshot written by newer code.
 */
export function readRelease(snapshot: unknown): Release {
  return releaseSchema.parse(upgradeRelease(snapshot));
}
