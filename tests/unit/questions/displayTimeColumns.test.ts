import { describe, expect, it } from 'vitest';
import { optionSchema } from '../../../src/core/model';
import type { DisplayTimeLabels } from '../../../src/questions/shared/displayTimeColumns';
import {
  type ExportResponse,
  exportColumns,
  META_COLUMNS,
  type MetaLabels,
} from '../../../src/questions/shared/exportColumns';
import { exportResponse, make } from './helpers';

const META = Object.fromEntries(META_COLUMNS.map((key) => [key, key])) as MetaLabels;
const LABELS: DisplayTimeLabels = {
  shown: 'shown time (seconds)',
  ranOut: 'display time ran out',
  yes: 'Yes',
  no: 'No',
  pageBreak: (position) => `Page break ${position}`,
};
const timed = { questionShowConfig: 1 as const, questionShowTime: 5 };

const firstBreak = make('pageBreak', { id: 'p1' });
const timedBreak = make('pageBreak', { id: 'p2', answerConfig: timed });
const radio = make('radio', {
  id: 'q1',
  itemCode: 'Q1',
  quTitle: '<p>Which <b>colour</b>?</p>',
  optionList: [optionSchema.parse({ id: 'o1', optionName: 'Red' })],
  answerConfig: timed,
});
const untimed = make('radio', { id: 'q2', itemCode: 'Q2', quTitle: 'Plain', optionList: [] });

function response(displayTimes?: ExportResponse['displayTimes']): ExportResponse {
  return { ...exportResponse({}), displayTimes };
}

describe('display-time export columns', () => {
  const model = exportColumns([firstBreak, timedBreak, radio, untimed], META, { displayTime: LABELS });
  const column = (name: string) => {
    const found = model.columns.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no column ${name} in ${model.columns.map((c) => c.name).join(',')}`);
    return found;
  };

  it('adds two columns per timed item after its own, a page break named by its place among the breaks', () => {
    const names = model.columns.map((candidate) => candidate.name).slice(META_COLUMNS.length);
    expect(names).toEqual([
      'PageBreak2_shownsec',
      'PageBreak2_ranout',
      'Q1',
      'Q1_shownsec',
      'Q1_ranout',
      'Q2',
    ]);
    expect(column('PageBreak2_shownsec').label).toBe('Page break 2 - shown time (seconds)');
    expect(column('Q1_ranout')).toMatchObject({
      label: 'Which colour? - display time ran out',
      type: 'numeric',
      measure: 'nominal',
      valueLabels: [
        { value: 0, label: 'No' },
        { value: 1, label: 'Yes' },
      ],
    });
    expect(column('Q1_shownsec')).toMatchObject({ type: 'numeric', measure: 'scale', decimals: 3 });
  });

  it('gives seconds to the millisecond and 0/1, and empty cells for an item never reached', () => {
    const seen = response({ q1: { shownMs: 5012, ranOut: true }, p2: { shownMs: 1200, ranOut: false } });
    expect(column('Q1_shownsec').cell(seen)).toBe(5.012);
    expect(column('Q1_ranout').cell(seen)).toBe(1);
    expect(column('PageBreak2_ranout').cell(seen)).toBe(0);
    const reachedNothing = response({});
    expect(column('Q1_shownsec').cell(reachedNothing)).toBeNull();
    expect(column('PageBreak2_ranout').cell(response())).toBeNull();
  });

  it('adds nothing without the texts (a caller that does not export display time)', () => {
    const plain = exportColumns([timedBreak, radio], META);
    expect(plain.columns.map((candidate) => candidate.name)).not.toContain('Q1_shownsec');
  });
});
