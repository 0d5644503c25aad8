import type { Cell, ExportColumn, ExportResponse } from '../../../src/questions/shared/exportColumns';

export type ValuesMode = 'codes' | 'labels';

/**
 * A response's row as a table file shows it. In "labels" mode a coded choice cell becomes its option text
 * and a chosen dichotomy (1) its option text, an unchosen one (0) empty; codes without a label stay codes.
 */
export function rowCells(
  columns: readonly ExportColumn[],
  response: ExportResponse,
  mode: ValuesMode,
): Cell[] {
  const cells: Cell[] = new Array(columns.length);
  for (let at = 0; at < columns.length; at++) {
    const column = columns[at] as ExportColumn;
    const value = column.cell(response);
    cells[at] = mode === 'labels' && typeof value === 'number' ? labelOf(column, value) : value;
  }
  return cells;
}

function labelOf(column: ExportColumn, value: number): Cell {
  if (column.dichotomy) return value === 1 ? (column.valueLabels[0]?.label ?? 1) : null;
  if (column.valueLabels.length === 0) return value;
  return column.valueLabels.find((label) => label.value === value)?.label ?? value;
}

/** "1=Yes; 2=No": value labels as one text (codebook). */
export function valueLabelsText(column: ExportColumn): string {
  return column.valueLabels.map((label) => `${label.value}=${label.label}`).join('; ');
}
