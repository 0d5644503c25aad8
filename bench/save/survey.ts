import type { FastifyInstance } from 'fastify';
import { DESIGN_API, saveQuestionPath } from '../../src/core/api/design';
import { USER_API } from '../../src/core/api/user';
import { entryFor } from '../../src/questions/catalogue';

/** The benchmark's survey: 10 single choices (A/B/C) and 10 fill-ins, published as version 1. */
export type BenchSurvey = {
  surveyId: string;
  choices: { id: string; optionIds: string[] }[];
  texts: string[];
};

async function api<T>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  body?: unknown,
) {
  const response = await app.inject({
    method,
    url,
    headers: token ? { token } : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  const envelope = response.json() as { code: number; message: string; data: T };
  if (envelope.code !== 200) throw new Error(`${url}: ${envelope.message}`);
  return envelope.data;
}

export async function publishBenchSurvey(app: FastifyInstance): Promise<BenchSurvey> {
  const { token } = await api<{ token: string }>(app, 'POST', USER_API.register, undefined, {
    userName: `bench${Date.now().toString(36)}`,
    password: 'Passw0rd-bench',
  });
  const { surveyId } = await api<{ surveyId: string }>(app, 'POST', DESIGN_API.updateSurvey, token, {
    surveyName: 'save benchmark',
  });
  const saveQuestion = (body: Record<string, unknown>) =>
    api<{ id: string; optionList: { id: string }[] }>(
      app,
      'POST',
      saveQuestionPath(entryFor(body.catalogKey as string)?.saveEndpoint as string),
      token,
      { belongId: surveyId, ...body },
    );
  const survey: BenchSurvey = { surveyId, choices: [], texts: [] };
  for (let index = 0; index < 10; index++) {
    const choice = await saveQuestion({
      catalogKey: 'radio',
      quTitle: `choice ${index}`,
      optionList: [{ optionName: 'A' }, { optionName: 'B' }, { optionName: 'C' }],
    });
    survey.choices.push({ id: choice.id, optionIds: choice.optionList.map((option) => option.id) });
    const text = await saveQuestion({ catalogKey: 'fillBlank', quTitle: `text ${index}` });
    survey.texts.push(text.id);
  }
  await api(app, 'GET', `${DESIGN_API.surveyState}?id=${surveyId}&surveyState=1`, token);
  return survey;
}
