import { eq } from 'drizzle-orm';
import { FILES_PREFIX } from '../../src/core/api/design';
import type { SurveyStyle } from '../../src/core/model';
import { SurveyState } from '../../src/core/model';
import { answerPath } from '../../src/core/share/links';
import { plainText } from '../../src/core/text';
import { type Language, translate } from '../../src/i18n';
import { surveys } from '../db/schema';
import type { Queryable } from '../design/access';
import { currentRelease } from '../publish/release';

/** What a link preview (WeChat, chat apps, social sites) shows for a survey's answer link. */
export type PageMeta = {
  title: string;
  description: string;
  /** Absolute addresses: crawlers resolve nothing. */
  image: string;
  url: string;
};

/** Link previews cut long texts anyway; WeChat shows about two lines. */
const MAX_DESCRIPTION = 120;
/** The app's own icon when the survey has no image of its own. */
const DEFAULT_IMAGE = '/icons/icon-512.png';

/**
 * The preview of a published survey, from its current release (what respondents see, not the draft): its
 * name, its welcome text as plain text (or an invitation in its language), its cover, logo or theme image.
 * Undefined for an unknown or unpublished survey: the page keeps the app's own title.
 */
export async function surveyPageMeta(
  db: Queryable,
  surveyId: string,
  origin: string,
): Promise<PageMeta | undefined> {
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, surveyId)).limit(1);
  if (!survey || survey.surveyState !== SurveyState.published) return undefined;
  const release = await currentRelease(db, survey);
  if (!release) return undefined;
  const { survey: info, style } = release.snapshot;
  const language: Language =
    String(info.surveyLanguage).split(',').includes('en') &&
    !String(info.surveyLanguage).split(',').includes('zh')
      ? 'en'
      : 'zh';
  const welcome = shorten(decodeEntities(plainText(info.surveyNote)).replace(/\s+/g, ' '));
  return {
    title: info.surveyName,
    description: welcome || translate(language, 'share.preview.invitation'),
    image: absolute(origin, imageOf(style) ?? DEFAULT_IMAGE),
    url: `${origin}${answerPath(survey.id).split('#')[0]}`,
  };
}

function imageOf(style: SurveyStyle): string | undefined {
  const candidates = [style.cover.imgUrl, style.cover.logoUrl, style.logo, style.fengge.imgUrl];
  return candidates.find((url): url is string => typeof url === 'string' && url.trim() !== '');
}

/** An uploaded file's stored path, a root-relative path or an address, made absolute. */
function absolute(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/')) return `${origin}${url}`;
  return `${origin}${FILES_PREFIX}${url}`;
}

function shorten(text: string): string {
  const chars = [...text.trim()];
  return chars.length <= MAX_DESCRIPTION
    ? chars.join('')
    : `${chars.slice(0, MAX_DESCRIPTION - 1).join('')}…`;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * index.html with the survey's title, description and Open Graph tags. Only the head's title and meta
 * elements change, never a script's text (a script mentioning "<title>" included): the inline boot script
 * stays byte for byte the same, so its CSP hash (computed at start from the file, server/http/inlineScripts.ts)
 * still admits it.
 */
export function withPageMeta(html: string, meta: PageMeta, extraHead: readonly string[] = []): string {
  const title = escapeAttribute(meta.title);
  const description = escapeAttribute(meta.description);
  const tags = [
    ['og:type', 'website'],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:image', meta.image],
    ['og:url', meta.url],
  ]
    .map(
      ([property, content]) => `<meta property="${property}" content="${escapeAttribute(content ?? '')}" />`,
    )
    .concat(extraHead)
    .join('\n    ');
  return outsideScripts(html, (markup) =>
    markup
      .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"\s*\/?>/i,
        () => `<meta name="description" content="${description}" />`,
      )
      .replace(/<\/head>/i, () => `  ${tags}\n  </head>`),
  );
}

const SCRIPT_ELEMENT = /<script\b[\s\S]*?<\/script>/gi;

/** Applies `change` to the markup between script elements; the scripts are passed through untouched. */
function outsideScripts(html: string, change: (markup: string) => string): string {
  const scripts = html.match(SCRIPT_ELEMENT) ?? [];
  const markup = html.split(SCRIPT_ELEMENT);
  // Each replacement in `change` matches once: join the markup with placeholders so it applies once overall.
  // Private-use characters, which no built page holds.
  const placeholder = (index: number) => `\uE000${index}\uE001`;
  const changed = change(
    markup.map((part, index) => (index < scripts.length ? part + placeholder(index) : part)).join(''),
  );
  return changed.replace(/\uE000(\d+)\uE001/g, (_, index: string) => scripts[Number(index)] ?? '');
}
