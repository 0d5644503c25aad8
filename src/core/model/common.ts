import { z } from 'zod';
import { splitCommaList } from './commaList';

/** Ids are opaque strings (UUIDs made by the server, or by the client for responses). */
export const idSchema = z.string().min(1).max(64);

/** The spec's switches: 1 on, 0 off (spec 1 §9 "Switch on value 1, off value 0"). */
export const flagSchema = z.union([z.literal(0), z.literal(1)]);
export type Flag = z.infer<typeof flagSchema>;

export { joinCommaList, splitCommaList } from './commaList';

/** A comma list accepted either as `"a,b"` or `["a","b"]`, always parsed to an array. */
export const commaListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : splitCommaList(value)));
