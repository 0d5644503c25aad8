import { describe, expect, it } from 'vitest';
import { formatDateTime, pageAfterRemoval, rowNumber } from '../../../src/designer/list/tableHelpers';
import { htmlHasImage, isEmptyHtml } from '../../../src/designer/workspace/richText';

describe('survey table', () => {
  it('numbers rows across pages', () => {
    expect(rowNumber(1, 10, 0)).toBe(1);
    expect(rowNumber(3, 20, 4)).toBe(45);
  });

  it('stays on a page that still exists after deleting', () => {
    expect(pageAfterRemoval(3, 10, 21, 1)).toBe(2);
    expect(pageAfterRemoval(3, 10, 25, 2)).toBe(3);
    expect(pageAfterRemoval(1, 10, 1, 1)).toBe(1);
  });

  it('shows dates as year-month-day hour:minute and unreadable ones as they are', () => {
    expect(formatDateTime('2026-05-03T08:15:00')).toBe('2026-05-03 08:15');
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('rich text helpers', () => {
  it('sees images in pasted HTML', () => {
    expect(htmlHasImage('<p>a<img src="x.png"></p>')).toBe(true);
    expect(htmlHasImage('<p>image</p>')).toBe(false);
  });

  it('treats an empty editor document as empty', () => {
    expect(isEmptyHtml('<p></p>')).toBe(true);
    expect(isEmptyHtml('<p><br></p>')).toBe(true);
    expect(isEmptyHtml('<p>x</p>')).toBe(false);
  });
});
