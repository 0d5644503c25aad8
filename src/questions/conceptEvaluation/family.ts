import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    conceptEvaluation: { order: 230, answer: true, design: true, results: true },
  },
} satisfies FamilySlice;

// What the concept-evaluation core, its runner view and its designer read alike: here, free of zod and
// messages, so that the runner's view imports it without pulling in the model's schemas (docs/architecture.md).

/** Hot-spot template defaults (spec 1 §9): between 1 and 5 regions. */
export const CE_MIN_REGIONS = 1;
export const CE_MAX_REGIONS = 5;

/** The width the designer draws on and the hot-spot preview shows the image at (spec 2 §4), in CSS pixels. */
export const CE_PREVIEW_WIDTH = 300;

/** The code of the none-of-the-above region a new question (or a changed base image) starts with. */
export const CE_NONE_CODE = '0';

/**
 * A region of the base image as fractions of its width and height (0 to 1), so it lands on the same part of
 * the picture at any displayed size: x, y its top-left corner, w, h its size.
 */
export type Rect = { x: number; y: number; w: number; h: number };

type RegionOption = {
  type: string;
  x?: number | null;
  y?: number | null;
  w?: number | null;
  h?: number | null;
};

/** The option's rectangle when it is a drawn region (a none-of-the-above option has none). */
export function regionRect(option: RegionOption): Rect | undefined {
  const { x, y, w, h } = option;
  if (option.type === 'none' || x == null || y == null || w == null || h == null) return undefined;
  return { x, y, w, h };
}

/** The base image the regions are drawn on: answerImgUrl and answerImgName (spec 1 §3). */
export function baseImage(question: {
  answerImgUrl?: string | null;
  answerImgName?: string | null;
}): { url: string; name: string } | undefined {
  return question.answerImgUrl
    ? { url: question.answerImgUrl, name: question.answerImgName ?? '' }
    : undefined;
}
