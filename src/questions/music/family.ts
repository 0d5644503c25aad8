import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    music: { order: 220, answer: true, design: true },
  },
} satisfies FamilySlice;

/** The track a music question plays: kept as its first sub-question row, the address in imgUrl. */
export type MusicTrack = { url: string; fileName: string };

type WithDescs = { descList: readonly { imgUrl?: string | null; imgName?: string | null }[] };

/**
 * The question's track, or undefined before the designer uploads one. A row rather than a field of its own:
 * rows' addresses are what the runner already lists for the service worker to keep (src/core/model/
 * surveyImages.ts), so the track plays offline with nothing added there.
 */
export function musicTrack(question: WithDescs): MusicTrack | undefined {
  const row = question.descList[0];
  return row?.imgUrl ? { url: row.imgUrl, fileName: row.imgName ?? '' } : undefined;
}
