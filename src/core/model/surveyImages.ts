import { coverLookOf } from '../style/look';
import type { Release } from './release';

/**
 * Every image a release can show a respondent, as the addresses it names them by, each once: so that the
 * runner can have them kept for offline use (src/runner/offlineImages/keep.ts) — a survey opened once online
 * then shows its pictures with no connection too. Pure (no DOM, no zod): it runs on the page, after the first
 * screen.
 *
 * Taken: the style's page background, question-area header and logo, the cover's image and logo when the cover
 * is shown (coverLookOf decides, as it does for the cover itself), the end pages' images, each question's,
 * option's and row's image, a concept evaluation's base image, the image-markup options' pictures (their
 * optionTitle), and every `<img src>` inside the texts. Rich text sits in many fields (titles, notes, options, rows, the welcome and end texts, and
 * their translations under `languages`), so every string of the release is searched rather than a list of
 * fields that would miss the next one.
 *
 * Only addresses that name a file on a server are returned: root-relative paths (our /api/files/…) and
 * http(s) ones; which of them are kept is the service worker's choice (sw/surveyImages.ts keeps our own
 * files). Inline `data:` images need nothing kept.
 */
export function surveyImageUrls(release: Release): string[] {
  const found = new Set<string>();
  const add = (address: string | null | undefined) => {
    const kept = keepableAddress(address);
    if (kept) found.add(kept);
  };

  const { style, survey } = release;
  add(style.fengge.imgUrl);
  add(style.question.headerImgUrl);
  add(style.logo);
  const cover = coverLookOf(style);
  add(cover?.imageUrl);
  add(cover?.logoUrl);
  add(survey.endYesImg);
  add(survey.endNoImg);

  for (const group of release.groups) {
    for (const question of group.questionList) {
      add(question.imgUrl);
      // Concept evaluation's base image, the regions are drawn on (answerImgUrl).
      add(question.answerImgUrl);
      for (const option of question.optionList) {
        add(option.imgUrl);
        // Image markup keeps each picture's path in optionTitle (src/questions/markupImage/core.ts).
        if (question.elementType === 'MarkupImageBox') add(option.optionTitle);
      }
      for (const row of question.descList) add(row.imgUrl);
    }
  }

  for (const text of stringsIn(release)) for (const source of imageSourcesIn(text)) add(source);
  return [...found];
}

/** An address worth keeping, trimmed; undefined for none, `data:`/`blob:` and other schemes, bare names. */
export function keepableAddress(address: string | null | undefined): string | undefined {
  const trimmed = address?.trim();
  if (!trimmed) return undefined;
  return /^(?:https?:)?\/\//i.test(trimmed) || /^\/(?!\/)/.test(trimmed) ? trimmed : undefined;
}

const IMG_TAG = /<img\b[^>]*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** The `src` of every `<img>` in an HTML text, entities of the sanitiser's output decoded (src/core/richText.ts). */
export function imageSourcesIn(html: string): string[] {
  if (!html.includes('<')) return [];
  const sources: string[] = [];
  for (const [tag] of html.matchAll(IMG_TAG)) {
    const match = tag.match(SRC_ATTRIBUTE);
    const raw = match?.[1] ?? match?.[2] ?? match?.[3];
    if (raw !== undefined) sources.push(decodeAttribute(raw));
  }
  return sources;
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every string inside a value (objects and arrays walked), in document order. */
function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) yield* stringsIn(item);
}
