// @vitest-environment jsdom
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerValue, Question } from '../../../src/core/model';
import { newQuestion } from '../../../src/questions/catalogue';
import { answerViewFor } from '../../../src/runner/familyViews';
import type { AnswerViewProps } from '../../../src/runner/views/contract';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The GPS answer view against a scripted navigator.geolocation: fixes are fed in by hand, so the test sees
 * what the respondent sees as the accuracy improves, which fix is kept, when watching stops, and the failure.
 */
type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;
const watches = new Map<number, { success: Success; failure: Failure; options?: PositionOptions }>();
let nextWatch = 0;
const fakeGeolocation = {
  watchPosition: vi.fn((success: Success, failure: Failure, options?: PositionOptions) => {
    watches.set(++nextWatch, { success, failure, options });
    return nextWatch;
  }),
  clearWatch: vi.fn((id: number) => watches.delete(id)),
  getCurrentPosition: vi.fn(),
};

const fix = (accuracy: number, altitude: number | null = null) =>
  ({
    coords: { latitude: 31.2304, longitude: 121.4737, accuracy, altitude },
    timestamp: Date.UTC(2026, 10, 26, 1, 2, 3),
  }) as unknown as GeolocationPosition;

const denied = {
  code: 1,
  PERMISSION_DENIED: 1,
  TIMEOUT: 3,
  POSITION_UNAVAILABLE: 2,
} as GeolocationPositionError;

let root: Root | undefined;
let host: HTMLElement | undefined;
beforeEach(() => {
  vi.useFakeTimers();
  watches.clear();
  Object.defineProperty(navigator, 'geolocation', { value: fakeGeolocation, configurable: true });
});
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
  vi.useRealTimers();
});

async function render(answerConfig: Partial<Question['answerConfig']> = {}) {
  const base = newQuestion('gps', { id: 'q1', belongId: 's', groupId: 'g', makeId: () => 'x', lang: 'en' });
  const question = { ...base, answerConfig: { ...base.answerConfig, ...answerConfig } };
  const View = (await answerViewFor('gps')!()).default as ComponentType<AnswerViewProps>;
  let answer: AnswerValue | undefined;
  const onChange = vi.fn((next: AnswerValue | undefined) => {
    answer = next;
    draw();
  });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const draw = () =>
    root!.render(
      <View
        question={question}
        answer={answer}
        onChange={onChange}
        optionOrder={[]}
        descOrder={[]}
        issues={[]}
        lang="en"
        accentColor="#1677ff"
      />,
    );
  act(draw);
  const el = host;
  return {
    el,
    onChange,
    button: () => el.querySelector<HTMLButtonElement>('[data-testid="gps-locate"]')!,
    status: () => el.querySelector('[role="status"]')?.textContent ?? '',
  };
}

const only = () => [...watches.values()][0]!;

describe('GPS answer view', () => {
  it('watches with high accuracy, shows the accuracy improving, keeps the best fix and stops when it is good enough', async () => {
    const view = await render({ paramInt01: 20, paramInt02: 30 });
    expect(view.el.textContent).toContain('Aiming for 20 m or better, for up to 30 s');
    act(() => view.button().click());
    expect(only().options).toMatchObject({ enableHighAccuracy: true, timeout: 30_000, maximumAge: 0 });
    expect(view.status()).toBe('Locating…');
    expect(view.el.querySelector('[role="status"]')?.getAttribute('aria-live')).toBe('polite');

    act(() => only().success(fix(140)));
    expect(view.status()).toBe('Locating: accurate to about 140 m so far');
    act(() => only().success(fix(60, 12.34)));
    expect(view.status()).toBe('Locating: accurate to about 60 m so far');
    // A worse fix later does not replace the kept one.
    act(() => only().success(fix(90)));
    expect(view.onChange).toHaveBeenCalledTimes(2);
    expect(view.onChange.mock.calls.at(-1)?.[0]).toMatchObject({ accuracy: 60, altitude: 12.3 });
    expect(view.status()).toBe('Locating: accurate to about 60 m so far');

    act(() => only().success(fix(15)));
    expect(view.onChange.mock.calls.at(-1)?.[0]).toMatchObject({
      kind: 'gps',
      latitude: 31.2304,
      longitude: 121.4737,
      accuracy: 15,
      fixTime: Date.UTC(2026, 10, 26, 1, 2, 3),
    });
    expect(watches.size).toBe(0);
    expect(view.el.textContent).toContain('Latitude 31.230400, longitude 121.473700');
    expect(view.el.textContent).toContain('Accurate to about 15 m');
    expect(view.button().textContent).toBe('Locate again');
  });

  it('stops when the wait ends, keeping the best fix and saying the accuracy was not reached', async () => {
    const view = await render({ paramInt01: 10, paramInt02: 20 });
    act(() => view.button().click());
    act(() => only().success(fix(45)));
    act(() => vi.advanceTimersByTime(20_000));
    expect(watches.size).toBe(0);
    expect(view.status()).toBe('Not within 10 m; the most accurate fix is kept. You can locate again');
    expect(view.onChange.mock.calls.at(-1)?.[0]).toMatchObject({ accuracy: 45 });
    // Retry watches again.
    act(() => view.button().click());
    expect(watches.size).toBe(1);
  });

  it("gives spec 2 §8's message when access is refused or nothing is found in time", async () => {
    const view = await render();
    act(() => view.button().click());
    act(() => only().failure(denied));
    expect(view.el.querySelector('[data-testid="gps-failed"]')?.textContent).toBe(
      'Locating failed. Turn on GPS and allow browser and Wechat access the location',
    );
    expect(view.onChange).not.toHaveBeenCalled();
    act(() => view.button().click());
    expect(view.el.querySelector('[data-testid="gps-failed"]')).toBeNull();
    act(() => vi.advanceTimersByTime(30_000));
    expect(view.el.querySelector('[data-testid="gps-failed"]')).not.toBeNull();
  });

  it('stops watching when the question leaves the page', async () => {
    const view = await render();
    act(() => view.button().click());
    expect(watches.size).toBe(1);
    act(() => root?.unmount());
    root = undefined;
    expect(watches.size).toBe(0);
  });
});
