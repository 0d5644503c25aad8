import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Page } from '../../core/paging';
import {
  type DisplayTimeRecord,
  type DisplayTimeRecords,
  hasRunOut,
  type TimedItem,
} from '../../core/validation/displayTime';
import type { Language } from '../../i18n';
import { translate } from '../translate';
import { DisplayTimer } from './displayTimer';
import './displayTime.css';

/**
 * The runner's side of display time (src/core/validation/displayTime.ts): which timed items a page has, the
 * page's one timer, the countdowns shown and what is said to screen readers — the start and the end only; the
 * seconds themselves are in a role="timer" element, which screen readers do not announce as it changes.
 */

/** The timed items of a page: its shown questions' own, and the page breaks that open it. */
export function pageTimedItems(
  page: Page | undefined,
  items: readonly TimedItem[],
  visible: ReadonlySet<string>,
): TimedItem[] {
  if (!page) return [];
  const shown = page.questionIds.filter((id) => visible.has(id));
  return items.filter((item) =>
    item.covers.length === 1 && item.covers[0] === item.id
      ? shown.includes(item.id)
      : item.covers.some((id) => shown.includes(id)),
  );
}

/**
 * A page whose time moved the respondent on already is not shown again (going back or forward skips it):
 * its stimulus was to be seen for the set time only.
 */
export function isSpentPage(pageItems: readonly TimedItem[], records: DisplayTimeRecords): boolean {
  return pageItems.some((item) => item.end === 'next' && hasRunOut(item, records));
}

interface DisplayTimeOptions {
  /** Changes with every page shown (the page index): a new page, a new timer. */
  pageKey: string;
  items: readonly TimedItem[];
  /** The response's records so far (from the device), read when a page's timer starts. */
  records: () => DisplayTimeRecords;
  /** The cover is up: nothing is painted yet. */
  paused: boolean;
  lang: Language;
  /** A 'next' item ran out: move on as the next button would. */
  onNext: () => void;
  /** A 'hide' item ran out: store the records now (the respondent may stay on the page a while). */
  onHidden: (records: Record<string, DisplayTimeRecord>) => void;
}

export interface PageDisplayTime {
  timer: DisplayTimer | undefined;
  /** Questions whose stimulus is hidden (a 'hide' item ran out, now or on an earlier showing). */
  hiddenStimulus: ReadonlySet<string>;
  /** The page's records now, for the save that leaves the page (stops the timer). */
  finish: () => Record<string, DisplayTimeRecord>;
  /** The current records without stopping (validation of the page before leaving it). */
  recordsNow: () => Record<string, DisplayTimeRecord>;
  announcement: string;
}

const EMPTY: ReadonlySet<string> = new Set();

export function usePageDisplayTime(options: DisplayTimeOptions): PageDisplayTime {
  const { pageKey, items, paused, lang } = options;
  const latest = useRef(options);
  latest.current = options;
  const itemsKey = items.map((item) => item.id).join(' ');
  const [hidden, setHidden] = useState<ReadonlySet<string>>(EMPTY);
  const [announcement, setAnnouncement] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: one timer per page shown and its timed items (by id)
  const timer = useMemo(() => {
    if (paused || items.length === 0) return undefined;
    const earlier = latest.current.records();
    return new DisplayTimer(items, earlier, (item) => {
      if (item.end === 'next') return latest.current.onNext();
      setHidden((current) => new Set([...current, ...item.covers]));
      setAnnouncement(translate(lang, 'runner.displayTime.hidden'));
      latest.current.onHidden(timerRef.current?.records() ?? {});
    });
  }, [pageKey, itemsKey, paused]);
  const timerRef = useRef(timer);
  timerRef.current = timer;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per timer: the items and language it was made with
  useEffect(() => {
    if (!timer) {
      setHidden(EMPTY);
      setAnnouncement('');
      return;
    }
    setHidden(EMPTY);
    const running = items.filter((item) => !timer.hasRunOut(item.id));
    const first = running[0];
    setAnnouncement(
      first
        ? translate(
            lang,
            first.end === 'next' ? 'runner.displayTime.startNext' : 'runner.displayTime.startHide',
            {
              seconds: timer.secondsLeft(first.id),
            },
          )
        : '',
    );
    // Counted from the first paint of the page: the frame after this commit.
    const frame = requestAnimationFrame(() => timer.start());
    return () => {
      cancelAnimationFrame(frame);
      timer.stop();
    };
  }, [timer]);

  // Hidden already on an earlier showing: hidden from the first paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the items this timer was made with
  const hiddenBefore = useMemo(
    () =>
      timer
        ? items
            .filter((item) => item.end === 'hide' && timer.hasRunOut(item.id))
            .flatMap((item) => item.covers)
        : [],
    [timer],
  );
  const hiddenStimulus = useMemo(
    () => (hiddenBefore.length === 0 ? hidden : new Set([...hiddenBefore, ...hidden])),
    [hiddenBefore, hidden],
  );

  return {
    timer,
    hiddenStimulus,
    announcement,
    finish: () => {
      timer?.stop();
      return timer?.records() ?? {};
    },
    recordsNow: () => timer?.records() ?? {},
  };
}

/** The seconds left of one timed item, as a timer (no live region: it is said at the start and end only). */
export function Countdown({ timer, id, lang }: { timer: DisplayTimer; id: string; lang: Language }) {
  const seconds = useSyncExternalStore(timer.subscribe, () => timer.secondsLeft(id));
  const over = useSyncExternalStore(timer.subscribe, () => timer.hasRunOut(id));
  if (over || !timer.counts(id)) return null;
  return (
    <p className="wr-countdown" role="timer" data-testid={`countdown-${id}`}>
      <span className="wr-countdown__dot" aria-hidden="true" />
      {translate(lang, 'runner.displayTime.left', { seconds })}
    </p>
  );
}
