/** One message in both interface languages; `{name}` placeholders are filled by `t`. */
export type MessagePair = { zh: string; en: string };

/**
 * Each area of the product declares its messages with both languages side by side, so a key without an
 * English (or Chinese) text does not compile.
 */
export function defineMessages<const T extends Record<string, MessagePair>>(messages: T): T {
  return messages;
}
