import type { MessageKey, MessageParams } from '../../src/i18n';

/**
 * An expected failure with its HTTP status (= envelope code) and a message key; the error handler
 * translates the key in the caller's language. Anything thrown that is not an AppError is a bug: 500.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly data: unknown = null,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}
