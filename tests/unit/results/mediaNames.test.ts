import { describe, expect, it } from 'vitest';
import {
  MEDIA_TITLE_CHARS,
  mediaExtension,
  mediaZipPath,
  safeNamePart,
} from '../../../src/core/results/mediaNames';

describe('media ZIP names', () => {
  it('names a file by response, question code, short title and entry number, CJK kept', () => {
    expect(
      mediaZipPath({
        responseId: 'r-1',
        questionCode: 'Q3',
        title: '门店照片：正面/侧面',
        n: 2,
        extension: 'jpg',
      }),
    ).toBe('r-1/Q3-门店照片：正面_侧面-2.jpg');
  });

  it('cuts long titles to their first characters and drops what no file system takes', () => {
    const long = '请拍摄一张能看清门头招牌与营业时间的照片以便核对门店信息';
    const path = mediaZipPath({ responseId: 'r', questionCode: 'Q1', title: long, n: 1, extension: 'png' });
    expect(path).toBe(`r/Q1-${[...long].slice(0, MEDIA_TITLE_CHARS).join('')}-1.png`);
    expect(safeNamePart('a\u0000b\\c:d*e?f"g<h>i|j\tk', 40)).toBe('a_b_c_d_e_f_g_h_i_j_k');
    expect(safeNamePart('  ..hidden..  ', 40)).toBe('hidden');
    // A title of nothing usable leaves only code and number; a response id never climbs out of its folder.
    expect(
      mediaZipPath({ responseId: '../x', questionCode: 'Q2', title: '///', n: 3, extension: 'wav' }),
    ).toBe('x/Q2-3.wav');
  });

  it('takes the extension from the type read from the bytes, then the stored name, then bin', () => {
    expect(mediaExtension('image/jpeg', 's/m.png')).toBe('jpg');
    expect(mediaExtension('audio/mp4', null)).toBe('m4a');
    expect(mediaExtension('video/quicktime', null)).toBe('mov');
    expect(mediaExtension('application/x-unknown', 's/m.AMR')).toBe('amr');
    expect(mediaExtension(null, 's/m.tar/../../etc')).toBe('bin');
    expect(mediaExtension(null, null)).toBe('bin');
  });
});
