import type { AnswerOfKind } from '../../core/model';
import { betterFix, gpsAnswerOf, type PositionReading } from './core';

/** Why a watch ended without reaching the wanted accuracy (no fix at all: failed; some fix: kept the best). */
export type WatchFailure = 'denied' | 'unavailable' | 'timeout';

export interface WatchEnd {
  /** The best fix of this watch, if any came. */
  best?: AnswerOfKind<'gps'>;
  /** A fix within the wanted accuracy came. */
  reached: boolean;
  /** Why it stopped short (absent when reached). */
  failure?: WatchFailure;
}

/** The part of the Geolocation API a watch uses (navigator.geolocation; a test passes its own). */
export type GeolocationLike = Pick<Geolocation, 'watchPosition' | 'clearWatch'>;

export interface BestFixWatch {
  geolocation: GeolocationLike | undefined;
  wantedMetres: number;
  waitSeconds: number;
  /** A fix better than every one before it (the caller keeps it at once: a closed page loses nothing). */
  onBetter?: (fix: AnswerOfKind<'gps'>) => void;
  /** A fix came that is not yet good enough: the accuracy of the best so far. */
  onProgress?: (accuracy: number | undefined) => void;
  /** The watch ended by itself (never after the returned stop was called). */
  onEnd: (end: WatchEnd) => void;
}

/**
 * The GPS family's way of locating (its answer view and the interview's location fixes both use it): the
 * device's fixes are watched with high accuracy for at most the wait, the best one kept, until one is within
 * the wanted accuracy. A refusal ends the watch; a slow or lost signal ends it only when nothing was found yet.
 * Returns the stop, which ends the watch without telling onEnd.
 */
export function watchBestFix(watch: BestFixWatch): () => void {
  const { geolocation, wantedMetres, waitSeconds } = watch;
  if (!geolocation) {
    watch.onEnd({ reached: false, failure: 'unavailable' });
    return () => undefined;
  }
  let kept: AnswerOfKind<'gps'> | undefined;
  let watchId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let over = false;
  const stop = () => {
    over = true;
    if (watchId !== undefined) geolocation.clearWatch(watchId);
    if (timer !== undefined) clearTimeout(timer);
    watchId = undefined;
    timer = undefined;
  };
  const finish = (reached: boolean, failure?: WatchFailure) => {
    if (over) return;
    stop();
    watch.onEnd({ reached, ...(kept && { best: kept }), ...(!reached && failure && { failure }) });
  };
  timer = setTimeout(() => finish(false, 'timeout'), waitSeconds * 1000);
  watchId = geolocation.watchPosition(
    (position: PositionReading) => {
      if (over) return;
      const next = betterFix(kept, gpsAnswerOf(position));
      if (next !== kept) {
        kept = next;
        watch.onBetter?.(next);
      }
      const accuracy = kept.accuracy;
      if (accuracy !== undefined && accuracy <= wantedMetres) finish(true);
      else watch.onProgress?.(accuracy);
    },
    (error) => {
      if (error.code === error.PERMISSION_DENIED) finish(false, 'denied');
      else if (!kept) finish(false, error.code === error.TIMEOUT ? 'timeout' : 'unavailable');
    },
    { enableHighAccuracy: true, timeout: waitSeconds * 1000, maximumAge: 0 },
  );
  // A watch refused at once may have called back synchronously (a test's fake does): its id is cleared too.
  if (over && watchId !== undefined) geolocation.clearWatch(watchId);
  return stop;
}
