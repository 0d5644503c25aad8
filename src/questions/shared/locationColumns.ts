import type { InterviewFix } from '../../core/audit/location';
import type { Cell, ColumnDraft, ColumnType, ExportResponse, MeasureLevel } from './columns';

/**
 * The interview's location in exports (src/core/audit/location.ts): for its start and its end fix, the
 * latitude, longitude, accuracy (metres) and the time of the fix (UTC, as the other times). A response with no
 * such fix (the survey did not record it then, access refused, no signal) has empty cells.
 */
export const LOCATION_COLUMNS = [
  'start_latitude',
  'start_longitude',
  'start_accuracy',
  'start_time',
  'end_latitude',
  'end_longitude',
  'end_accuracy',
  'end_time',
] as const;
export type LocationColumn = (typeof LOCATION_COLUMNS)[number];

/** The columns' labels in the export's language (the server passes its message texts). */
export type LocationLabels = Record<LocationColumn, string>;

type Part = 'latitude' | 'longitude' | 'accuracy' | 'time';

function cellOf(fix: InterviewFix | undefined, part: Part): Cell {
  if (!fix || 'failure' in fix) return null;
  if (part === 'time') return new Date(fix.atMs).toISOString().slice(0, 19).replace('T', ' ');
  return fix[part];
}

export function locationDrafts(labels: LocationLabels): ColumnDraft[] {
  return LOCATION_COLUMNS.map((name) => {
    const [which, part] = name.split('_') as ['start' | 'end', Part];
    const type: ColumnType = part === 'time' ? 'string' : 'numeric';
    const measure: MeasureLevel = part === 'time' ? 'nominal' : 'scale';
    return {
      wanted: name,
      label: labels[name],
      type,
      measure,
      valueLabels: [],
      dichotomy: false,
      // Degrees to six decimals (about 0.1 m), as the GPS question's columns; metres whole.
      ...(part === 'latitude' || part === 'longitude'
        ? { decimals: 6 }
        : part === 'accuracy'
          ? { decimals: 0 }
          : {}),
      cell: (response: ExportResponse) => cellOf(response.interviewLocation?.[which], part),
    };
  });
}
