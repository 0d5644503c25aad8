import type { DisplayTimeRecord, DisplayTimeRecords } from '../../src/core/validation/displayTime';

/**
 * A response's display-time records as stored in its paradata (`displayTimes`, checked by the save schema
 * when taken), read for the exports and the response detail. A driver may hand jsonb over as text; an entry
 * that is not a record (none expected) is left out rather than shown as a made-up time.
 */
export function storedDisplayTimes(value: unknown): DisplayTimeRecords {
  const parsed = typeof value === 'string' ? parseJson(value) : value;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const records: Record<string, DisplayTimeRecord> = {};
  for (const [itemId, entry] of Object.entries(parsed as Record<string, unknown>)) {
    const { shownMs, ranOut } = (entry ?? {}) as Record<string, unknown>;
    if (
      typeof shownMs === 'number' &&
      Number.isFinite(shownMs) &&
      shownMs >= 0 &&
      typeof ranOut === 'boolean'
    ) {
      records[itemId] = { shownMs, ranOut };
    }
  }
  return records;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
