import type { Option } from '../../../core/model';
import {
  childrenByParent,
  optionText,
  parentKey,
  TOP_LEVEL,
  treeOrder,
  withDescendants,
} from '../../../core/optionTree';

/**
 * The designer's edits of a cascade's option tree, as pure functions of the option list: each returns the
 * list in tree order (parents before their subtrees, siblings in their order), which is the order saved.
 */

/** The smallest "Option n" not yet a name among the siblings under `parentId`. */
export function freshName(
  options: readonly Option[],
  parentId: string | undefined,
  nameOf: (n: number) => string,
): string {
  const taken = new Set(
    (childrenByParent(options).get(parentId ?? TOP_LEVEL) ?? []).map((option) => optionText(option)),
  );
  let n = 1;
  while (taken.has(nameOf(n))) n++;
  return nameOf(n);
}

/** A new option at the end of its siblings. */
export function addUnder(options: readonly Option[], option: Option): Option[] {
  return treeOrder([...options, option]);
}

export function rename(options: readonly Option[], id: string, optionName: string): Option[] {
  return options.map((option) => (option.id === id ? { ...option, optionName } : option));
}

/** The option and everything under it go. */
export function removeWithChildren(options: readonly Option[], id: string): Option[] {
  const gone = withDescendants(options, id);
  return options.filter((option) => !gone.has(option.id));
}

/** How many options sit under this one, at any depth. */
export function descendantCount(options: readonly Option[], id: string): number {
  return withDescendants(options, id).size - 1;
}

/** How many options sit under each option, at any depth, all at once (the editor asks for every row). */
export function descendantCounts(options: readonly Option[]): Map<string, number> {
  const children = childrenByParent(options);
  const counts = new Map<string, number>();
  // Tree order reversed: every option's children are counted before it.
  for (const option of treeOrder(options).reverse()) {
    const below = children.get(option.id) ?? [];
    counts.set(
      option.id,
      below.reduce((sum, child) => sum + 1 + (counts.get(child.id) ?? 0), 0),
    );
  }
  return counts;
}

/** The option moved one place up (-1) or down (+1) among its siblings; unchanged at either end. */
export function moveAmongSiblings(options: readonly Option[], id: string, step: -1 | 1): Option[] {
  const option = options.find((candidate) => candidate.id === id);
  if (!option) return [...options];
  const siblings = childrenByParent(options).get(parentKey(option)) ?? [];
  const at = siblings.findIndex((candidate) => candidate.id === id);
  const other = siblings[at + step];
  if (!other) return [...options];
  const list = [...options];
  const from = list.indexOf(option);
  const to = list.indexOf(other);
  list[from] = other;
  list[to] = option;
  return treeOrder(list);
}
