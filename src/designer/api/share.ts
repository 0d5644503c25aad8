import {
  type ReleaseEntry,
  releaseListResponseSchema,
  SHARE_API,
  type ShortUrlResponse,
  shortUrlResponseSchema,
} from '../../core/api/share';
import { api } from '../../shell/api';

/** Publish and share calls (src/core/api/share.ts): the survey's short link and its release history. */
export function fetchShortUrl(surveyId: string): Promise<ShortUrlResponse> {
  return api.get(SHARE_API.shortUrl, { surveyId }, { parse: (data) => shortUrlResponseSchema.parse(data) });
}

export async function fetchReleases(surveyId: string): Promise<ReleaseEntry[]> {
  const result = await api.get(
    SHARE_API.releases,
    { surveyId },
    { parse: (data) => releaseListResponseSchema.parse(data) },
  );
  return result.releases;
}
