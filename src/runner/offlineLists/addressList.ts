import {
  ADDRESS_API,
  SELECT_LIST_MAX_LEVELS,
  type SelectListItem,
  selectListResponseSchema,
} from '../../core/api/address';
import { envelopeSchema } from '../../core/envelope';
import type { Release } from '../../core/model';

/**
 * China's divisions for the address questions of a release (mediaQuType `address`), kept on the device so that
 * a respondent who opened the survey once online can answer it offline (docs/architecture.md "Addresses and
 * code tables").
 *
 * Decision: kept in Cache Storage, opened by the page itself, under one key per level count. Not in Dexie:
 * the list is reference data, the same for every survey and question (the server cuts the same divisions at
 * 1–3 levels), so it needs no stored format, migration or Dexie version of its own, and the response is kept
 * as the server sent it. Not through the service worker's runtime cache: on a first visit the worker does
 * not control the page yet, so the page's own fetch would pass it by (as src/runner/offlineImages explains).
 * Cache Storage exists wherever a service worker can (secure contexts), which is where offline works at all;
 * without it the list is only fetched and kept in memory.
 */
const CACHE_NAME = 'wenda-address-lists';
const cacheKey = (levels: number) => `/offline/address-list?levels=${levels}`;
const listEnvelopeSchema = envelopeSchema(selectListResponseSchema);

type ListSource = { quId: string; surveyId: string; version: number };

/** Where to ask for a list of each level count: a question of the release open now. */
const sources = new Map<number, ListSource>();
const inMemory = new Map<number, Promise<readonly SelectListItem[]>>();

/** Every level count the release's address questions use, with one question asking for it. */
export function addressListSources(release: Release): Map<number, ListSource> {
  const found = new Map<number, ListSource>();
  for (const group of release.groups) {
    for (const question of group.questionList) {
      if (question.mediaQuType !== 'address') continue;
      // As the view reads them: a city's default of three, cut to what the server serves.
      const levels = Math.min(Math.max(question.answerConfig.paramInt01 ?? 3, 1), SELECT_LIST_MAX_LEVELS);
      if (!found.has(levels))
        found.set(levels, { quId: question.id, surveyId: release.surveyId, version: release.version });
    }
  }
  return found;
}

/**
 * Called when a session opens: remembers where the release's lists come from and, online, fetches those the
 * device lacks, so that the survey answers offline later. A failure only leaves a list to the next visit.
 */
export async function keepAddressLists(release: Release): Promise<void> {
  const found = addressListSources(release);
  for (const [levels, source] of found) sources.set(levels, source);
  for (const levels of found.keys()) {
    await addressList(levels).catch(() => undefined);
  }
}

/** The divisions down to `levels`: from the device when kept, else from the server (and then kept). */
export function addressList(levels: number): Promise<readonly SelectListItem[]> {
  let pending = inMemory.get(levels);
  if (!pending) {
    pending = readOrFetch(levels);
    inMemory.set(levels, pending);
    // A failure is not remembered: the next ask tries again (the connection may be back).
    pending.catch(() => inMemory.delete(levels));
  }
  return pending;
}

async function readOrFetch(levels: number): Promise<readonly SelectListItem[]> {
  const cache = await openCache();
  const kept = await cache?.match(cacheKey(levels));
  if (kept) {
    const items = parse(await kept.json());
    if (items) return items;
  }
  // The release's own question, survey and version when a session named them; else (the designer's preview,
  // whose draft has no release, or a view asking before the session did) the bare list, which is the same
  // divisions and open to anyone.
  const source = sources.get(levels);
  const query = new URLSearchParams({
    ...(source && { quId: source.quId, surveyId: source.surveyId, version: String(source.version) }),
    mediaQuType: 'address',
    paramInt01: String(levels),
  });
  const response = await fetch(`${ADDRESS_API.selectList}?${query}`);
  if (!response.ok) throw new Error(`address list: HTTP ${response.status}`);
  const body: unknown = await response.json();
  const items = parse(body);
  if (!items) throw new Error('address list: not a list');
  await cache?.put(cacheKey(levels), Response.json(body)).catch(() => undefined);
  return items;
}

function parse(body: unknown): readonly SelectListItem[] | undefined {
  const parsed = listEnvelopeSchema.safeParse(body);
  return parsed.success && parsed.data.code === 200 ? parsed.data.data : undefined;
}

async function openCache(): Promise<Cache | undefined> {
  if (typeof caches === 'undefined') return undefined;
  return caches.open(CACHE_NAME).catch(() => undefined);
}
