import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../../../src/designer/results/api';
import {
  compactFilter,
  EMPTY_FILTER,
  FILTER_PARAM,
  isEmptyFilter,
  readFilter,
  writeFilter,
} from '../../../src/designer/results/filterState';

/** The results filter in the URL query: read back as written, damaged values ignored, the query kept short. */
describe('results filter in the URL', () => {
  const filter = {
    statuses: ['complete' as const],
    from: '2026-11-01T00:00:00+08:00',
    to: '2026-11-08T00:00:00+08:00',
    versions: [2],
    answered: [{ questionId: 'q1', optionIds: ['a', 'b'] }],
    invalid: 'include' as const,
  };

  it('reads back what it wrote, keeping the survey id', () => {
    const params = writeFilter(new URLSearchParams({ surveyId: 's1' }), filter);
    expect(params.get('surveyId')).toBe('s1');
    expect(readFilter(params.get(FILTER_PARAM))).toEqual(filter);
  });

  it('leaves the empty filter out of the query and drops empty lists', () => {
    const params = writeFilter(new URLSearchParams({ surveyId: 's1', [FILTER_PARAM]: '{}' }), {
      ...EMPTY_FILTER,
      statuses: [],
      languages: [],
    });
    expect(params.has(FILTER_PARAM)).toBe(false);
    expect(compactFilter({ invalid: 'only', versions: [], languages: ['en'] })).toEqual({
      invalid: 'only',
      languages: ['en'],
    });
    expect(isEmptyFilter({ invalid: 'exclude', answered: [] })).toBe(true);
    expect(isEmptyFilter({ invalid: 'only' })).toBe(false);
  });

  it('treats a damaged or invalid value as no filter', () => {
    expect(readFilter('{not json')).toEqual(EMPTY_FILTER);
    expect(readFilter(JSON.stringify({ statuses: ['finished'] }))).toEqual(EMPTY_FILTER);
    expect(readFilter(JSON.stringify({ from: 'yesterday' }))).toEqual(EMPTY_FILTER);
    expect(readFilter(null)).toEqual(EMPTY_FILTER);
  });
});

describe('download file names', () => {
  it('prefers the UTF-8 name of Content-Disposition, else the plain one', () => {
    expect(
      fileNameOf(
        `attachment; filename="export.csv"; filename*=UTF-8''${encodeURIComponent('跑步 调查.csv')}`,
      ),
    ).toBe('跑步 调查.csv');
    expect(fileNameOf('attachment; filename="export.csv"')).toBe('export.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A")).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
