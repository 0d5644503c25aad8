import { DEFAULT_MARK_OPTIONS } from '../../core/model/constants';

/*
 * What the image-markup core, its runner view and its designer read alike: the marks' words, a picture's
 * address, and what a tap on a mark does. Free of zod and messages (constants.ts is plain data), so the
 * runner's view imports it without pulling in the model's schemas.
 */

/** Longest mark a designer may add, in characters (a label under each picture on a phone). */
export const MARK_MAX_LENGTH = 10;

/**
 * The message key naming a mark in the interface language: the four default expression options (spec 1 §3)
 * have words in the tables; a mark the designer typed is shown as typed (undefined here).
 */
export function markLabelKey(mark: string): string | undefined {
  return (DEFAULT_MARK_OPTIONS as readonly string[]).includes(mark) ? `runnerViews.mark.${mark}` : undefined;
}

/** The picture of a markup item: its optionTitle (spec 1 §3), or undefined before the designer uploads one. */
export function markupPicture(option: { optionTitle?: string | null }): string | undefined {
  return option.optionTitle?.trim() || undefined;
}

/** Marks per picture (option id → the one mark chosen), as the answer keeps them (a matrix answer's rows). */
export type MarkRows = Readonly<Record<string, readonly string[]>>;

/**
 * A tap on a mark under a picture: that picture gets that mark, replacing another; the mark it already has
 * is taken off. Other pictures keep theirs. Undefined when no picture is left marked (no answer).
 */
export function withMark(
  rows: MarkRows,
  pictureId: string,
  mark: string,
): Record<string, string[]> | undefined {
  const next: Record<string, string[]> = Object.fromEntries(
    Object.entries(rows).map(([id, marks]) => [id, [...marks]]),
  );
  if (rows[pictureId]?.[0] === mark) delete next[pictureId];
  else next[pictureId] = [mark];
  return Object.keys(next).length > 0 ? next : undefined;
}
