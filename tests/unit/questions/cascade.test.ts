import { describe, expect, it } from 'vitest';
import type { AnswerValue, Option } from '../../../src/core/model';
import { levelsOf, treeOrder } from '../../../src/core/optionTree';
import { toSaveRequest } from '../../../src/designer/workspace/designOps';
import { addPastedPaths, parsePastedTree } from '../../../src/questions/cascade/design/paste';
import {
  descendantCount,
  descendantCounts,
  freshName,
  moveAmongSiblings,
  removeWithChildren,
} from '../../../src/questions/cascade/design/treeEdits';
import { isUnfinishedIssue, validateAnswer, validateQuestionDesign } from '../../../src/questions/validate';
import { keys, make } from './helpers';

const option = (id: string, optionName: string, parentId?: string): Option =>
  ({ id, optionName, orderById: 0, type: 'normal', visibility: 1, parentId }) as Option;

/** 广东 › 深圳 › 南山, 福田; 广东 › 广州; 浙江 › 杭州 (three levels). */
const TREE: Option[] = [
  option('gd', '广东'),
  option('sz', '深圳', 'gd'),
  option('ns', '南山', 'sz'),
  option('ft', '福田', 'sz'),
  option('gz', '广州', 'gd'),
  option('zj', '浙江'),
  option('hz', '杭州', 'zj'),
];

const cascade = (levels: number, optionList: Option[] = TREE, required = true) =>
  make('cascade', { answerConfig: { paramInt01: levels, requireInd: required ? 1 : 0 }, optionList });
const path = (...ids: string[]): AnswerValue => ({ kind: 'cascade', path: ids });
const designKeys = (question: ReturnType<typeof cascade>) =>
  keys(validateQuestionDesign(question, { surveyQuestions: [question] }));

describe('cascade answers', () => {
  it('follow the tree from the top, one child per level, down to the levels', () => {
    expect(keys(validateAnswer(cascade(3), path('gd', 'sz', 'ns')))).toEqual([]);
    expect(keys(validateAnswer(cascade(2), path('gd', 'sz')))).toEqual([]);
    expect(keys(validateAnswer(cascade(1), path('zj')))).toEqual([]);
  });

  it('stop early only at an option with nothing under it', () => {
    expect(keys(validateAnswer(cascade(3), path('gd', 'gz')))).toEqual([]);
    expect(keys(validateAnswer(cascade(3), path('gd', 'sz')))).toEqual(['core.answer.levelsIncomplete']);
    expect(keys(validateAnswer(cascade(3), path('gd')))).toEqual(['core.answer.levelsIncomplete']);
    // Unfinished, like an empty answer: a save in progress may carry it.
    expect(isUnfinishedIssue({ key: 'core.answer.levelsIncomplete' })).toBe(true);
  });

  it('refuse ids off the tree, skipped levels and more ids than levels', () => {
    expect(keys(validateAnswer(cascade(3), path('sz')))).toEqual(['core.answer.levelUnknown']);
    expect(keys(validateAnswer(cascade(3), path('gd', 'hz')))).toEqual(['core.answer.levelUnknown']);
    expect(keys(validateAnswer(cascade(3), path('gd', 'ns')))).toEqual(['core.answer.levelUnknown']);
    expect(keys(validateAnswer(cascade(3), path('nope')))).toEqual(['core.answer.levelUnknown']);
    expect(keys(validateAnswer(cascade(2), path('gd', 'sz', 'ns')))).toEqual(['core.answer.invalid']);
    expect(isUnfinishedIssue({ key: 'core.answer.levelUnknown' })).toBe(false);
  });

  it('asks for an answer only when required', () => {
    expect(keys(validateAnswer(cascade(3), undefined))).toEqual(['core.tipAnswerNull']);
    expect(keys(validateAnswer(cascade(3, TREE, false), undefined))).toEqual([]);
  });
});

describe('cascade design', () => {
  it('a new cascade has two levels and a two-level tree that passes its own rules', () => {
    const question = make('cascade');
    expect(question.answerConfig.paramInt01).toBe(2);
    expect(question.optionList.filter((o) => !o.parentId)).toHaveLength(2);
    expect(question.optionList.filter((o) => o.parentId)).toHaveLength(4);
    expect(designKeys(question)).toEqual([]);
  });

  it('accepts the tree at its levels and refuses it one level short', () => {
    expect(designKeys(cascade(3))).toEqual([]);
    expect(designKeys(cascade(2))).toEqual(['core.design.cascadeTooDeep', 'core.design.cascadeTooDeep']);
    expect(designKeys(cascade(4))).toEqual(['core.design.levelsRange']);
  });

  it('refuses unknown parents, cycles, empty names, repeated sibling names and no options', () => {
    expect(designKeys(cascade(3, [...TREE, option('x', '某地', 'missing')]))).toEqual([
      'core.design.cascadeParentUnknown',
    ]);
    expect(designKeys(cascade(3, [option('a', 'A', 'b'), option('b', 'B', 'a')]))).toEqual([
      'core.design.cascadeCycle',
      'core.design.cascadeCycle',
    ]);
    expect(designKeys(cascade(3, [option('a', 'A', 'a')]))).toEqual(['core.design.cascadeCycle']);
    expect(designKeys(cascade(3, [...TREE, option('e', ' ', 'gd')]))).toEqual(['core.design.optionNull']);
    expect(designKeys(cascade(3, [...TREE, option('d', '深圳', 'gd')]))).toEqual([
      'core.design.cascadeDuplicateName',
    ]);
    // The same name under different parents is fine (two districts may share a name).
    expect(designKeys(cascade(3, [...TREE, option('d', '南山', 'hz')]))).toEqual([]);
    expect(designKeys(cascade(3, []))).toEqual(['core.design.keepOneOption']);
  });

  it('reads levels and tree order from the parents, whatever the list order', () => {
    const shuffled = [TREE[6], TREE[3], TREE[0], TREE[5], TREE[2], TREE[1], TREE[4]] as Option[];
    expect(treeOrder(shuffled).map((o) => o.id)).toEqual(['gd', 'sz', 'ft', 'ns', 'gz', 'zj', 'hz']);
    expect(Object.fromEntries(levelsOf(TREE))).toEqual({ gd: 1, sz: 2, ns: 3, ft: 3, gz: 2, zj: 1, hz: 2 });
  });
});

describe('cascade tree edits', () => {
  it('delete an option with everything under it, and count what goes', () => {
    expect(descendantCount(TREE, 'gd')).toBe(4);
    expect(Object.fromEntries(descendantCounts(TREE))).toEqual({
      gd: 4,
      sz: 2,
      ns: 0,
      ft: 0,
      gz: 0,
      zj: 1,
      hz: 0,
    });
    expect(removeWithChildren(TREE, 'sz').map((o) => o.id)).toEqual(['gd', 'gz', 'zj', 'hz']);
  });

  it('move among siblings only, keeping subtrees with their option', () => {
    expect(moveAmongSiblings(TREE, 'zj', -1).map((o) => o.id)).toEqual([
      'zj',
      'hz',
      'gd',
      'sz',
      'ns',
      'ft',
      'gz',
    ]);
    expect(moveAmongSiblings(TREE, 'gz', -1).map((o) => o.id)).toEqual([
      'gd',
      'gz',
      'sz',
      'ns',
      'ft',
      'zj',
      'hz',
    ]);
    expect(moveAmongSiblings(TREE, 'gd', -1).map((o) => o.id)).toEqual(TREE.map((o) => o.id));
  });

  it('name a new option with the first "Option n" its siblings lack', () => {
    const siblings = [option('a', 'Option 1'), option('b', 'Option 3')];
    expect(freshName(siblings, undefined, (n) => `Option ${n}`)).toBe('Option 2');
    expect(freshName(siblings, 'a', (n) => `Option ${n}`)).toBe('Option 1');
  });
});

describe('cascade paste', () => {
  it('reads "a/b/c" lines and spreadsheet rows whose leading empty cells repeat the line above', () => {
    const text = '广东/深圳/南山\n\n广东\t深圳\t福田\n\t广州\n浙江\t杭州\t西湖\n\t\t滨江\r\n';
    expect(parsePastedTree(text, 3)).toEqual({
      paths: [
        ['广东', '深圳', '南山'],
        ['广东', '深圳', '福田'],
        ['广东', '广州'],
        ['浙江', '杭州', '西湖'],
        ['浙江', '杭州', '滨江'],
      ],
      refusals: [],
    });
  });

  it('reads a tab-indented outline', () => {
    expect(parsePastedTree('A\n\tA1\n\t\tA1x\n\tA2\nB', 3).paths).toEqual([
      ['A'],
      ['A', 'A1'],
      ['A', 'A1', 'A1x'],
      ['A', 'A2'],
      ['B'],
    ]);
  });

  it('refuses lines too deep, indented past the line above, or with an empty name, by line number', () => {
    const parsed = parsePastedTree('a/b/c/d\n\t\tx\na//c\nok\na\t\tc', 3);
    expect(parsed.refusals).toEqual([
      { line: 1, key: 'familyDesign.cascade.paste.tooDeep' },
      { line: 2, key: 'familyDesign.cascade.paste.indentSkip' },
      { line: 3, key: 'familyDesign.cascade.paste.emptyName' },
      { line: 5, key: 'familyDesign.cascade.paste.emptyName' },
    ]);
    expect(parsed.paths).toEqual([['ok']]);
  });

  it('adds only what is missing, under the options already there, in tree order', () => {
    let next = 0;
    const make = (name: string, parentId: string | undefined) => option(`n${++next}`, name, parentId);
    const { options, added } = addPastedPaths(
      TREE,
      [
        ['广东', '深圳', '宝安'],
        ['广东', '广州'],
        ['江苏', '南京'],
      ],
      make,
    );
    expect(added).toBe(3);
    expect(options.map((o) => o.optionName)).toEqual([
      '广东',
      '深圳',
      '南山',
      '福田',
      '宝安',
      '广州',
      '浙江',
      '杭州',
      '江苏',
      '南京',
    ]);
    expect(options.find((o) => o.optionName === '宝安')?.parentId).toBe('sz');
    expect(addPastedPaths(options, [['广东', '深圳', '宝安']], make).added).toBe(0);
  });
});

describe('a cascade saved as a new question (added, copied)', () => {
  it('sends fresh ids with the parents renamed alike, so the tree stays linked', () => {
    const body = toSaveRequest(cascade(3), { asNew: true });
    const sent = body.optionList ?? [];
    expect(sent.every((o) => o.id && !TREE.some((source) => source.id === o.id))).toBe(true);
    const nameOf = (id: string | null | undefined) => sent.find((o) => o.id === id)?.optionName ?? null;
    expect(sent.map((o) => [o.optionName, nameOf(o.parentId)])).toEqual(
      TREE.map((o) => [o.optionName, TREE.find((parent) => parent.id === o.parentId)?.optionName ?? null]),
    );
    // Options without parents are sent without ids, as before: the server makes them.
    expect(toSaveRequest(make('radio'), { asNew: true }).optionList?.every((o) => o.id === undefined)).toBe(
      true,
    );
  });
});
