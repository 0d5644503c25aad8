import { z } from 'zod';
import { idSchema } from '../model/common';
import { quotaDefinitionSchema, quotaWhenFullSchema } from '../quotas/quota';

/**
 * Quotas (the designer's /quotaConfig screen, and what the runner asks while answering). The spec names the
 * screen but no calls; these follow the design calls' conventions (GET to read and delete, POST to save).
 */
export const QUOTA_API = {
  list: '/api/design/quota/list',
  save: '/api/design/quota/save',
  delete: '/api/design/quota/delete',
  /** Respondents' side: which cells are full now (online check; cached for offline use later). */
  state: '/api/survey-answer/quota-state',
} as const;

export const quotaListQuerySchema = z.object({ surveyId: idSchema });
export const quotaDeleteQuerySchema = z.object({ id: idSchema });

/** POST save: without id a new quota; with id it replaces that quota's definition, keeping the counts of
 * cells that stay. */
export const saveQuotaRequestSchema = quotaDefinitionSchema.extend({
  surveyId: idSchema,
  id: idSchema.optional(),
});
export type SaveQuotaRequest = z.infer<typeof saveQuotaRequestSchema>;
export type SaveQuotaRequestInput = z.input<typeof saveQuotaRequestSchema>;

export const quotaWireSchema = z.object({
  id: idSchema,
  name: z.string(),
  questionIds: z.array(idSchema),
  whenFull: quotaWhenFullSchema,
  cells: z.array(
    z.object({
      optionIds: z.array(idSchema),
      target: z.number().int(),
      /** Complete responses counted in the cell so far. */
      counted: z.number().int(),
    }),
  ),
});
export type QuotaWire = z.infer<typeof quotaWireSchema>;

export const quotaListResponseSchema = z.object({ quotas: z.array(quotaWireSchema) });
export type QuotaListResponse = z.infer<typeof quotaListResponseSchema>;

export const quotaStateQuerySchema = z.object({ surveyId: idSchema });
export const quotaStateResponseSchema = z.object({
  quotas: z.array(
    z.object({
      id: idSchema,
      questionIds: z.array(idSchema),
      whenFull: quotaWhenFullSchema,
      /** The option ids (in question order) of every cell that is full. */
      fullCells: z.array(z.array(idSchema)),
    }),
  ),
});
export type QuotaStateResponse = z.infer<typeof quotaStateResponseSchema>;
