/** Pure helpers of the paged survey table (spec 1 §2 "generic paged data table"), unit-tested. */

export const DEFAULT_PAGE_SIZE = 10;

/** The row number shown in the first column: it continues across pages. */
export function rowNumber(pageNo: number, pageSize: number, index: number): number {
  return (pageNo - 1) * pageSize + index + 1;
}

/** After deleting rows the current page may no longer exist: the last page that still does. */
export function pageAfterRemoval(pageNo: number, pageSize: number, total: number, removed: number): number {
  const remaining = Math.max(0, total - removed);
  const lastPage = Math.max(1, Math.ceil(remaining / pageSize));
  return Math.min(pageNo, lastPage);
}

/** "2026-05-03T08:15:00.000Z" → "2026-05-03 16:15" in the browser's zone; an unreadable date is shown as is. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
