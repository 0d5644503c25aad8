/**
 * Made on the device, never sent by the server: the entry's interviewer has no live login here (logged out,
 * or their token ended), so it is not sent with anyone else's — it waits, kept like a refusal (not sent again
 * by itself), until that interviewer logs in on this device (resendAfterLogin). The server's own 401
 * `interviewerSession` (a token it no longer takes) waits the same way.
 */
export const AWAITING_LOGIN_REASON = 'interviewerLogin';
const AWAITING_LOGIN_REASONS: readonly string[] = [AWAITING_LOGIN_REASON, 'interviewerSession'];

/** Whether an entry's refusal means "waiting for its interviewer's login", not a refusal to act on. */
export const awaitsLogin = (reason: string | undefined) =>
  reason !== undefined && AWAITING_LOGIN_REASONS.includes(reason);
