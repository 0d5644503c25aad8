import { z } from 'zod';
import { envelopeSchema } from '../../../src/core/envelope';
import type { Language } from '../../../src/i18n';
import type { Database } from '../../db/database';

export type DesignRoutesOptions = { db: Database; dataDir: string };

/** The envelope reply schema of a route answering `data`. */
export const reply = <T extends z.ZodType>(data: T) => ({ 200: envelopeSchema(data) });

export const nullReply = reply(z.null());

export type { Language };
