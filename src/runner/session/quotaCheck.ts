import type { Answers } from '../../core/model';
import {
  endsAsQuotaFull,
  fallsInFullCell,
  type QuotaStateEntry,
  quotasDecidedBy,
} from '../../core/quotas/cells';
import { fetchQuotaState } from '../sync/quotaState';

/**
 * Where the last quota state the server gave is kept on the device (with the survey's record), so that a
 * respondent who opens the survey offline is still checked against the cells that were full when the device
 * was last online.
 */
export interface QuotaStateCache {
  read(): Promise<QuotaStateEntry[] | undefined>;
  write(state: QuotaStateEntry[]): Promise<void>;
}

/**
 * Whether a respondent's answers put them in a full cell of an end-now quota, so that they stop at once with
 * Quota-full instead of answering forty more questions to be told so. It asks the server again only when
 * the answers have just decided such a quota and the device is online; otherwise it goes by the state it
 * knew (fetched on this page, or kept on the device). The server stays the judge of counts: this only spares
 * the respondent's time.
 */
export class QuotaCheck {
  private known: readonly QuotaStateEntry[] = [];
  private fetched = false;

  constructor(
    private readonly surveyId: string,
    private readonly fetchState: (
      surveyId: string,
    ) => Promise<QuotaStateEntry[] | undefined> = fetchQuotaState,
    private readonly cache?: QuotaStateCache,
    /**
     * The survey load said the survey has no quota: nothing can be full, so no state is asked for at all
     * (most surveys have none, and each call is a request to the server at start and at every checkpoint).
     * A quota added while this respondent answers is the server's to hold at completion (Overquota).
     */
    private readonly noQuotas = false,
  ) {}

  /**
   * Fetches the state and keeps it on the device; when the server cannot say, goes on with the state fetched
   * before, or else the one the device kept. A survey without quotas asks nothing and has none.
   */
  async refresh(): Promise<readonly QuotaStateEntry[]> {
    if (this.noQuotas) return this.known;
    const state = await this.fetchState(this.surveyId);
    if (state) {
      this.known = state;
      this.fetched = true;
      await this.cache?.write(state).catch(() => undefined);
    } else if (!this.fetched) {
      this.known = (await this.cache?.read().catch(() => undefined)) ?? this.known;
    }
    return this.known;
  }

  async endsNow(answers: Answers, online: boolean): Promise<boolean> {
    if (quotasDecidedBy(this.known, answers).length === 0) return false;
    if (online) await this.refresh();
    return endsAsQuotaFull(this.known, answers);
  }

  /**
   * A checkpoint with checkQuotas: whether the answers so far fall into a full cell of any quota. Online it
   * asks the server first; offline it goes by the state last known.
   */
  async checkpointEnds(answers: Answers, online: boolean): Promise<boolean> {
    if (online) await this.refresh();
    return fallsInFullCell(this.known, answers);
  }
}
