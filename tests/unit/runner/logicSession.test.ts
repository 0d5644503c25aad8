import { describe, expect, it } from 'vitest';
import type { ReleaseInput } from '../../../src/core/model';
import { LogicSession } from '../../../workers/logicSession';

/** Two pages (single choice | 10 shuffled options), the second choice required. */
function release(): ReleaseInput {
  const option = (id: string, orderById: number) => ({ id, optionName: id, orderById });
  return {
    surveyId: 's1',
    version: 1,
    publishedAt: '2026-11-22T00:00:00Z',
    survey: { surveyId: 's1', userId: 'u1', surveyName: 'Runs', randIds: '' },
    style: {},
    groups: [
      {
        id: 'g1',
        surveyId: 's1',
        orderById: 1,
        questionList: [
          {
            id: 'q1',
            belongId: 's1',
            groupId: 'g1',
            orderById: 1,
            catalogKey: 'radio',
            elementType: 'RadioBox',
            quTitle: 'When?',
            optionList: [option('a', 1), option('b', 2)],
          },
          {
            id: 'p1',
            belongId: 's1',
            groupId: 'g1',
            orderById: 2,
            catalogKey: 'pageBreak',
            elementType: 'PageBox',
          },
          {
            id: 'q2',
            belongId: 's1',
            groupId: 'g1',
            orderById: 3,
            catalogKey: 'radio',
            elementType: 'RadioBox',
            quTitle: 'Where?',
            answerConfig: { optRandType: '02' },
            optionList: Array.from({ length: 10 }, (_, index) => option(`o${index}`, index + 1)),
          },
        ],
      },
    ],
  } as unknown as ReleaseInput;
}

describe('the logic worker session', () => {
  it('gives the same order for the same seed (a reload) and another for another seed', () => {
    const first = new LogicSession().open(release(), 'seed-1', {});
    const again = new LogicSession().open(release(), 'seed-1', {});
    const other = new LogicSession().open(release(), 'seed-2', {});
    expect(again.options.q2).toEqual(first.options.q2);
    expect(other.options.q2).not.toEqual(first.options.q2);
    expect([...(first.options.q2 ?? [])].sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `o${i}`).sort(),
    );
  });

  it('walks the pages and validates the page shown', () => {
    const session = new LogicSession();
    const opened = session.open(release(), 'seed-1', {}, '0190d3f0-0000-7000-8000-000000000000');
    expect(opened.pages.map((page) => page.questionIds)).toEqual([['q1'], ['q2']]);
    expect(session.first()).toBe(0);
    expect(session.validatePage(0)).toEqual([{ questionId: 'q1', issues: [{ key: 'core.tipAnswerNull' }] }]);
    session.change([{ questionId: 'q1', value: { kind: 'choice', optionIds: ['a'], otherText: {} } }]);
    expect(session.validatePage(0)).toEqual([]);
    expect(session.next(0)).toEqual({ kind: 'page', index: 1 });
    expect(session.next(1)).toEqual({ kind: 'finish', ended: null });
    expect(session.previous(1)).toBe(0);
    expect(session.payload()).toEqual([
      expect.objectContaining({ belongId: 's1', quId: 'q1', quItemId: 'a' }),
    ]);
  });
  it('leaves an answer with a format error out of the save, and sends the rest', () => {
    const withPhone = release() as unknown as { groups: { questionList: unknown[] }[] };
    withPhone.groups[0]!.questionList.splice(1, 0, {
      id: 'tel',
      belongId: 's1',
      groupId: 'g1',
      orderById: 2,
      catalogKey: 'phone',
      elementType: 'TitleBox',
      mediaQuType: 'phone1',
      itemCode: 'Sys_Phone',
      quTitle: 'Phone?',
    });
    const session = new LogicSession();
    const choice = { kind: 'choice' as const, optionIds: ['a'], otherText: {} };
    session.open(withPhone as unknown as ReleaseInput, 'seed-1', {
      q1: choice,
      tel: { kind: 'text', text: '138' },
    });
    const quIds = () => new Set(session.payload().map((item) => item.quId));
    // A half-typed phone number would make the server refuse the whole save: it waits on the device.
    expect(quIds()).toEqual(new Set(['q1']));
    session.change([{ questionId: 'tel', value: { kind: 'text', text: '13812345678' } }]);
    expect(quIds()).toEqual(new Set(['q1', 'tel']));
  });
});
