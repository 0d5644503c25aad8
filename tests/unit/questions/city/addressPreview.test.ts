import { describe, expect, it } from 'vitest';
import { addressPreview } from '../../../../src/questions/city/design/addressPreview';

const item = (id: string, parentId: string | null, optionName: string) => ({ id, parentId, optionName });

describe('city set-content: the preview of the divisions', () => {
  const list = [
    item('110000', null, '北京市'),
    item('120000', null, '天津市'),
    item('110100', '110000', '市辖区'),
    item('110101', '110100', '东城区'),
    item('110102', '110100', '西城区'),
    item('120100', '120000', '市辖区'),
    item('120101', '120100', '和平区'),
    item('810000', null, '香港特别行政区'),
  ];

  it('lists the first paths top first, in the list’s order, down to places with nothing under them', () => {
    expect(addressPreview(list, 3).paths).toEqual([
      ['北京市', '市辖区', '东城区'],
      ['北京市', '市辖区', '西城区'],
      ['天津市', '市辖区', '和平区'],
    ]);
    expect(addressPreview(list, 10).paths.at(-1)).toEqual(['香港特别行政区']);
  });

  it('counts the places of each level, whatever the number of paths shown', () => {
    expect(addressPreview(list, 1).countsByLevel).toEqual([3, 2, 3]);
    expect(addressPreview([], 5)).toEqual({ paths: [], countsByLevel: [] });
  });
});
