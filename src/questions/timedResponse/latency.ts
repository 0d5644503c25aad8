import { ANALYSIS_WINDOW_MS } from './family';

/**
 * The voice key: where the answer starts in a recording, read from the samples themselves (never from a tap or
 * another UI event). Pure, so the runner (on the decoded recording) and the tests (on synthetic PCM) run the same
 * rule.
 */

/** A level in dBFS as the RMS amplitude it stands for (full scale 1). */
export function amplitudeOfDb(db: number): number {
  return 10 ** (db / 20);
}

export interface VoiceOnsetInput {
  /** Mono samples in −1…1 (a decoded recording's channel, or its channels averaged). */
  samples: Float32Array;
  sampleRate: number;
  /** Where the stimulus onset falls in the recording (ms from its first sample): sound before it is no answer. */
  fromMs: number;
  thresholdDb: number;
  windowMs?: number;
}

/**
 * Milliseconds from `fromMs` to the start of the first window (consecutive, ANALYSIS_WINDOW_MS long, the first
 * starting at `fromMs`) whose RMS reaches the threshold; null when none does. The latency is exact to one
 * window: the true start of the sound lies in the window reported.
 */
export function voiceOnsetMs(input: VoiceOnsetInput): number | null {
  const { samples, sampleRate, fromMs, thresholdDb } = input;
  const windowMs = input.windowMs ?? ANALYSIS_WINDOW_MS;
  const windowSize = Math.max(1, Math.round((sampleRate * windowMs) / 1000));
  const threshold = amplitudeOfDb(thresholdDb);
  const limit = threshold * threshold * windowSize;
  const first = Math.max(0, Math.round((sampleRate * fromMs) / 1000));
  for (let start = first; start + windowSize <= samples.length; start += windowSize) {
    let energy = 0;
    for (let at = start; at < start + windowSize; at += 1) {
      const sample = samples[at] ?? 0;
      energy += sample * sample;
    }
    if (energy >= limit) return Math.round(((start - first) * 1000) / sampleRate);
  }
  return null;
}

/** The channels of a decoded recording as one mono track (their mean). */
export function monoOf(channels: readonly Float32Array[]): Float32Array {
  const [firstChannel] = channels;
  if (!firstChannel) return new Float32Array(0);
  if (channels.length === 1) return firstChannel;
  const mixed = new Float32Array(firstChannel.length);
  for (const channel of channels) {
    for (let at = 0; at < mixed.length; at += 1)
      mixed[at] = (mixed[at] ?? 0) + (channel[at] ?? 0) / channels.length;
  }
  return mixed;
}
