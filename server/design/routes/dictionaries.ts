import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DESIGN_API, dictionaryQuerySchema, dictionaryResponseSchema } from '../../../src/core/api/design';
import { dictionaries } from '../../db/schema';
import { okEnvelope } from '../../http/envelope';
import { type DesignRoutesOptions, reply } from './common';

/** GET getDictByKey?key=: the entries of one profile dictionary, in order (needs a logged-in designer). */
export const dictionaryRoutes: FastifyPluginAsyncZod<DesignRoutesOptions> = async (app, { db }) => {
  app.get(
    DESIGN_API.dictionary,
    {
      schema: { querystring: dictionaryQuerySchema, response: reply(dictionaryResponseSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const rows = await db
        .select({
          dictName: dictionaries.dictName,
          dictCode: dictionaries.dictCode,
          dictNameEn: dictionaries.dictNameEn,
        })
        .from(dictionaries)
        .where(eq(dictionaries.dictKey, request.query.key))
        .orderBy(asc(dictionaries.orderById));
      return okEnvelope(request, rows);
    },
  );
};
