import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  STYLE_API,
  type StyleResponse,
  saveStyleRequestSchema,
  styleQuerySchema,
  styleResponseSchema,
} from '../../src/core/api/style';
import { envelopeSchema, ResponseCode } from '../../src/core/envelope';
import { surveyStyleSaveSchema, surveyStyleSchema } from '../../src/core/model/style';
import { styleFieldLabelKeys } from '../../src/core/style/fieldLabel';
import { isMessageKey, type MessageKey, translate } from '../../src/i18n';
import type { Database } from '../db/database';
import { surveyStyles } from '../db/schema';
import { editableSurvey, type Queryable, readableSurvey, touchSurvey } from '../design/access';
import { AppError } from '../http/app-error';
import { currentUser, requireAbility } from '../http/auth';
import { okEnvelope, requestLanguage } from '../http/envelope';

const reply = <T extends z.ZodType>(data: T) => ({ 200: envelopeSchema(data) });

/**
 * The survey style's calls (spec 1 §7). Reading needs any access to the survey. Saving is a design change:
 * the edit right and the designing state (editableSurvey, as for questions and the survey's details), so a
 * published survey is paused to change its look, and respondents see the new style after the next publish,
 * which copies it into the release. The whole style is saved at once, checked by surveyStyleSaveSchema here
 * (a named choice refuses a value it does not know); reading falls back to the defaults for such a value.
 */
export const styleRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    STYLE_API.get,
    {
      schema: { querystring: styleQuerySchema, response: reply(styleResponseSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { survey } = await readableSurvey(db, currentUser(request), request.query.surveyId);
      return okEnvelope(request, await storedStyle(db, survey.id));
    },
  );

  app.post(
    STYLE_API.save,
    {
      schema: { body: saveStyleRequestSchema, response: reply(styleResponseSchema) },
      preHandler: [app.requireUser, requireAbility('edit')],
    },
    async (request) => {
      const { surveyId } = request.body;
      const parsed = surveyStyleSaveSchema.safeParse(request.body.style);
      const saved = await db.transaction(async (tx) => {
        // The survey is checked first: a stranger learns nothing about the style's rules from a 400.
        await editableSurvey(tx, currentUser(request), surveyId);
        if (!parsed.success) throw styleRefusal(request.body.style, parsed.error, requestLanguage(request));
        const style = parsed.data as Record<string, unknown>;
        await tx
          .insert(surveyStyles)
          .values({ surveyId, style })
          .onConflictDoUpdate({ target: surveyStyles.surveyId, set: { style } });
        await touchSurvey(tx, surveyId);
        return { surveyId, style: parsed.data, saved: true } satisfies StyleResponse;
      });
      return okEnvelope(request, saved);
    },
  );
};

async function storedStyle(db: Queryable, surveyId: string): Promise<StyleResponse> {
  const [row] = await db.select().from(surveyStyles).where(eq(surveyStyles.surveyId, surveyId));
  return { surveyId, style: surveyStyleSchema.parse(row?.style ?? {}), saved: row !== undefined };
}

/** The first problem, its field named with the style screen's labels: 400 with the field's path and reason. */
function styleRefusal(
  sent: unknown,
  error: z.ZodError,
  language: ReturnType<typeof requestLanguage>,
): AppError {
  const issue = error.issues[0];
  const path = issue?.path ?? [];
  const reason: MessageKey =
    issue && isMessageKey(issue.message)
      ? issue.message
      : typeof sent !== 'object' || sent === null
        ? 'style.invalid.object'
        : 'server.validation.invalid';
  const field = path.map(String).join('.');
  const label =
    styleFieldLabelKeys(path)
      .map((key, at) => (isMessageKey(key) ? translate(language, key) : String(path[at] ?? key)))
      .join(' · ') || translate(language, 'style.invalid.object');
  return new AppError(
    ResponseCode.badRequest,
    'style.invalid',
    { field: label, reason: translate(language, reason) },
    { field: `style${field ? `.${field}` : ''}`, reason },
  );
}
