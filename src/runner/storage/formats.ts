import type { Transaction } from 'dexie';
import { defineFormat, type FormatMigration, upgradeDocument } from '../../core/model/formats/migrate';
import { RELEASE_FORMAT, upgradeRelease } from '../../core/model/formats/release';
import { SAVE_BODY_FORMAT, upgradeSaveBody } from '../../core/model/formats/saveBody';
import type { OutboxEntry, SaveOutboxEntry, StoredRelease, StoredResponse } from '../db';

/**
 * The formats of what the runner keeps in IndexedDB (docs/architecture.md "Stored formats"). A response the
 * device holds is its own format (device-only: the server never sees one); an outbox row's body is an answer
 * save (src/core/model/formats/saveBody.ts) and a kept release a release snapshot, formats shared with the
 * server. Rows written before formats were numbered have no `format`: format 1.
 *
 * Changing what a stored response holds appends a migration here AND a Dexie version in ../db.ts whose
 * upgrade runs upgradeDeviceRows, so that rows written by older code are moved up when the app updates; the
 * formats that upgrade reached are DEVICE_FORMATS in ../db.ts, which a unit test holds to the current ones.
 */
export const STORED_RESPONSE_MIGRATIONS: readonly FormatMigration[] = [];

export const storedResponseFormat = defineFormat('response kept on this device', STORED_RESPONSE_MIGRATIONS);

/** The format this code writes responses on the device in. */
export const STORED_RESPONSE_FORMAT = storedResponseFormat.current;

/**
 * An outbox entry's own fields (its save's body is a format of its own, above). Format 1 is the save row of
 * the outbox keyed by response id (no `format`, `id` or `kind`: every row was a save); format 2 the entry of
 * the one queue for every kind (uploads to come), keyed by its id — a save's is its response's.
 */
export const OUTBOX_ENTRY_MIGRATIONS: readonly FormatMigration[] = [
  {
    from: 1,
    change: 'kind and id: the outbox holds every kind of entry, keyed by the entry (a save by its response)',
    up: (entry) => ({ ...entry, id: entry.responseId, kind: 'save' }),
  },
];

export const outboxEntryFormat = defineFormat('outbox entry', OUTBOX_ENTRY_MIGRATIONS);

/** The format this code writes outbox entries in. */
export const OUTBOX_ENTRY_FORMAT = outboxEntryFormat.current;

/** A captured file kept on the device (db.ts StoredMedia); format 1 is the first. */
export const MEDIA_MIGRATIONS: readonly FormatMigration[] = [];

export const storedMediaFormat = defineFormat('captured file kept on this device', MEDIA_MIGRATIONS);

/** The format this code writes captured files in. */
export const STORED_MEDIA_FORMAT = storedMediaFormat.current;

/** Every format of the device's rows, as this code writes them. */
export const CURRENT_DEVICE_FORMATS = {
  release: RELEASE_FORMAT,
  storedResponse: STORED_RESPONSE_FORMAT,
  saveBody: SAVE_BODY_FORMAT,
  outboxEntry: OUTBOX_ENTRY_FORMAT,
  media: STORED_MEDIA_FORMAT,
} as const;

/** A stored response of any format this code knows, in the current one. */
export function upgradeStoredResponse(row: unknown): StoredResponse {
  return upgradeDocument(storedResponseFormat, row) as unknown as StoredResponse;
}

/**
 * An outbox row in the current entry format, a save's body in the current save format. Throws for an entry of
 * a newer format. A save body this code cannot move up (a newer one) is kept as it is: the server reads every
 * format it knows and answers a newer one "try again later", so the entry still goes out.
 */
export function upgradeOutboxEntry(row: unknown): OutboxEntry {
  const entry = upgradeDocument(outboxEntryFormat, row) as unknown as OutboxEntry;
  if (entry.kind !== 'save') return entry;
  let body = entry.body;
  try {
    body = upgradeSaveBody(entry.body) as unknown as SaveOutboxEntry['body'];
  } catch (error) {
    console.warn('A waiting save was kept in the format it had', error);
  }
  return body === entry.body ? entry : { ...entry, body };
}

/** A kept release with its snapshot in the current release format. */
export function upgradeStoredRelease(row: StoredRelease): StoredRelease {
  const wire = upgradeRelease(row.wire) as unknown as StoredRelease['wire'];
  return wire === row.wire ? row : { ...row, wire };
}

/**
 * Moves every row the device holds up to the current formats, inside a Dexie upgrade. A row that cannot be
 * moved (a newer format, left by a newer app before the app went back; something that is no row of the kind)
 * is kept as it is: never deleted, and its reader refuses it rather than misread it. Failing the upgrade
 * instead would keep the runner from opening its database at all.
 */
export async function upgradeDeviceRows(transaction: Transaction): Promise<void> {
  const each = async <T>(name: 'releases' | 'responses' | 'outbox', upgrade: (row: T) => T) => {
    await transaction
      .table<T>(name)
      .toCollection()
      .modify((row, context) => {
        try {
          const upgraded = upgrade(row);
          if (upgraded !== row) context.value = upgraded;
        } catch (error) {
          console.warn(`A row of ${name} was kept in the format it had`, error);
        }
      });
  };
  await each<StoredRelease>('releases', upgradeStoredRelease);
  await each<StoredResponse>('responses', upgradeStoredResponse);
  await each<OutboxEntry>('outbox', upgradeOutboxEntry);
}
