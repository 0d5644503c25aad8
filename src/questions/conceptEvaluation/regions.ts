import type { Rect } from './family';

/*
 * The rules of concept evaluation's regions, pure and shared by the designer (drawing), the runner (choosing)
 * and the core's checks: what a tap does to the chosen regions, and how a drawn gesture becomes a rectangle.
 */

type Region = { id: string; type: string };

/** What a tap on a region leaves chosen, and whether the tap was refused (the maximum is reached). */
export type Toggle = { chosen: string[]; refused?: 'max' };

/**
 * A tap on a region (spec 2 §4): a chosen region is unchosen; an unchosen one is chosen. The none-of-the-above
 * region stands alone: choosing it clears the others, choosing another clears it. With a maximum (0 for
 * none), a tap that would choose one more than it allows is refused and nothing changes. An id that is no
 * region of the question changes nothing.
 */
export function toggleRegion(
  regions: readonly Region[],
  chosen: readonly string[],
  regionId: string,
  max = 0,
): Toggle {
  const region = regions.find((candidate) => candidate.id === regionId);
  if (!region) return { chosen: [...chosen] };
  if (chosen.includes(regionId)) return { chosen: chosen.filter((id) => id !== regionId) };
  if (region.type === 'none') return { chosen: [regionId] };
  const noneIds = new Set(regions.filter((candidate) => candidate.type === 'none').map((r) => r.id));
  const next = [...chosen.filter((id) => !noneIds.has(id)), regionId];
  if (max > 0 && next.length > max) return { chosen: [...chosen], refused: 'max' };
  return { chosen: next };
}

/** The smallest side a drawn region may have, as a fraction of the image: a slip of the mouse draws nothing. */
export const MIN_REGION_SIDE = 0.02;

/** The size of the region a double-click without a drag draws, centred where it was clicked. */
export const DEFAULT_REGION_SIZE = { w: 0.2, h: 0.15 } as const;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** A point on the image as fractions of its width and height. */
export type Point = { x: number; y: number };

/**
 * The rectangle between two corners of a drag, in whichever direction it went, kept inside the image; undefined
 * when it is thinner than MIN_REGION_SIDE either way.
 */
export function rectFromCorners(start: Point, end: Point): Rect | undefined {
  const left = clamp01(Math.min(start.x, end.x));
  const top = clamp01(Math.min(start.y, end.y));
  const w = clamp01(Math.max(start.x, end.x)) - left;
  const h = clamp01(Math.max(start.y, end.y)) - top;
  if (w < MIN_REGION_SIDE || h < MIN_REGION_SIDE) return undefined;
  return { x: round4(left), y: round4(top), w: round4(w), h: round4(h) };
}

/** The default-size rectangle centred on a point, moved inside the image where it would cross an edge. */
export function rectAround(point: Point, size: { w: number; h: number } = DEFAULT_REGION_SIZE): Rect {
  const x = Math.min(Math.max(point.x - size.w / 2, 0), 1 - size.w);
  const y = Math.min(Math.max(point.y - size.h / 2, 0), 1 - size.h);
  return { x: round4(x), y: round4(y), w: size.w, h: size.h };
}

/** A rectangle that lies inside the image and has an area (what the core accepts as a region). */
export function isInsideImage(rect: Rect): boolean {
  const { x, y, w, h } = rect;
  const finite = [x, y, w, h].every(Number.isFinite);
  const epsilon = 1e-9;
  return finite && x >= 0 && y >= 0 && w > 0 && h > 0 && x + w <= 1 + epsilon && y + h <= 1 + epsilon;
}

/** Where a pointer went down, on the image's fraction scale, and when (the event's own timeStamp, ms). */
export type Press = { at: Point; time: number };

/** Two presses this close in time (ms) and place (fraction of the image's width) make a double-click. */
export const DOUBLE_PRESS = { ms: 500, distance: 0.03 } as const;

/**
 * The drawing gesture (spec 1 §4 "double-click draws a region"): the second press of a double-click starts a
 * region at that point; dragging before letting go sets its opposite corner, letting go without a drag draws
 * the default size around the point. True when `now` is that second press.
 */
export function isSecondPress(previous: Press | undefined, now: Press): boolean {
  if (!previous) return false;
  const elapsed = now.time - previous.time;
  const distance = Math.hypot(now.at.x - previous.at.x, now.at.y - previous.at.y);
  return elapsed >= 0 && elapsed <= DOUBLE_PRESS.ms && distance <= DOUBLE_PRESS.distance;
}

/** The region a finished gesture draws: the dragged rectangle, or the default one when there was no drag. */
export function drawnRect(start: Point, end: Point): Rect {
  return rectFromCorners(start, end) ?? rectAround(start);
}
