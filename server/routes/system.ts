import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announcementSchema, USER_API } from '../../src/core/api/user';
import { envelopeSchema } from '../../src/core/envelope';
import { translate } from '../../src/i18n';
import { okEnvelope, requestLanguage } from '../http/envelope';

/** The operator's notice (spec 1 §1, made configurable); off unless a text is set. */
export type AnnouncementSettings = { title?: string; text?: string };

export const systemRoutes: FastifyPluginAsyncZod<{ announcement: AnnouncementSettings }> = async (
  app,
  { announcement },
) => {
  const text = announcement.text?.trim() ?? '';
  const title = announcement.title?.trim() ?? '';
  app.get(
    USER_API.announcement,
    { schema: { response: { 200: envelopeSchema(announcementSchema) } } },
    async (request) =>
      okEnvelope(request, {
        enabled: text !== '',
        title: title || translate(requestLanguage(request), 'server.announcement.title'),
        text,
      }),
  );
};
