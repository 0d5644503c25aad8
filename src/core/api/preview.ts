import { z } from 'zod';
import { publishProblemSchema, releaseWireSchema, surveyIdQuerySchema } from './design';

/**
 * The designer's preview (spec 1 §2 /preview): the release the current design would publish, built by the
 * very function a publish uses (server/publish/release.ts), but written nowhere. The runner answers it in the
 * designer's frame and keeps nothing.
 */
export const PREVIEW_API = { release: '/api/design/my-survey-design/previewRelease' } as const;

export const previewQuerySchema = surveyIdQuerySchema;

export const previewReleaseSchema = z.object({
  /** The release a publish would write now (its version is the next one). */
  release: releaseWireSchema,
  /**
   * What a publish would refuse the design for (the first ones); the preview still runs, so a designer sees
   * the survey while fixing it.
   */
  problems: z.array(publishProblemSchema),
  total: z.number().int().min(0),
});
export type PreviewRelease = z.infer<typeof previewReleaseSchema>;
