/**
 * Keeps, per question, the last value given for a prop while a new one is equal to it, so that the page's
 * memoised question blocks (QuestionBlock) see the same object and skip their render: each answer change
 * renders the page again, and would otherwise draw every question of it anew for the one that changed.
 */
export class StableProps {
  private readonly kept = new Map<string, unknown>();

  /** A list (option or row order): the same array while its items are the same. */
  list<T>(key: string, next: readonly T[]): readonly T[] {
    return this.keep(key, next, sameItems);
  }

  /** A plain value (an answer logic assigned, which arrives as a new copy with every view). */
  value<T>(key: string, next: T): T {
    return this.keep(key, next, (before, after) => JSON.stringify(before) === JSON.stringify(after));
  }

  private keep<T>(key: string, next: T, same: (before: T, after: T) => boolean): T {
    const before = this.kept.get(key) as T | undefined;
    if (before !== undefined && next !== undefined && (before === next || same(before, next))) return before;
    this.kept.set(key, next);
    return next;
  }
}

function sameItems<T>(before: readonly T[], after: readonly T[]): boolean {
  return before.length === after.length && before.every((item, index) => item === after[index]);
}
