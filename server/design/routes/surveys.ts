import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  copySurveyQuerySchema,
  DESIGN_API,
  deleteSurveysQuerySchema,
  deleteSurveysResponseSchema,
  idQuerySchema,
  surveyInfoWireSchema,
  surveyListQuerySchema,
  surveyListResponseSchema,
  surveyPickListResponseSchema,
  updateSurveyRequestSchema,
} from '../../../src/core/api/design';
import { ResponseCode } from '../../../src/core/envelope';
import { surveyStateSchema } from '../../../src/core/model';
import { splitCommaList } from '../../../src/core/model/commaList';
import { translate } from '../../../src/i18n';
import { inSequence } from '../../db/in-sequence';
import { questionGroups, surveyGrants, surveys } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { currentUser, requireAbility } from '../../http/auth';
import { okEnvelope, requestLanguage } from '../../http/envelope';
import { editableSurvey, findSurveyAccess, readableSurvey, surveyNotFound } from '../access';
import { copyStyle, copyTranslations } from '../copy-extras';
import { renumberSurvey } from '../renumber';
import { surveyWire } from '../survey-wire';
import { copyDesign, createSurvey, deleteSurveys, surveyColumns } from '../surveys';
import { type DesignRoutesOptions, reply } from './common';

/** Survey list and CRUD (spec 1 §7 "Session and survey list"). Only own or granted surveys are ever seen. */
export const surveyRoutes: FastifyPluginAsyncZod<DesignRoutesOptions> = async (app, { db }) => {
  /** Surveys the user owns or was granted. */
  const visibleTo = (userId: string): SQL =>
    or(
      eq(surveys.userId, userId),
      inArray(
        surveys.id,
        db.select({ id: surveyGrants.surveyId }).from(surveyGrants).where(eq(surveyGrants.userId, userId)),
      ),
    ) as SQL;

  app.get(
    DESIGN_API.surveyList,
    {
      schema: { querystring: surveyListQuerySchema, response: reply(surveyListResponseSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      const { pageNo, pageSize, surveyName, surveyState } = request.query;
      const filters = [visibleTo(user.id)];
      // LIKE wildcards typed by the user are matched literally.
      if (surveyName) filters.push(ilike(surveys.surveyName, `%${surveyName.replace(/[\\%_]/g, '\\$&')}%`));
      if (surveyState) filters.push(eq(surveys.surveyState, surveyState));
      const where = and(...filters);
      const [rows, [total]] = await inSequence([
        db
          .select()
          .from(surveys)
          .where(where)
          .orderBy(desc(surveys.updatedAt), desc(surveys.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ value: count() }).from(surveys).where(where),
      ]);
      const list = [];
      for (const row of rows) {
        const found = await findSurveyAccess(db, user, row.id);
        if (found) list.push(surveyWire(row, found.access));
      }
      return okEnvelope(request, { list, total: Number(total?.value ?? 0), pageSize, pageNum: pageNo });
    },
  );

  app.get(
    DESIGN_API.surveyPickList,
    { schema: { response: reply(surveyPickListResponseSchema) }, preHandler: app.requireUser },
    async (request) => {
      const user = currentUser(request);
      const rows = await db
        .select({
          surveyId: surveys.id,
          surveyName: surveys.surveyName,
          surveyState: surveys.surveyState,
          surveyQuNum: surveys.surveyQuNum,
        })
        .from(surveys)
        .where(visibleTo(user.id))
        .orderBy(desc(surveys.updatedAt), desc(surveys.id));
      return okEnvelope(
        request,
        rows.map((row) => ({ ...row, surveyState: surveyStateSchema.parse(row.surveyState) })),
      );
    },
  );

  app.get(
    DESIGN_API.getSurvey,
    {
      schema: { querystring: idQuerySchema, response: reply(surveyInfoWireSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { survey, access } = await readableSurvey(db, currentUser(request), request.query.id);
      return okEnvelope(request, surveyWire(survey, access));
    },
  );

  app.post(
    DESIGN_API.updateSurvey,
    {
      schema: { body: updateSurveyRequestSchema, response: reply(surveyInfoWireSchema) },
      preHandler: [app.requireUser, requireAbility('edit')],
    },
    async (request) => {
      const user = currentUser(request);
      const { surveyId, ...fields } = request.body;
      if (!surveyId) {
        const created = await db.transaction((tx) =>
          createSurvey(tx, user.id, fields, requestLanguage(request)),
        );
        const found = await readableSurvey(db, user, created.id);
        return okEnvelope(request, surveyWire(found.survey, found.access));
      }
      await db.transaction(async (tx) => {
        await editableSurvey(tx, user, surveyId);
        await tx
          .update(surveys)
          .set({ ...surveyColumns(fields), updatedAt: new Date() })
          .where(eq(surveys.id, surveyId));
      });
      const found = await readableSurvey(db, user, surveyId);
      return okEnvelope(request, surveyWire(found.survey, found.access));
    },
  );

  app.get(
    DESIGN_API.deleteSurvey,
    {
      schema: { querystring: deleteSurveysQuerySchema, response: reply(deleteSurveysResponseSchema) },
      preHandler: [app.requireUser, requireAbility('edit')],
    },
    async (request) => {
      const user = currentUser(request);
      const ids = [...new Set(request.query.id)];
      await db.transaction(async (tx) => {
        // All or none: one survey the caller may not delete refuses the whole call.
        for (const id of ids) {
          const found = await findSurveyAccess(tx, user, id);
          if (!found) throw surveyNotFound();
          if (!found.access.owner)
            throw new AppError(ResponseCode.forbidden, 'design.survey.onlyOwnerDeletes');
        }
        await deleteSurveys(tx, ids);
      });
      return okEnvelope(request, { deleted: ids });
    },
  );

  app.get(
    DESIGN_API.copySurvey,
    {
      schema: { querystring: copySurveyQuerySchema, response: reply(surveyInfoWireSchema) },
      preHandler: [app.requireUser, requireAbility('edit')],
    },
    async (request) => {
      const user = currentUser(request);
      const { fromSurveyId, toSurveyId } = request.query;
      const targetId = await db.transaction(async (tx) => {
        const source = await readableSurvey(tx, user, fromSurveyId);
        let target: string;
        if (toSurveyId) {
          target = (await editableSurvey(tx, user, toSurveyId)).survey.id;
        } else {
          const { survey } = source;
          const lang = requestLanguage(request);
          const copy = await createSurvey(
            tx,
            user.id,
            {
              surveyName: translate(lang, 'design.survey.copySuffix', { name: survey.surveyName }).slice(
                0,
                200,
              ),
              surveyNote: survey.surveyNote,
              // The copy offers the source's languages: its translations come with it.
              surveyLanguage: splitCommaList(survey.surveyLanguage),
            },
            lang,
          );
          // The copy starts from the source's groups only: the default group of a new survey goes.
          await tx.delete(questionGroups).where(eq(questionGroups.surveyId, copy.id));
          target = copy.id;
        }
        const copyOf = await copyDesign(tx, source.survey.id, target);
        // A new copy looks like its source; copied into an existing survey, that survey keeps its own style.
        if (!toSurveyId) await copyStyle(tx, source.survey.id, target);
        await copyTranslations(tx, source.survey.id, target, copyOf, { surveyTexts: !toSurveyId });
        await renumberSurvey(tx, target);
        return target;
      });
      const found = await readableSurvey(db, user, targetId);
      return okEnvelope(request, surveyWire(found.survey, found.access));
    },
  );
};
