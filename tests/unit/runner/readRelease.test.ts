import { describe, expect, it } from 'vitest';
import { releaseWireSchema } from '../../../src/core/api/design';
import { FormatTooNewError, RELEASE_FORMAT, readRelease, releaseSchema } from '../../../src/core/model';
import { readPublishedRelease } from '../../../src/core/model/readRelease';
import { LogicSession, LogicSessionCore } from '../../../workers/logicSession';

/** A published release as the server sends it: parsed by the wire schema (defaults filled, lists joined). */
function published() {
  const option = (id: string, orderById: number) => ({ id, optionName: id, orderById });
  return releaseWireSchema.parse({
    surveyId: 's1',
    version: 3,
    publishedAt: '2026-11-22T00:00:00Z',
    survey: {
      surveyId: 's1',
      userId: 'u1',
      surveyName: 'Runs',
      surveyLanguage: 'zh,en',
      surveyLableIds: '',
      randIds: 'g1, g2',
    },
    style: {},
    groups: [
      {
        id: 'g1',
        surveyId: 's1',
        questionList: [
          {
            id: 'q1',
            belongId: 's1',
            groupId: 'g1',
            orderById: 1,
            catalogKey: 'radio',
            elementType: 'RadioBox',
            quTitle: 'When?',
            answerConfig: { optRandType: '02' },
            optionList: Array.from({ length: 8 }, (_, index) => option(`o${index}`, index + 1)),
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
            catalogKey: 'fillBlank',
            elementType: 'TitleBox',
          },
        ],
      },
    ],
  });
}

describe('reading a published release without zod (the logic worker)', () => {
  it('gives what the release schema gives for a published release', () => {
    const wire = JSON.parse(JSON.stringify(published()));
    expect(readPublishedRelease(wire)).toEqual(releaseSchema.parse(wire));
    expect(readPublishedRelease(wire).survey.randIds).toEqual(['g1', 'g2']);
  });

  it('refuses what is not a release', () => {
    expect(() => readPublishedRelease(null)).toThrow(TypeError);
    expect(() => readPublishedRelease({ surveyId: 's1' })).toThrow(TypeError);
    const wire = JSON.parse(JSON.stringify(published()));
    wire.groups[0].questionList[0].optionList = 'a,b';
    expect(() => readPublishedRelease(wire)).toThrow(TypeError);
  });

  it('reads a snapshot without a format field as format 1, as readRelease on the server does', () => {
    const { format: _, ...unnumbered } = JSON.parse(JSON.stringify(published()));
    expect(readPublishedRelease(unnumbered).format).toBe(RELEASE_FORMAT);
    expect(readPublishedRelease(unnumbered)).toEqual(readRelease(unnumbered));
  });

  it('refuses a snapshot of a newer format, on both readers', () => {
    const later = { ...JSON.parse(JSON.stringify(published())), format: RELEASE_FORMAT + 1 };
    expect(() => readPublishedRelease(later)).toThrow(FormatTooNewError);
    expect(() => readRelease(later)).toThrow(FormatTooNewError);
  });

  it('drives the same session as the zod-parsing one: order, pages, validation, payload', () => {
    const wire = JSON.parse(JSON.stringify(published()));
    const core = new LogicSessionCore(readPublishedRelease);
    const parsed = new LogicSession();
    const responseId = '0190d3f0-0000-7000-8000-000000000000';
    expect(core.open(wire, 'seed-1', {}, responseId)).toEqual(parsed.open(wire, 'seed-1', {}, responseId));
    expect(core.validatePage(0)).toEqual(parsed.validatePage(0));
    const change = [
      { questionId: 'q1', value: { kind: 'choice' as const, optionIds: ['o3'], otherText: {} } },
    ];
    expect(core.change(change)).toEqual(parsed.change(change));
    expect(core.next(0)).toEqual(parsed.next(0));
    expect(core.payload()).toEqual(parsed.payload());
    expect(core.payload()).toEqual([expect.objectContaining({ quId: 'q1', quItemId: 'o3' })]);
  });
});
