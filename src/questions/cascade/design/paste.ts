import type { Option } from '../../../core/model';
import { childrenByParent, optionText, TOP_LEVEL, treeOrder } from '../../../core/optionTree';

/**
 * Many cascade options at once from pasted text, as designers bring them from a spreadsheet or a list:
 *
 * - one path per line, names joined by "/" ("广东/深圳/南山"), or
 * - tab-separated cells (a spreadsheet's rows): "广东<TAB>深圳<TAB>南山"; leading empty cells repeat the
 *   line above ("<TAB><TAB>福田" is 广东/深圳/福田), which is also how a tab-indented outline reads.
 *
 * Blank lines are skipped. A line that cannot be read is refused with its number and why, and then nothing is
 * added: the designer fixes the text, which stays where it was.
 */
export type PasteRefusal = {
  line: number;
  key:
    | 'familyDesign.cascade.paste.tooDeep'
    | 'familyDesign.cascade.paste.indentSkip'
    | 'familyDesign.cascade.paste.emptyName';
};

export type ParsedPaste = { paths: string[][]; refusals: PasteRefusal[] };

export function parsePastedTree(text: string, levels: number): ParsedPaste {
  const paths: string[][] = [];
  const refusals: PasteRefusal[] = [];
  let above: string[] = [];
  for (const [index, raw] of text.replace(/\r\n?/g, '\n').split('\n').entries()) {
    const line = index + 1;
    if (raw.trim() === '') continue;
    let path: string[];
    if (raw.includes('\t')) {
      const cells = raw.replace(/\t+\s*$/, '').split('\t');
      let repeated = 0;
      while (repeated < cells.length && (cells[repeated] as string).trim() === '') repeated++;
      if (repeated > above.length) {
        refusals.push({ line, key: 'familyDesign.cascade.paste.indentSkip' });
        continue;
      }
      path = [...above.slice(0, repeated), ...cells.slice(repeated).map((cell) => cell.trim())];
    } else {
      path = raw.split('/').map((name) => name.trim());
    }
    if (path.some((name) => name === '')) {
      refusals.push({ line, key: 'familyDesign.cascade.paste.emptyName' });
      continue;
    }
    if (path.length > levels) {
      refusals.push({ line, key: 'familyDesign.cascade.paste.tooDeep' });
      continue;
    }
    paths.push(path);
    above = path;
  }
  return { paths, refusals };
}

/**
 * The options with the pasted paths added: each name is looked for among the options already under its
 * parent (by the name a respondent reads) and made only when missing, so pasting a list twice adds nothing.
 * New options go after their siblings; the list comes back in tree order. `added` counts the new ones.
 */
export function addPastedPaths(
  options: readonly Option[],
  paths: readonly (readonly string[])[],
  makeOption: (name: string, parentId: string | undefined) => Option,
): { options: Option[]; added: number } {
  const list = [...options];
  const children = childrenByParent(list);
  let added = 0;
  for (const path of paths) {
    let parent: string | undefined;
    for (const name of path) {
      const key = parent ?? TOP_LEVEL;
      const siblings = children.get(key) ?? [];
      let found = siblings.find((option) => optionText(option) === name);
      if (!found) {
        found = makeOption(name, parent);
        list.push(found);
        children.set(key, [...siblings, found]);
        added++;
      }
      parent = found.id;
    }
  }
  return { options: treeOrder(list), added };
}
