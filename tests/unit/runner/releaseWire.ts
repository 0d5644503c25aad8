import type { ReleaseWire } from '../../../src/core/api/design';

/**
 * A minimal release as the server sends it, for the runner's storage and load tests: survey `surveyId`,
 * version `version`, with the catalogue keys given as one group's questions (none by default).
 */
export function releaseWire(surveyId: string, version: number, catalogKeys: string[] = []): ReleaseWire {
  return {
    surveyId,
    version,
    publishedAt: '2026-11-22T00:00:00Z',
    survey: {
      surveyId,
      userId: 'u1',
      surveyName: `S${version}`,
      surveyLanguage: '',
      surveyLableIds: '',
      randIds: '',
    },
    groups: catalogKeys.length ? [{ questionList: catalogKeys.map((catalogKey) => ({ catalogKey })) }] : [],
    style: {},
    languages: {},
    params: [],
  } as unknown as ReleaseWire;
}
