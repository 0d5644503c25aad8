import { v7 as uuidv7 } from 'uuid';

/** Ids of design rows: UUID v7, so rows made later sort later and indexes stay compact. */
export function newId(): string {
  return uuidv7();
}
