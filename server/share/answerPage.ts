import { WECHAT_API } from '../../src/core/api/share';
import type { Database } from '../db/database';
import type { IndexPage } from '../http/client';
import { surveyPageMeta, withPageMeta } from './pageMeta';

/** Survey ids are UUIDs (64 characters at most, as idSchema): anything else names no survey. */
const SURVEY_ID = /^[0-9A-Za-z-]{1,64}$/;

/**
 * The page at `/` for an answer link (`/?surveyId=…#/answer?…`, src/core/share/links.ts): the survey's
 * title, description and image for link previews (crawlers run no script and never send the hash), and
 * framing allowed from any site, so the publish page's embed snippet works. Without a survey id the page is
 * index.html as built, framed by this origin only. With WeChat configured, WeChat's browser also gets the
 * script that sets its share card.
 *
 * Framing the app's other screens through an answer link (`/?surveyId=x#/issurveylist`) is refused by the
 * shell itself (src/shell/framing.ts): only the runner renders inside another site's frame.
 */
export function answerPage(db: Database, { wechat = false }: { wechat?: boolean } = {}): IndexPage {
  return async (request, reply, html) => {
    const query = request.query as Record<string, unknown>;
    const surveyId = typeof query.surveyId === 'string' ? query.surveyId : undefined;
    if (!surveyId || !SURVEY_ID.test(surveyId)) return html;
    allowFramingEverywhere(reply);
    const origin = `${request.protocol}://${request.host}`;
    const meta = await surveyPageMeta(db, surveyId, origin);
    if (!meta) return html;
    // WeChat's share card (server/share/wechat.ts): only when configured, and only for WeChat's browser.
    const inWechat = wechat && /MicroMessenger/i.test(String(request.headers['user-agent'] ?? ''));
    return withPageMeta(
      html,
      meta,
      inWechat ? [`<script src="${WECHAT_API.shareScript}" defer></script>`] : [],
    );
  };
}

function allowFramingEverywhere(reply: Parameters<IndexPage>[1]): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  }
  reply.removeHeader('x-frame-options');
}
