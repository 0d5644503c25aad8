import type { CollectionLimits, SaveCollectionRequestInput } from '../../core/api/collection';
import type { MessageKey } from '../../i18n';

/**
 * The collection form's state and the save request it makes (pure, so the screen stays thin and the rules are
 * tested on their own). Times are epoch milliseconds picked in the designer's own time zone; the request
 * carries them as ISO instants. The password is what the designer wants done with it: keep the one set, set
 * the one typed, or clear it.
 */
export type PasswordIntent = { kind: 'keep' } | { kind: 'set'; value: string } | { kind: 'clear' };

export type CollectionDraft = {
  opensAt: number | null;
  closesAt: number | null;
  capOn: boolean;
  maxCompletes: number | null;
  onePerDevice: boolean;
  /** The audit trail keeps answers' old and new values. */
  auditValues: boolean;
  /** The runner records the interview's start and end location. */
  interviewLocation: boolean;
  password: PasswordIntent;
};

export function draftOf(limits: CollectionLimits): CollectionDraft {
  return {
    opensAt: limits.opensAt ? Date.parse(limits.opensAt) : null,
    closesAt: limits.closesAt ? Date.parse(limits.closesAt) : null,
    capOn: limits.maxCompletes !== null,
    maxCompletes: limits.maxCompletes,
    onePerDevice: limits.onePerDevice === 1,
    auditValues: limits.auditValues === 1,
    interviewLocation: limits.interviewLocation === 1,
    password: { kind: 'keep' },
  };
}

/** A problem found before asking the server, as the server would name it (its message keys). */
export type DraftProblem = { field: 'closesAt' | 'maxCompletes' | 'password'; key: MessageKey };

/** The save request of a draft, or the first problem the server would refuse it for. */
export function saveRequestOf(
  surveyId: string,
  draft: CollectionDraft,
): { request: SaveCollectionRequestInput } | { problem: DraftProblem } {
  if (draft.opensAt !== null && draft.closesAt !== null && draft.closesAt <= draft.opensAt) {
    return { problem: { field: 'closesAt', key: 'collection.time.closeBeforeOpen' } };
  }
  const cap = draft.capOn ? draft.maxCompletes : null;
  if (draft.capOn && (cap === null || !Number.isInteger(cap) || cap < 1)) {
    return { problem: { field: 'maxCompletes', key: 'collection.cap.invalid' } };
  }
  if (draft.password.kind === 'set' && draft.password.value.trim() === '') {
    return { problem: { field: 'password', key: 'collection.password.empty' } };
  }
  const request: SaveCollectionRequestInput = {
    surveyId,
    opensAt: draft.opensAt === null ? null : new Date(draft.opensAt).toISOString(),
    closesAt: draft.closesAt === null ? null : new Date(draft.closesAt).toISOString(),
    maxCompletes: cap,
    onePerDevice: draft.onePerDevice ? 1 : 0,
    auditValues: draft.auditValues ? 1 : 0,
    interviewLocation: draft.interviewLocation ? 1 : 0,
  };
  if (draft.password.kind === 'set') request.password = draft.password.value;
  if (draft.password.kind === 'clear') request.password = null;
  return { request };
}

/** Where the survey stands now by its times: before the opening, open, or closed. */
export function timeState(
  draft: Pick<CollectionDraft, 'opensAt' | 'closesAt'>,
  now: number,
): 'notOpen' | 'open' | 'closed' {
  if (draft.opensAt !== null && now < draft.opensAt) return 'notOpen';
  if (draft.closesAt !== null && now >= draft.closesAt) return 'closed';
  return 'open';
}
