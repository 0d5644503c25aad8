import { z } from 'zod';
import { idSchema } from '../model/common';
import { surveyStyleSchema } from '../model/style';

/**
 * A survey's style (spec 1 §7 "Style": GET /survey/getStyleById, POST /survey/saveStyle), under /api like
 * every call. The style is part of the design: saved with the edit right while the survey is being designed,
 * taken into a release when it is published (server/publish/release.ts), so a change reaches respondents
 * with the next publish.
 */
export const STYLE_API = {
  get: '/api/survey/getStyleById',
  save: '/api/survey/saveStyle',
} as const;

export const styleQuerySchema = z.object({ surveyId: idSchema });

/**
 * The request carries the style as the client has it; the server checks it with surveyStyleSchema itself
 * (server/style/routes.ts), so a refusal names the field by the style screen's labels.
 */
export const saveStyleRequestSchema = z.object({
  surveyId: idSchema,
  style: z.record(z.string(), z.unknown()),
});
export type SaveStyleRequest = z.input<typeof saveStyleRequestSchema>;

export const styleResponseSchema = z.object({
  surveyId: z.string(),
  /** The stored style with every default filled in; a survey never styled gets the defaults. */
  style: surveyStyleSchema,
  /** Whether the survey has a style of its own yet. */
  saved: z.boolean(),
});
export type StyleResponse = z.infer<typeof styleResponseSchema>;
