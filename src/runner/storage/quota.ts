import { errorNames, rerunOnLostConnection } from './connection';

/**
 * Whether a failed write means the device is out of space. Dexie wraps the browser's DOMException
 * (QuotaExceededError) in its own error of the same name, sometimes with the original as `inner`; a failed
 * transaction may also surface as an AbortError whose inner error is the quota one.
 */
export function isQuotaError(error: unknown): boolean {
  return errorNames(error).includes('QuotaExceededError');
}

/** Thrown by the storage functions when the device is full, so the page can block instead of losing answers. */
export class StorageFullError extends Error {
  constructor(cause: unknown) {
    super('The device is out of storage space', { cause });
    this.name = 'StorageFullError';
  }
}

/**
 * Runs a write, turning a quota failure into StorageFullError (other failures pass through unchanged); a
 * write the browser's closing of the database caught under way runs again (./connection.ts).
 */
export async function guardQuota<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await rerunOnLostConnection(write);
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error);
    throw error;
  }
}

/**
 * Asks the browser to keep this site's storage under pressure (docs/architecture.md: answers must survive). Browsers may
 * say no (or ask the user); the runner works either way, it only matters for eviction.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted?.()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
