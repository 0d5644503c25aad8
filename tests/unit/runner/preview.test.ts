import { describe, expect, it } from 'vitest';
import { type ReleaseInput, readRelease } from '../../../src/core/model';
import { MemoryWriter } from '../../../src/runner/preview/memoryWriter';
import { pageSummaries } from '../../../src/runner/preview/pageSummaries';
import { LogicSession, type RunnerView } from '../../../workers/logicSession';

const option = (id: string, orderById: number) => ({ id, optionName: id, orderById });
const radio = (id: string, orderById: number, quNum: string, quTitle: string, extra: object = {}) => ({
  id,
  belongId: 's1',
  groupId: 'g1',
  orderById,
  quNum,
  catalogKey: 'radio',
  elementType: 'RadioBox',
  quTitle,
  optionList: [option(`${id}a`, 1), option(`${id}b`, 2)],
  ...extra,
});
const pageBreak = (id: string, orderById: number) => ({
  id,
  belongId: 's1',
  groupId: 'g1',
  orderById,
  catalogKey: 'pageBreak',
  elementType: 'PageBox',
});

/** Three pages: Q1 (choosing b jumps to Q3) | Q2 | Q3, whose title quotes Q1's answer. */
function release(): ReleaseInput {
  return {
    surveyId: 's1',
    version: 1,
    publishedAt: '2026-11-25T00:00:00Z',
    survey: { surveyId: 's1', userId: 'u1', surveyName: 'Preview', randIds: '' },
    style: {},
    groups: [
      {
        id: 'g1',
        surveyId: 's1',
        orderById: 1,
        questionList: [
          radio('q1', 1, 'Q1', '<p>Which <b>one</b>?</p>', {
            quLogics: [
              { id: 'j1', anAnd: 1, anQuId: 'q1', anQuItemId: 'q1b', geLe: '1', logicType: 1, toQuId: 'q3' },
            ],
          }),
          pageBreak('p1', 2),
          radio('q2', 3, 'Q2', 'Skipped by b'),
          pageBreak('p2', 4),
          radio('q3', 5, 'Q3', 'Why {{Q:q1}}?'),
        ],
      },
    ],
  } as unknown as ReleaseInput;
}

const choice = (optionId: string) => ({ kind: 'choice' as const, optionIds: [optionId], otherText: {} });

/** The worker's calls the writer makes, served by the same session class the worker runs. */
function logicOf(session: LogicSession) {
  return { change: async (changes: Parameters<LogicSession['change']>[0]) => session.change(changes) };
}

describe('the preview frame', () => {
  it('lists the pages with their numbers and plain titles, and which the answers so far skip', async () => {
    const session = new LogicSession();
    const opened = session.open(release(), 'seed', {});
    const parsed = readRelease(release());
    expect(pageSummaries(parsed, opened.pages, opened.view)).toEqual([
      { index: 0, numbers: ['Q1'], title: 'Which one?', shown: true },
      { index: 1, numbers: ['Q2'], title: 'Skipped by b', shown: true },
      { index: 2, numbers: ['Q3'], title: 'Why ___?', shown: true },
    ]);

    const views: RunnerView[] = [];
    const writer = new MemoryWriter(logicOf(session)).listen((view) => views.push(view));
    await writer.setAnswer('q1', choice('q1b'));
    expect(writer.current).toEqual({ q1: choice('q1b') });
    expect(writer.changes).toBe(1);
    expect(views).toHaveLength(1);
    // The jump takes the walk from Q1 to Q3; the list greys Q2's page out.
    expect(session.next(0)).toEqual({ kind: 'page', index: 2 });
    expect(pageSummaries(parsed, opened.pages, views[0]!).map((page) => page.shown)).toEqual([
      true,
      false,
      true,
    ]);

    // Another answer undoes it; a cleared answer leaves the writer, as ChangeWriter's would.
    await writer.setAnswer('q1', choice('q1a'));
    expect(session.next(0)).toEqual({ kind: 'page', index: 1 });
    await writer.setAnswer('q1', undefined);
    expect(writer.current).toEqual({});
    expect(session.validatePage(0)).toEqual([{ questionId: 'q1', issues: [{ key: 'core.tipAnswerNull' }] }]);
  });

  it('cleans typed text as the device writer does, and never fails or keeps a page move', async () => {
    const session = new LogicSession();
    session.open(release(), 'seed', {});
    const writer = new MemoryWriter(logicOf(session), { q2: choice('q2a') });
    const changes: unknown[] = [];
    const logged = new MemoryWriter({
      change: async (list) => {
        changes.push(list);
        return session.change(list);
      },
    });
    await logged.setAnswer('q1', { ...choice('q1a'), otherText: { q1a: 'a\u0000b' } });
    expect(logged.current.q1).toEqual({ ...choice('q1a'), otherText: { q1a: 'ab' } });
    expect(changes).toEqual([[{ questionId: 'q1', value: { ...choice('q1a'), otherText: { q1a: 'ab' } } }]]);
    await writer.patch();
    await writer.retry();
    expect(writer.failing).toBe(false);
    expect(writer.current).toEqual({ q2: choice('q2a') });
  });
});
