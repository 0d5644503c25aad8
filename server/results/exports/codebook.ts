import { type Language, translate } from '../../../src/i18n';
import type { ColumnModel } from '../../../src/questions/shared/exportColumns';
import { valueLabelsText } from './cells';
import { writeXlsx } from './xlsx';

/**
 * The codebook of an export as a workbook: one row per column (name, label, type, value labels as
 * "1=…; 2=…", measure), a sheet of the multiple-response sets, and a note on times and on the CSV's formula
 * neutralising. It describes exactly the columns the CSV, XLSX and SPSS files of the same survey hold.
 */
export async function writeCodebook(path: string, model: ColumnModel, lang: Language): Promise<void> {
  const t = (key: string) => translate(lang, `results.export.codebook.${key}`);
  const variables = [
    [t('name'), t('label'), t('type'), t('valueLabels'), t('measure')],
    ...model.columns.map((column) => [
      column.name,
      column.label,
      column.type,
      valueLabelsText(column),
      column.measure,
    ]),
  ];
  const sets = [
    [t('name'), t('label'), t('columns')],
    ...model.sets.map((set) => [`$${set.name}`, set.label, set.columns.join(' ')]),
  ];
  await writeXlsx(path, [
    { name: t('variables'), rows: variables },
    { name: t('sets'), rows: sets },
    { name: t('notes'), rows: [[t('note')]] },
  ]);
}
