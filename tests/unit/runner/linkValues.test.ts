import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveAnswersRequestSchema } from '../../../src/core/api/answer';
import { RunnerDatabase } from '../../../src/runner/db';
import { answerQueryOf } from '../../../src/runner/session/sessionStart';
import { startResponse } from '../../../src/runner/storage/responseStart';
import { commitChange } from '../../../src/runner/storage/responses';

let db: RunnerDatabase;
let counter = 0;

beforeEach(async () => {
  db = new RunnerDatabase(`runner-link-values-${++counter}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

/**
 * The answer link's own values (a survey's link parameters, e.g. &src=wechat): read from the link with the
 * panel ids, kept with the response from its start on the device, and sent in every save's paradata.
 */
describe('answer link values', () => {
  it('reads the values of names that are not the link own beside the panel ids', () => {
    const query = answerQueryOf(
      new URLSearchParams('surveyId=s1&userId=u7&lang=en&src=wechat&wave=2&bad-name=x&responseId=r'),
    );
    expect(query).toEqual({ surveyId: 's1', userId: 'u7', urlParams: { src: 'wechat', wave: '2' } });
    expect(answerQueryOf(new URLSearchParams('surveyId=s1'))).toEqual({ surveyId: 's1' });
  });

  it('keeps them with a new response and sends them with each of its saves, as the save call reads them', async () => {
    const query = answerQueryOf(new URLSearchParams('surveyId=s1&src=wechat'));
    const started = await startResponse(db, { ...(query as { surveyId: string }), version: 1 });
    expect((await db.responses.get(started.id))?.urlParams).toEqual({ src: 'wechat' });
    await commitChange(db, started.id, { userPage: 1 }, [{ belongId: 's1', quId: 'q1', quItemId: 'o1' }]);
    const waiting = await db.outbox.get(started.id);
    expect(waiting?.body?.paradata.urlParams).toEqual({ src: 'wechat' });
    const read = saveAnswersRequestSchema.safeParse(waiting?.body);
    expect(read.success, JSON.stringify(read.error?.issues)).toBe(true);
    expect(read.data?.paradata.urlParams).toEqual({ src: 'wechat' });
  });

  it('sends none for a link without any', async () => {
    const started = await startResponse(db, { surveyId: 's1', version: 1 });
    await commitChange(db, started.id, { userPage: 1 }, []);
    expect((await db.outbox.get(started.id))?.body?.paradata).not.toHaveProperty('urlParams');
  });
});
