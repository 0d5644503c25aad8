import { describe, expect, it } from 'vitest';
import { DESIGN_API } from '../../../src/core/api/design';
import type { Group } from '../../../src/core/model';
import { logicRecords } from '../../../server/db/schema';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { createSurvey, design, designer, RADIO, save } from './support';

const numbers = (groups: Group[]) =>
  groups.map(
    (group) => `${group.quNum}:${group.questionList.map((question) => question.quNum ?? '-').join(',')}`,
  );
const titles = (groups: Group[]) =>
  groups.map((group) => group.questionList.map((question) => question.quTitle));

describe.each(databaseTargets())('groups, moves, order and pages on $name', (target) => {
  const ctx = useTestApp(target);

  async function setup() {
    const { token } = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token);
    const surveyId = survey.surveyId;
    const groupA = (await design(ctx().app, token, surveyId)).groupList[0]?.id ?? '';
    const add = async (body: Record<string, unknown>) => {
      const result = await call<Group[]>(ctx().app, 'POST', DESIGN_API.saveGroup, {
        token,
        body: { surveyId, ...body },
      });
      expect(result.status).toBe(200);
      return result.envelope.data;
    };
    const q = (title: string, groupId: string) =>
      save(ctx().app, token, RADIO, { belongId: surveyId, catalogKey: 'radio', quTitle: title, groupId });
    return { token, surveyId, groupA, add, q };
  }

  it('adds groups (the type-1 group first, letters renumbered), renames, and refuses a second special group', async () => {
    const { token, surveyId, groupA, add, q } = await setup();
    await q('a1', groupA);
    const withB = await add({ groupTitle: 'B 组' });
    const groupB = withB[1]?.id ?? '';
    await q('b1', groupB);
    const withSpecial = await add({ groupType: 1, groupTitle: '甄别' });
    expect(withSpecial.map((group) => [group.quNum, group.groupTitle])).toEqual([
      ['S', '甄别'],
      ['A', ''],
      ['B', 'B 组'],
    ]);
    const special = withSpecial[0]?.id ?? '';
    await q('s1', special);
    expect(numbers((await design(ctx().app, token, surveyId)).groupList)).toEqual(['S:Q1', 'A:Q2', 'B:Q3']);
    const inserted = await add({ groupTitle: '插入', index: 0 });
    expect(inserted.map((group) => `${group.quNum} ${group.groupTitle}`)).toEqual([
      'S 甄别',
      'A 插入',
      'B ',
      'C B 组',
    ]);
    const renamed = await add({ id: groupB, groupTitle: '改名' });
    expect(renamed.find((group) => group.id === groupB)?.groupTitle).toBe('改名');
    const second = await call(ctx().app, 'POST', DESIGN_API.saveGroup, {
      token,
      body: { surveyId, groupType: 1 },
    });
    expect(second.status).toBe(409);
  });

  it('deletes a group with its questions and renumbers; refuses when they have relations or it is the last', async () => {
    const { token, surveyId, groupA, add, q } = await setup();
    const a1 = await q('a1', groupA);
    const groupB = (await add({}))[1]?.id ?? '';
    const b1 = await q('b1', groupB);
    const groupC = (await add({}))[2]?.id ?? '';
    await q('c1', groupC);
    await ctx()
      .db.insert(logicRecords)
      .values({
        id: `l-${b1.id}`,
        surveyId,
        attachment: 'logic',
        questionId: a1.id,
        anQuId: a1.id,
        toQuId: b1.id,
      });
    const refused = await call(ctx().app, 'GET', `${DESIGN_API.deleteGroup}?id=${groupB}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.envelope.data).toEqual({ relation: 'logic', questions: ['Q1'] });
    const deleted = await call<Group[]>(ctx().app, 'GET', `${DESIGN_API.deleteGroup}?id=${groupC}`, {
      token,
    });
    expect(numbers(deleted.envelope.data)).toEqual(['A:Q1', 'B:Q2']);
    const onlyOne = await createSurvey(ctx().app, token);
    const lone = (await design(ctx().app, token, onlyOne.surveyId)).groupList[0]?.id;
    expect((await call(ctx().app, 'GET', `${DESIGN_API.deleteGroup}?id=${lone}`, { token })).status).toBe(
      409,
    );
  });

  it('moves a question between groups; "target group is empty" across an empty neighbour; refused with relations', async () => {
    const { token, surveyId, groupA, add, q } = await setup();
    const a1 = await q('a1', groupA);
    const a2 = await q('a2', groupA);
    const groupB = (await add({}))[1]?.id ?? '';
    const move = (body: Record<string, unknown>) =>
      call<Group[]>(ctx().app, 'POST', DESIGN_API.moveQuestionToGroup, {
        token,
        body: { surveyId, ...body },
        language: 'en',
      });
    const empty = await move({ quId: a2.id, direction: 'down' });
    expect(empty.status).toBe(409);
    expect(empty.envelope.message).toBe('Target group is empty');
    const moved = await move({ quId: a2.id, toGroupId: groupB });
    expect(titles(moved.envelope.data)).toEqual([['a1'], ['a2']]);
    expect(numbers(moved.envelope.data)).toEqual(['A:Q1', 'B:Q2']);
    const back = await move({ quId: a2.id, direction: 'up' });
    expect(titles(back.envelope.data)).toEqual([['a1', 'a2'], []]);
    const neither = await move({ quId: a2.id });
    expect(neither.status).toBe(400);
    await save(ctx().app, token, RADIO, {
      belongId: surveyId,
      catalogKey: 'radio',
      quTitle: 'quoting',
      quoteQuId: a1.id,
      groupId: groupA,
    });
    const related = await move({ quId: a1.id, toGroupId: groupB });
    expect(related.status).toBe(409);
    expect(related.envelope.data).toEqual({ relation: 'quote', questions: ['Q3'] });
  });

  it('orders questions by ids and by the full sorting payload, refusing a payload that does not match', async () => {
    const { token, surveyId, groupA, add, q } = await setup();
    const a1 = await q('a1', groupA);
    const a2 = await q('a2', groupA);
    const a3 = await q('a3', groupA);
    const byIds = await call<Group[]>(
      ctx().app,
      'GET',
      `${DESIGN_API.questionOrder}?questionsIds=${a3.id},${a1.id}`,
      { token },
    );
    expect(titles(byIds.envelope.data)).toEqual([['a3', 'a2', 'a1']]);
    expect(byIds.envelope.data[0]?.questionList.map((question) => question.quNum)).toEqual([
      'Q1',
      'Q2',
      'Q3',
    ]);
    const groupB = (await add({}))[1]?.id ?? '';
    const sorted = await call<Group[]>(ctx().app, 'POST', DESIGN_API.questionOrder, {
      token,
      body: {
        surveyId,
        type: 2,
        groupList: [
          { type: 2, id: groupB, questionList: [a2.id] },
          { type: 2, id: groupA, questionList: [a1.id, a3.id] },
        ],
      },
    });
    expect(sorted.status).toBe(200);
    expect(sorted.envelope.data.map((group) => group.id)).toEqual([groupB, groupA]);
    expect(titles(sorted.envelope.data)).toEqual([['a2'], ['a1', 'a3']]);
    expect(numbers(sorted.envelope.data)).toEqual(['A:Q1', 'B:Q2,Q3']);
    const missing = await call(ctx().app, 'POST', DESIGN_API.questionOrder, {
      token,
      body: {
        surveyId,
        type: 2,
        groupList: [
          { type: 2, id: groupA, questionList: [a1.id, a2.id] },
          { type: 2, id: groupB, questionList: [] },
        ],
      },
    });
    expect(missing.status).toBe(400);
  });

  it('stores page types, forcing a page after a checkpoint and a group-first page of type 2 to type 1', async () => {
    const { token, surveyId, groupA, q } = await setup();
    const first = await q('a1', groupA);
    const checkpoint = await save(ctx().app, token, '/design/qu-checkpoint/ajaxSave', {
      belongId: surveyId,
      catalogKey: 'checkpoint',
      groupId: groupA,
    });
    const afterCheckpoint = await q('a2', groupA);
    const plain = await q('a3', groupA);
    const result = await call<{ id: string; pageType: number }[]>(ctx().app, 'POST', DESIGN_API.editPage, {
      token,
      body: [
        { id: first.id, pageType: 2 },
        { id: afterCheckpoint.id, pageType: 3 },
        { id: plain.id, pageType: 2 },
      ],
    });
    expect(result.envelope.data).toEqual([
      { id: first.id, pageType: 1 },
      { id: afterCheckpoint.id, pageType: 1 },
      { id: plain.id, pageType: 2 },
    ]);
    const stored = (await design(ctx().app, token, surveyId)).groupList[0]?.questionList ?? [];
    expect(stored.map((question) => question.pageType)).toEqual([1, 1, 1, 2]);
    expect(stored[1]?.id).toBe(checkpoint.id);
  });
});
