import { asc, eq } from 'drizzle-orm';
import type { SurveyParamWire } from '../../src/core/api/surveyParams';
import { PARAM_TYPE_FROM_LINK } from '../../src/core/surveyParams/rules';
import { surveyParams } from '../db/schema';
import type { Queryable } from '../design/access';

/**
 * A survey's declared link parameters in the order they were declared (ids are UUID v7). The calls list
 * them, the save keeps the values of these names, results and exports name them by outParamName.
 */
export async function declaredParamsOf(db: Queryable, surveyId: string): Promise<SurveyParamWire[]> {
  const rows = await db
    .select()
    .from(surveyParams)
    .where(eq(surveyParams.surveyId, surveyId))
    .orderBy(asc(surveyParams.id));
  return rows.map((row) => ({
    id: row.id,
    surveyId: row.surveyId,
    paramType: row.paramType ?? PARAM_TYPE_FROM_LINK,
    paramName: row.paramName,
    // Rows from before these calls (an imported archive) may lack it: the query name stands in.
    outParamName: row.outParamName || row.paramName,
  }));
}

/** The values of a stored response's paradata.urlParams (by paramName), or none. */
export function storedLinkValues(
  paradata: Record<string, unknown> | null | undefined,
): Record<string, string> {
  const values = paradata?.urlParams;
  if (!values || typeof values !== 'object' || Array.isArray(values)) return {};
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (typeof value === 'string') kept[name] = value;
  return kept;
}
