/** What the probe keeps on the page, all on its performance.now clock (window.tapProbe). */
export interface TapProbe {
  /** The last tap's click: its own timeStamp. */
  clickStamp?: number;
  /** The question whose section the last tap should show (present) or hide (absent), and when that happened. */
  watch?: { sectionId: string; present: boolean; changedAt?: number; paintedAt?: number };
  /** Every read-write IndexedDB transaction of the page: when it began and completed, and what it put. */
  writes: { started: number; completed?: number; puts: { store: string; value: unknown }[] }[];
}

/**
 * Installed by bench/tap before any script of the page runs (addInitScript: serialised, so self-contained). It
 * watches the runner from outside, without any of the runner's own code:
 * - a capturing click listener keeps the tap's own timeStamp (the input event's time);
 * - IDBDatabase.transaction and IDBObjectStore.put/add are wrapped to keep, per read-write transaction, the
 *   values put (references only: nothing is copied while the tap is measured) and when its `complete` fired;
 *   the bench later looks for the first one holding the tapped answer;
 * - a MutationObserver sees the watched question's section enter or leave the DOM (the logic's effect); in
 *   the frame that follows (requestAnimationFrame) it posts itself a message, which runs once that frame's
 *   style, layout and paint are done: that is when the effect was painted, as the main thread sees it.
 */
export function watchTaps(): void {
  const probe: TapProbe = { writes: [] };
  (window as unknown as { tapProbe: TapProbe }).tapProbe = probe;
  window.addEventListener(
    'click',
    (event) => {
      probe.clickStamp = event.timeStamp;
    },
    true,
  );
  const records = new WeakMap<IDBTransaction, TapProbe['writes'][number]>();
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<typeof transaction>) {
    const opened = transaction.apply(this, args);
    if (args[1] === 'readwrite') {
      const record: TapProbe['writes'][number] = { started: performance.now(), puts: [] };
      probe.writes.push(record);
      records.set(opened, record);
      opened.addEventListener('complete', () => {
        record.completed = performance.now();
      });
    }
    return opened;
  } as typeof transaction;
  for (const method of ['put', 'add'] as const) {
    const original = IDBObjectStore.prototype[method];
    IDBObjectStore.prototype[method] = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      records.get(this.transaction)?.puts.push({ store: this.name, value });
      return original.call(this, value, key);
    };
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    if (probe.watch && probe.watch.paintedAt === undefined) probe.watch.paintedAt = performance.now();
  };
  new MutationObserver(() => {
    const watch = probe.watch;
    if (!watch || watch.changedAt !== undefined) return;
    if ((document.getElementById(watch.sectionId) !== null) !== watch.present) return;
    watch.changedAt = performance.now();
    requestAnimationFrame(() => channel.port2.postMessage(null));
  }).observe(document, { childList: true, subtree: true });
}

/** The probe as a page script (tsx's `__name` helper exists in Node only: the page gets a stand-in). */
export const tapProbeScript = `var __name = (fn) => fn; (${watchTaps.toString()})();`;
