import type { FastifyInstance } from 'fastify';
import { DESIGN_API, type SurveyInfoWire } from '../../../src/core/api/design';
import { register } from '../support/app';
import { call } from '../support/http';
import { saveQuestion, setSurveyState } from './fixture';

/**
 * A published survey with display time (src/core/validation/displayTime.ts): a page break timed 2 s and
 * moving on, opening the page of Q1 (a required single choice); an untimed page break; then Q2, a required
 * choice whose 3 s hide its content and keep it answerable. Made through the design endpoints.
 */
export async function displayTimeSurvey(app: FastifyInstance, surveyName: string) {
  const { token } = await register(app);
  const created = await call<SurveyInfoWire>(app, 'POST', DESIGN_API.updateSurvey, {
    token,
    body: { surveyName },
  });
  const surveyId = created.envelope.data.surveyId;
  const page = await saveQuestion(app, token, {
    belongId: surveyId,
    catalogKey: 'pageBreak',
    answerConfig: { questionShowConfig: 1, questionShowTime: 2 },
  });
  const q1 = await saveQuestion(app, token, {
    belongId: surveyId,
    catalogKey: 'radio',
    quTitle: '您刚才看到的是什么颜色？',
    optionList: [{ optionName: '红' }, { optionName: '蓝' }],
  });
  await saveQuestion(app, token, { belongId: surveyId, catalogKey: 'pageBreak' });
  const q2 = await saveQuestion(app, token, {
    belongId: surveyId,
    catalogKey: 'radio',
    quTitle: '请记住这张图片',
    answerConfig: { questionShowConfig: 1, questionShowTime: 3, questionShowEnd: 'hide' },
    optionList: [{ optionName: '记住了' }, { optionName: '没记住' }],
  });
  await setSurveyState(app, token, surveyId, '1');
  return { token, surveyId, page, q1, q2 };
}
