import { Model } from 'survey-core';

/** The chained survey of case (a) as SurveyJS JSON: 1000 radiogroups, each visibleIf the previous is 'a'. */
export function chainJson(count: number): object {
  const elements = Array.from({ length: count }, (_, index) => ({
    type: 'radiogroup',
    name: `q${index}`,
    choices: ['a', 'b'],
    ...(index === 0 ? {} : { visibleIf: `{q${index - 1}} = 'a'` }),
  }));
  return { pages: [{ name: 'p1', elements }] };
}

export function buildSurveyJs(json: object): Model {
  return new Model(json);
}
