import { ADDRESS_API, type SelectListItem, selectListResponseSchema } from '../../../core/api/address';
import { api } from '../../../shell/api';

/**
 * What the city's set-content dialog shows of the divisions at a level count: the first places a respondent
 * can end on (paths, top first) and how many places each level has. The list is the server's getSelectList
 * (mediaQuType address, the bare list: the same for every city question), fetched once per level count.
 */
export type AddressPreview = { paths: string[][]; countsByLevel: number[] };

const lists = new Map<number, Promise<readonly SelectListItem[]>>();

export function fetchAddressList(levels: number): Promise<readonly SelectListItem[]> {
  let list = lists.get(levels);
  if (!list) {
    list = api.get(
      ADDRESS_API.selectList,
      { mediaQuType: 'address', paramInt01: levels },
      // The dialog says itself that the list could not be read, and the levels can still be saved.
      { silent: true, trackPending: false, parse: (data) => selectListResponseSchema.parse(data) },
    );
    // A failure is not kept: the next opening asks again.
    list.catch(() => lists.delete(levels));
    lists.set(levels, list);
  }
  return list;
}

/** The first `count` paths in the list's order, each down to a place with nothing under it in the list. */
export function addressPreview(items: readonly SelectListItem[], count: number): AddressPreview {
  const childrenOf = new Map<string, SelectListItem[]>();
  for (const item of items) {
    const key = item.parentId ?? '';
    const siblings = childrenOf.get(key);
    if (siblings) siblings.push(item);
    else childrenOf.set(key, [item]);
  }
  const paths: string[][] = [];
  const countsByLevel: number[] = [];
  const walk = (parentId: string, above: string[]) => {
    const children = childrenOf.get(parentId) ?? [];
    for (const child of children) {
      const level = above.length;
      countsByLevel[level] = (countsByLevel[level] ?? 0) + 1;
      const path = [...above, child.optionName];
      if (childrenOf.has(child.id)) walk(child.id, path);
      else if (paths.length < count) paths.push(path);
    }
  };
  walk('', []);
  return { paths, countsByLevel };
}
