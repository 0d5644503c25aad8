import { v7 as uuidv7 } from 'uuid';

/** Ids of options and sub-questions made in the designer: UUID v7, like the server's, so they sort by age. */
export const newItemId = (): string => uuidv7();
