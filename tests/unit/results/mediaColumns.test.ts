import { describe, expect, it } from 'vitest';
import type { Answers } from '../../../src/core/model';
import {
  type ExportResponse,
  exportColumns,
  META_COLUMNS,
  type MetaLabels,
} from '../../../src/questions/shared/exportColumns';
import { make } from '../questions/helpers';

const LABELS = Object.fromEntries(META_COLUMNS.map((key) => [key, key])) as MetaLabels;

function response(answers: Answers, mediaFiles?: ExportResponse['mediaFiles']): ExportResponse {
  return {
    id: 'r-7',
    status: 'complete',
    sampleStatus: 'Complete',
    startedAt: new Date('2026-03-01T08:00:00Z'),
    completedAt: null,
    releaseVersion: 1,
    language: null,
    panelUserId: null,
    invalid: false,
    answers,
    ...(mediaFiles ? { mediaFiles } : {}),
  };
}

describe('media export columns', () => {
  const photo = make('image', { id: 'qp', itemCode: 'Q4', quTitle: '<p>门店<b>照片</b></p>' });
  const model = exportColumns([photo], LABELS);
  const column = (name: string) => model.columns.find((each) => each.name === name);
  const answers: Answers = {
    qp: {
      kind: 'media',
      entries: [
        { optionName: 'a.jpg', value: 'm1', text: '正门' },
        { optionName: 'b.jpg', value: 'm2' },
        { optionName: 'c.png', value: 'm3' },
      ],
      note: '下雨',
    },
  };

  it('lists the received files by their ZIP paths, the count of entries, and the texts', () => {
    expect(model.columns.slice(META_COLUMNS.length).map((each) => each.name)).toEqual([
      'Q4',
      'Q4_count',
      'Q4_text',
    ]);
    // m2 has not arrived: it is left out of the paths, and the count says there are three.
    const received = new Map([
      ['m1', { extension: 'jpg' }],
      ['m3', { extension: 'png' }],
    ]);
    const full = response(answers, received);
    expect(column('Q4')?.cell(full)).toBe('r-7/Q4-门店照片-1.jpg; r-7/Q4-门店照片-3.png');
    expect(column('Q4')?.files?.(full)).toEqual([
      { mediaId: 'm1', path: 'r-7/Q4-门店照片-1.jpg' },
      { mediaId: 'm3', path: 'r-7/Q4-门店照片-3.png' },
    ]);
    expect(column('Q4_count')?.cell(full)).toBe(3);
    expect(column('Q4_text')?.cell(full)).toBe('正门; 下雨');
  });

  it('is empty text when nothing has arrived, and no answer when none was given', () => {
    expect(column('Q4')?.cell(response(answers))).toBe('');
    expect(column('Q4')?.cell(response({}))).toBeNull();
    expect(column('Q4_count')?.cell(response({}))).toBeNull();
  });
});
