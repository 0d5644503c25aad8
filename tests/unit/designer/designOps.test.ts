import { describe, expect, it } from 'vitest';
import { type Group, groupSchema, type Question } from '../../../src/core/model';
import {
  affectsPaging,
  applyPageFixes,
  displayNumbers,
  findQuestion,
  insertQuestion,
  pagingFixes,
  placementFor,
  planMove,
  popoverCategories,
  replaceQuestion,
  toSaveRequest,
} from '../../../src/designer/workspace/designOps';
import { CATALOGUE, newQuestion } from '../../../src/questions/catalogue';

let counter = 0;
const makeId = () => `id-${++counter}`;

function question(
  catalogKey: string,
  groupId: string,
  orderById: number,
  overrides: Partial<Question> = {},
): Question {
  return {
    ...newQuestion(catalogKey, { id: makeId(), belongId: 's1', groupId, orderById, makeId }),
    ...overrides,
  };
}

function group(id: string, groupType: 1 | 2, questions: Question[]): Group {
  return groupSchema.parse({ id, surveyId: 's1', groupType, groupTitle: id, questionList: questions });
}

function survey() {
  const a = [question('radio', 'A', 0), question('checkbox', 'A', 1), question('pageBreak', 'A', 2)];
  const b = [question('fillBlank', 'B', 0)];
  return [group('S', 1, [question('gender', 'S', 0)]), group('A', 2, a), group('B', 2, b)];
}

describe('placement of a new question', () => {
  it('goes right after the current question', () => {
    const groups = survey();
    const current = groups[1]!.questionList[0]!;
    expect(placementFor(groups, current.id)).toEqual({ groupId: 'A', index: 1 });
  });

  it('goes to the end of the last ordinary group when there is no current question', () => {
    expect(placementFor(survey(), null)).toEqual({ groupId: 'B', index: 1 });
    expect(placementFor(survey(), 'gone')).toEqual({ groupId: 'B', index: 1 });
  });

  it('is nowhere in a survey without groups', () => {
    expect(placementFor([], null)).toBeNull();
  });

  it('inserts and renumbers the group order', () => {
    const groups = survey();
    const added = question('number', 'A', 0);
    const next = insertQuestion(groups, added, { groupId: 'A', index: 1 });
    const list = next[1]!.questionList;
    expect(list.map((item) => item.id)[1]).toBe(added.id);
    expect(list.map((item) => item.orderById)).toEqual([0, 1, 2, 3]);
  });
});

describe('moving', () => {
  it('swaps with the neighbour inside a group', () => {
    const groups = survey();
    const [first, second, third] = groups[1]!.questionList;
    expect(planMove(groups, second!.id, 'up')).toEqual({
      kind: 'swap',
      groupId: 'A',
      ids: [second!.id, first!.id, third!.id],
    });
  });

  it('crosses into the neighbour group at the edge, and does nothing at the survey ends', () => {
    const groups = survey();
    const lastOfA = groups[1]!.questionList[2]!;
    expect(planMove(groups, lastOfA.id, 'down')).toEqual({ kind: 'group', direction: 'down' });
    const firstOfS = groups[0]!.questionList[0]!;
    expect(planMove(groups, firstOfS.id, 'up')).toEqual({ kind: 'none' });
    const lastOfB = groups[2]!.questionList[0]!;
    expect(planMove(groups, lastOfB.id, 'down')).toEqual({ kind: 'none' });
  });
});

describe('paging', () => {
  it('treats page breaks, checkpoints and grouped pages as paged', () => {
    expect(affectsPaging({ elementType: 'PageBox', pageType: 1 })).toBe(true);
    expect(affectsPaging({ elementType: 'CheckPointBox', pageType: 1 })).toBe(true);
    expect(affectsPaging({ elementType: 'RadioBox', pageType: 2 })).toBe(true);
    expect(affectsPaging({ elementType: 'RadioBox', pageType: 1 })).toBe(false);
  });

  it('forces the first page of a group to type 1 and applies the fixes', () => {
    const groups = survey();
    const first = groups[2]!.questionList[0]!;
    const withType2 = replaceQuestion(groups, { ...first, pageType: 2 });
    const fixes = pagingFixes(withType2);
    expect(fixes).toEqual([{ id: first.id, pageType: 1 }]);
    expect(findQuestion(applyPageFixes(withType2, fixes), first.id)?.question.pageType).toBe(1);
  });
});

describe('numbers shown', () => {
  it('numbers groups S, A, B and skips page breaks', () => {
    const groups = survey();
    const numbers = displayNumbers(groups);
    expect(Object.values(numbers.groups)).toEqual(['S', 'A', 'B']);
    const pageBreak = groups[1]!.questionList[2]!;
    expect(numbers.questions[pageBreak.id]).toBeNull();
    expect(numbers.questions[groups[2]!.questionList[0]!.id]).toBe('Q4');
  });
});

describe('save payload', () => {
  it('sends the id as quId and the request fields only', () => {
    const radio = question('radio', 'A', 0);
    const body = toSaveRequest(radio);
    expect(body.quId).toBe(radio.id);
    expect(body.catalogKey).toBe('radio');
    expect(body.optionList?.map((option) => option.id)).toEqual(radio.optionList.map((option) => option.id));
    expect(body).not.toHaveProperty('quLogics');
    expect(body).not.toHaveProperty('elementType');
  });

  it("sends the edited answerConfig's paramInt01/02, not the stale top-level copy of a question just added", () => {
    const gps = question('gps', 'A', 0);
    const justAdded = {
      ...gps,
      paramInt01: 50,
      paramInt02: 30,
      answerConfig: { ...gps.answerConfig, paramInt01: 20, paramInt02: 45 },
    };
    const body = toSaveRequest(justAdded);
    expect(body).not.toHaveProperty('paramInt01');
    expect(body).not.toHaveProperty('paramInt02');
    expect(body.answerConfig).toMatchObject({ paramInt01: 20, paramInt02: 45 });
  });

  it('a copy or new question carries no ids', () => {
    const radio = question('radio', 'A', 0, { exclusiveItemsId: 'x' });
    const body = toSaveRequest(radio, { asNew: true });
    expect(body).not.toHaveProperty('quId');
    expect(body.optionList?.every((option) => option.id === undefined)).toBe(true);
    expect(body.optionList?.map((option) => option.optionName)).toEqual(
      radio.optionList.map((o) => o.optionName),
    );
    expect(body.exclusiveItemsId).toBeNull();
  });
});

describe('add-question popover', () => {
  it('lists categories in the spec order, only offered families, sample control only in a sample group', () => {
    const offered = new Set(['radio', 'fillBlank', 'checkpoint', 'gender']);
    const sections = popoverCategories(CATALOGUE, (key) => offered.has(key), false);
    expect(sections.map((section) => section.category)).toEqual(['xuanzeti', 'tiankongti', 'geren']);
    expect(sections[0]!.entries.map((entry) => entry.catalogKey)).toEqual(['radio']);
    const inSample = popoverCategories(CATALOGUE, (key) => offered.has(key), true);
    expect(inSample.map((section) => section.category)).toContain('yangben');
  });
});
