/**
 * While a question times its respondent (the association test's block running: items shown, swipes timed),
 * the page's background rounds wait, so nothing but the test runs on the main thread while an item is on
 * screen. What waits is only what has no hurry: the save queue's backoff round (saveSync.ts), whose entries
 * stay due and go out on its first round after the hold ends. A save the respondent's change asks for is
 * never held (a timed question hands its answer over when it ends anyway).
 */
let holders = 0;

/** Holds background rounds until the returned release is called (once; more calls change nothing). */
export function holdBackgroundWork(): () => void {
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
  };
}

export const backgroundWorkHeld = (): boolean => holders > 0;
