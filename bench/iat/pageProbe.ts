/** What the probe keeps on the page, all on its performance.now clock (window.iatProbe). */
export interface PageProbe {
  /** Per card (its data-index): when it entered the DOM, and when its text was painted and presented. */
  cards: Record<
    string,
    { inserted?: number; written?: number; paintTime?: number; presentationTime?: number }
  >;
  /** The frames run while a card waited for its paint: the frame's time, and when its callback ran. */
  frames: { time: number; ran: number }[];
  /** Every pointerdown: its own timeStamp, and when the page's first listener saw it. */
  downs: { stamp: number; seen: number }[];
  longFrames: { start: number; duration: number; scripts: string[] }[];
}

/**
 * Installed by bench/iat before any script of the page runs (addInitScript: it is serialised, so it is
 * self-contained). It watches the view from outside, with nothing of the view's own timing:
 * - a MutationObserver sees each card written to the screen by script — entering the DOM visible, or, committed
 *   hidden, made visible — the moment a jsPsych-style clock starts (jsPsych writes the stimulus and reads
 *   performance.now() in the same breath), and marks it for Element Timing, which then reports when its text was painted; from the insertion until that report it
 *   runs its own animation-frame loop, so the bench can tell which frame did the paint (a loop for the whole
 *   test would make the page produce frames it otherwise would not);
 * - a capturing pointerdown listener keeps each touch's timeStamp and when the page got to it;
 * - a Long Animation Frame observer keeps the frames over 50 ms with the scripts they ran.
 */
export function watchPage(): void {
  const probe: PageProbe = { cards: {}, frames: [], downs: [], longFrames: [] };
  (window as unknown as { iatProbe: PageProbe }).iatProbe = probe;
  let waiting = 0;
  const loop = (time: number) => {
    probe.frames.push({ time, ran: performance.now() });
    if (waiting > 0) requestAnimationFrame(loop);
  };
  const cardOf = (node: Node): HTMLElement | null => {
    if (!(node instanceof HTMLElement)) return null;
    return node.matches('.iat-card') ? node : node.querySelector('.iat-card');
  };
  new MutationObserver((records) => {
    const now = performance.now();
    for (const record of records) {
      if (record.type === 'attributes') {
        // A card committed hidden is shown by the view's own write (data-onset, Answer.tsx).
        const key = (record.target as HTMLElement).dataset.index;
        const card = key === undefined ? undefined : probe.cards[key];
        if (card && card.written === undefined) card.written = now;
        continue;
      }
      for (const node of record.addedNodes) {
        const card = cardOf(node);
        const key = card?.dataset.index;
        if (!card || key === undefined || probe.cards[key]) continue;
        const visible = getComputedStyle(card).visibility === 'visible';
        probe.cards[key] = visible ? { inserted: now, written: now } : { inserted: now };
        card.setAttribute('elementtiming', `iat-${key}`);
        if (waiting++ === 0) requestAnimationFrame(loop);
      }
    }
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-onset'],
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const timed = entry as PerformanceEntry & {
        identifier: string;
        renderTime: number;
        paintTime?: number;
        presentationTime?: number;
      };
      const card = probe.cards[timed.identifier.replace(/^iat-/, '')];
      if (!card || card.paintTime !== undefined) continue;
      card.paintTime = timed.paintTime ?? timed.renderTime;
      card.presentationTime = timed.presentationTime;
      waiting -= 1;
    }
  }).observe({ type: 'element', buffered: true });
  window.addEventListener(
    'pointerdown',
    (event) => probe.downs.push({ stamp: event.timeStamp, seen: performance.now() }),
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration <= 50) continue;
      const scripts = (entry as PerformanceEntry & { scripts?: PerformanceEntry[] }).scripts ?? [];
      probe.longFrames.push({
        start: entry.startTime,
        duration: entry.duration,
        scripts: scripts.map((script) => {
          const { invoker, sourceURL, sourceFunctionName } = script as PerformanceEntry & {
            invoker: string;
            sourceURL: string;
            sourceFunctionName: string;
          };
          const file = sourceURL.split('/').at(-1) ?? '';
          return `${invoker} ${sourceFunctionName}@${file} ${script.duration.toFixed(0)} ms`;
        }),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}
