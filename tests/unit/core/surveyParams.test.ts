import { describe, expect, it } from 'vitest';
import { saveSurveyParamRequestSchema, urlParamsSchema } from '../../../src/core/api/surveyParams';
import {
  declaredLinkValues,
  linkValuesOf,
  MAX_KEPT_LINK_VALUES,
  MAX_PARAM_VALUE_LENGTH,
  surveyParamProblem,
} from '../../../src/core/surveyParams/rules';

describe('link parameter rules', () => {
  it('keeps the link values of names that could be parameters, cleaned and cut to 500 characters', () => {
    const long = '值'.repeat(MAX_PARAM_VALUE_LENGTH + 10);
    const params = new URLSearchParams({
      surveyId: 's1',
      userId: 'u1',
      lang: 'en',
      queryType: 'q',
      screenId: 'x',
      src: ' wechat ',
      'bad-name': 'x',
      '2nd': 'x',
      empty: '',
      note: 'a\u0000b\u0007c',
      long,
    });
    params.append('src', 'second');
    expect(linkValuesOf(params)).toEqual({
      src: 'wechat',
      note: 'abc',
      long: '值'.repeat(MAX_PARAM_VALUE_LENGTH),
    });
    expect(urlParamsSchema.safeParse(linkValuesOf(params)).success).toBe(true);
  });

  it('keeps at most MAX_KEPT_LINK_VALUES names from a link', () => {
    const params = new URLSearchParams();
    for (let index = 0; index < MAX_KEPT_LINK_VALUES + 5; index++) params.append(`p${index}`, 'v');
    expect(Object.keys(linkValuesOf(params))).toHaveLength(MAX_KEPT_LINK_VALUES);
  });

  it('keeps of a save only the declared names, exactly as declared, re-checked', () => {
    const declared = [{ paramName: 'src' }, { paramName: 'city' }];
    expect(declaredLinkValues({ src: 'wechat', SRC: 'x', other: 'y' }, declared)).toEqual({ src: 'wechat' });
    expect(declaredLinkValues({ city: `  ${'a'.repeat(600)}` }, declared)).toEqual({ city: 'a'.repeat(500) });
    expect(declaredLinkValues({ other: 'y' }, declared)).toBeUndefined();
    expect(declaredLinkValues(undefined, declared)).toBeUndefined();
  });

  it('judges a new parameter against the survey: names, duplicates whatever the case, at most 20', () => {
    const existing = [{ paramName: 'src', outParamName: '渠道' }];
    expect(surveyParamProblem(existing, { paramName: 'city', outParamName: '城市' })).toBeUndefined();
    expect(surveyParamProblem(existing, { paramName: 'Src', outParamName: '来源' })).toEqual({
      field: 'paramName',
      key: 'surveyParams.name.taken',
    });
    expect(surveyParamProblem(existing, { paramName: 'city', outParamName: ' 渠道 ' })).toEqual({
      field: 'outParamName',
      key: 'surveyParams.outName.taken',
    });
    expect(surveyParamProblem([], { paramName: 'userId', outParamName: 'x' })?.key).toBe(
      'surveyParams.name.reserved',
    );
    const full = Array.from({ length: 20 }, (_, index) => ({
      paramName: `p${index}`,
      outParamName: `o${index}`,
    }));
    expect(surveyParamProblem(full, { paramName: 'x', outParamName: 'y' })?.key).toBe('surveyParams.tooMany');
  });

  it('the save schema agrees with the rules on each name alone', () => {
    const parse = (paramName: string, outParamName: string) =>
      saveSurveyParamRequestSchema.safeParse({ surveyId: 's', paramName, outParamName });
    expect(parse('src', '渠道').success).toBe(true);
    for (const name of ['', '1a', 'a-b', 'lang', 'a'.repeat(33)]) {
      const result = parse(name, 'x');
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        surveyParamProblem([], { paramName: name, outParamName: 'x' })?.key,
      );
    }
  });
});
