import { stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { ADDRESS_API, SELECT_LIST_MAX_LEVELS } from '../../src/core/api/address';
import type { ReleaseWire } from '../../src/core/api/design';
import { FILES_PREFIX } from '../../src/core/api/files';
import { INTERVIEWER_API, type ManifestFile } from '../../src/core/api/interviewers';
import type { Release } from '../../src/core/model';
import { surveyImageUrls } from '../../src/core/model/surveyImages';
import { addressSelectList } from '../address/select-list';

/**
 * What a device fetches to take one release out, as the runner keeps it for offline use (docs/architecture.md
 * "Answering offline", "Addresses and code tables"): the release (style, translations, option trees and
 * dictionaries' entries travel inside it), the divisions list of each level count its address questions use,
 * and every image it shows. Sizes are the bytes of what the server sends (the JSON before compression, the
 * stored image); an image of another site has none.
 */
export async function releaseManifest(
  served: ReleaseWire,
  release: Release,
  uploadsDir: string,
): Promise<ManifestFile[]> {
  const query = (params: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  const files: ManifestFile[] = [
    {
      kind: 'release',
      url: `${INTERVIEWER_API.release}?${query({ surveyId: release.surveyId, version: release.version })}`,
      bytes: jsonBytes(served),
    },
  ];
  for (const [levels, quId] of addressLevels(release)) {
    files.push({
      kind: 'addressList',
      url: `${ADDRESS_API.selectList}?${query({ quId, mediaQuType: 'address', paramInt01: levels, surveyId: release.surveyId, version: release.version })}`,
      bytes: jsonBytes(addressSelectList(levels).items),
    });
  }
  for (const url of surveyImageUrls(release)) {
    files.push({ kind: 'image', url, bytes: await uploadedBytes(url, uploadsDir) });
  }
  return files;
}

/** Each level count the release's address questions ask for (as the runner cuts it), with one question asking. */
function addressLevels(release: Release): Map<number, string> {
  const found = new Map<number, string>();
  for (const group of release.groups) {
    for (const question of group.questionList) {
      if (question.mediaQuType !== 'address') continue;
      const levels = Math.min(Math.max(question.answerConfig.paramInt01 ?? 3, 1), SELECT_LIST_MAX_LEVELS);
      if (!found.has(levels)) found.set(levels, question.id);
    }
  }
  return found;
}

const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));

/** The stored size of one of our uploaded files (FILES_PREFIX<survey>/<name>); null for anything else. */
async function uploadedBytes(url: string, uploadsDir: string): Promise<number | null> {
  if (!url.startsWith(FILES_PREFIX)) return null;
  const path = join(uploadsDir, url.slice(FILES_PREFIX.length).split(/[?#]/)[0] ?? '');
  if (!path.startsWith(uploadsDir + sep)) return null;
  const found = await stat(path).catch(() => null);
  return found?.isFile() ? found.size : null;
}
