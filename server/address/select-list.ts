import { createHash } from 'node:crypto';
import type { SelectListItem } from '../../src/core/api/address';
import type { Option } from '../../src/core/model';
import { levelsOf, optionText, treeOrder } from '../../src/core/optionTree';
import { chinaDivisions } from './divisions';

/** A list as it is served: its items and an entity tag naming exactly them. */
export type ServedList<T = SelectListItem> = { items: readonly T[]; etag: string };

export function servedList<T>(items: readonly T[]): ServedList<T> {
  const hash = createHash('sha256').update(JSON.stringify(items)).digest('base64url').slice(0, 27);
  return { items, etag: hash };
}

const addressLists = new Map<number, ServedList>();

/**
 * China's divisions down to `levels` (1 provinces, 2 and prefectures, 3 and counties), parents before their
 * children. Built once per level: the three-level list has 3,759 items and every respondent of a city
 * question asks for it.
 */
export function addressSelectList(levels: number): ServedList {
  let list = addressLists.get(levels);
  if (!list) {
    list = servedList(
      chinaDivisions()
        .all.filter((division) => division.level <= levels)
        .map((division) => ({ id: division.code, parentId: division.parentCode, optionName: division.name })),
    );
    addressLists.set(levels, list);
  }
  return list;
}

/**
 * A designer-defined cascade (JilianBox): its own option tree, as plain text, each option after its parent
 * (siblings in their order), down to `levels`. The tree is read as the core reads it (src/core/optionTree.ts),
 * so an option the design rules would refuse (parent unknown, a cycle) is left out.
 */
export function cascadeSelectList(options: readonly Option[], levels: number): SelectListItem[] {
  const levelOf = levelsOf(options);
  return treeOrder([...options].sort((left, right) => left.orderById - right.orderById))
    .filter((option) => {
      const level = levelOf.get(option.id);
      return level !== undefined && level <= levels;
    })
    .map((option) => ({ id: option.id, parentId: option.parentId ?? null, optionName: optionText(option) }));
}

const MAX_CACHED_LISTS = 256;
const releaseLists = new Map<string, ServedList>();

/**
 * A list of a question in a release, kept by (survey, version, question, levels): releases never change, so
 * a list built once is right for as long as the process lives. Least recently used lists go first.
 */
export function cachedReleaseList(key: string, build: () => ServedList): ServedList {
  const hit = releaseLists.get(key);
  if (hit) {
    releaseLists.delete(key);
    releaseLists.set(key, hit);
    return hit;
  }
  const list = build();
  releaseLists.set(key, list);
  if (releaseLists.size > MAX_CACHED_LISTS) releaseLists.delete(releaseLists.keys().next().value as string);
  return list;
}
