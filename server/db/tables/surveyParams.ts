import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PARAM_TYPE_FROM_LINK } from '../../../src/core/surveyParams/rules';
import { surveys } from './surveys';

/**
 * A parameter of the survey's answer link (spec 1 §3 "Survey parameter"; server/surveyParams/): the query
 * name in the link and the name its value gets in results and exports. A live setting of the survey, not
 * part of a release: the save keeps the values of the parameters declared when it arrives. Ids are UUID v7,
 * so ordering by id lists them in the order they were declared.
 */
export const surveyParams = pgTable(
  'survey_params',
  {
    id: text('id').primaryKey(),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    /** Only '1' ("recorded from the answer link") is built. */
    paramType: text('param_type').default(PARAM_TYPE_FROM_LINK),
    paramName: text('param_name').notNull(),
    /** Null only in rows made before the settings calls existed: read as paramName. */
    outParamName: text('out_param_name'),
  },
  (table) => [
    index('survey_params_survey_id_idx').on(table.surveyId),
    // The calls refuse a name differing only in case, under the survey's lock; this holds the exact rule.
    uniqueIndex('survey_params_survey_name_unique').on(table.surveyId, table.paramName),
  ],
);

export type SurveyParamRow = typeof surveyParams.$inferSelect;
