import type { Option } from './model';
import { htmlToText } from './results/labels';

/**
 * Options that name a parent (`parentId`, absent at the top: a cascade's) form one tree, siblings in the
 * list's order. The cascade's rules, its designer and runner views and the server's select list all read the
 * tree through these functions, so they agree on what is a child, a level and a name.
 */
export type TreeOption = Pick<Option, 'id' | 'optionName'> & { parentId?: string | null | undefined };

/** The key of the top level in `childrenByParent`. */
export const TOP_LEVEL = '';

export function parentKey(option: Pick<TreeOption, 'parentId'>): string {
  return option.parentId ?? TOP_LEVEL;
}

/** Options under each parent id ('' for the top level), in the list's order. */
export function childrenByParent<T extends TreeOption>(options: readonly T[]): Map<string, T[]> {
  const children = new Map<string, T[]>();
  for (const option of options) {
    const key = parentKey(option);
    const siblings = children.get(key);
    if (siblings) siblings.push(option);
    else children.set(key, [option]);
  }
  return children;
}

/** An option's name as a respondent reads it (names are stored as sanitised rich text). */
export function optionText(option: Pick<TreeOption, 'optionName'>): string {
  return htmlToText(option.optionName);
}

/**
 * Each option's level (1 at the top), or undefined for an option whose chain upwards meets an unknown
 * parent or comes back to itself.
 */
export function levelsOf(options: readonly TreeOption[]): Map<string, number | undefined> {
  const byId = new Map(options.map((option) => [option.id, option]));
  const levels = new Map<string, number | undefined>();
  const levelOf = (start: TreeOption): number | undefined => {
    if (levels.has(start.id)) return levels.get(start.id);
    const chain: TreeOption[] = [];
    const seen = new Set<string>();
    let current: TreeOption | undefined = start;
    let base: number | undefined = 0;
    while (current) {
      if (levels.has(current.id)) {
        base = levels.get(current.id);
        break;
      }
      if (seen.has(current.id)) {
        base = undefined;
        break;
      }
      seen.add(current.id);
      chain.push(current);
      if (current.parentId == null) break;
      current = byId.get(current.parentId);
      if (!current) base = undefined;
    }
    for (const [index, option] of chain.reverse().entries())
      levels.set(option.id, base === undefined ? undefined : base + index + 1);
    return levels.get(start.id);
  };
  for (const option of options) levelOf(option);
  return levels;
}

/** The option and every option under it, at any depth (what deleting it removes). */
export function withDescendants(options: readonly TreeOption[], id: string): Set<string> {
  const children = childrenByParent(options);
  const found = new Set<string>();
  const visit = (at: string) => {
    if (found.has(at)) return;
    found.add(at);
    for (const child of children.get(at) ?? []) visit(child.id);
  };
  visit(id);
  return found;
}

/**
 * The list in tree order (each parent followed by its subtree), siblings in their order: the order the
 * designer shows and saves, so that a saved list reads parent before child.
 */
export function treeOrder<T extends TreeOption>(options: readonly T[]): T[] {
  const children = childrenByParent(options);
  const ordered: T[] = [];
  const placed = new Set<string>();
  const visit = (key: string) => {
    for (const child of children.get(key) ?? []) {
      if (placed.has(child.id)) continue;
      placed.add(child.id);
      ordered.push(child);
      visit(child.id);
    }
  };
  visit(TOP_LEVEL);
  // Options outside the tree (unknown parent, cycle) stay, at the end, so the rules can name them.
  for (const option of options) if (!placed.has(option.id)) ordered.push(option);
  return ordered;
}
