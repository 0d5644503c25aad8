import { defineFormat, type FormatMigration, type Formatted, formatOf, upgradeDocument } from './migrate';

/**
 * The format of an answer save's body (src/core/api/answer.ts): what a phone posts, keeps in its outbox
 * (Dexie `outbox`) and what the service worker's queue holds as a request. Format 1 is the shape of the first
 * saves, which carry no `format` field.
 *
 * The server must read every format ever written: a phone offline for a month replays saves its old code
 * wrote, after the app and the server have moved on. Changing the body appends a migration here; never edit
 * or drop one. An added OPTIONAL field (paradata.urlParams, the answer link's values) is no change of format:
 * older bodies simply lack it and read as they are, and an older server drops the unknown key.
 */
export const SAVE_BODY_MIGRATIONS: readonly FormatMigration[] = [
  {
    from: 1,
    change:
      'audit: the audit trail events not yet acknowledged (src/core/audit/events.ts); saves written before carry none',
    up: (body) => ({ ...body, audit: null }),
  },
];

export const saveBodyFormat = defineFormat('answer save', SAVE_BODY_MIGRATIONS);

/** The format this code writes saves in and the server reads them in. */
export const SAVE_BODY_FORMAT = saveBodyFormat.current;

/** A save body of any format this code knows, in the current one. Throws for a newer format or a non-object. */
export function upgradeSaveBody(body: unknown): Formatted {
  return upgradeDocument(saveBodyFormat, body);
}

/** Whether a body says it is in a format newer than this code's (written by a newer app than this server). */
export function isNewerSaveBody(body: unknown): boolean {
  try {
    return formatOf(saveBodyFormat, body) > SAVE_BODY_FORMAT;
  } catch {
    return false;
  }
}
