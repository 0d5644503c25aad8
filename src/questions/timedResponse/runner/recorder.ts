import { extensionOf, recordingType, stampedName } from '../../media/capture/browser';
import { monoOf, voiceOnsetMs } from '../latency';

/** The browser has no MediaRecorder or no getUserMedia: it cannot record at all. */
export class NoRecorderError extends Error {
  override readonly name = 'NoRecorderError';
}

/** The microphone was refused (or there is none). */
export class MicrophoneRefusedError extends Error {
  override readonly name = 'MicrophoneRefusedError';
}

/**
 * One item's recording. Its clock is the page's performance.now: `startedAt` is when the recorder was started,
 * so a moment on that clock (the stimulus onset) is `at − startedAt` milliseconds into the recording. The
 * recorder's own start lags that call by one audio buffer at most (about 10 ms in Chromium), which the latency
 * inherits; the voice key itself reads the samples.
 */
export interface TimedRecording {
  startedAt: number;
  /** Ends it: the recording as a file, with a name and its type. */
  stop(): Promise<{ blob: Blob; fileName: string }>;
  /** Drops it (the question left mid-item). */
  cancel(): void;
}

/**
 * Opens the microphone and starts recording. The browser's echo cancellation, noise suppression and gain
 * control are asked off: they shape the first tens of milliseconds of a voice, the very part the latency is read
 * from. Rejects with NoRecorderError or MicrophoneRefusedError, which the view tells apart.
 */
export async function startTimedRecording(): Promise<TimedRecording> {
  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia)
    throw new NoRecorderError();
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
    });
  } catch (error) {
    throw new MicrophoneRefusedError(String(error));
  }
  const type = recordingType((candidate) => MediaRecorder.isTypeSupported(candidate));
  const recorder = new MediaRecorder(stream, type ? { mimeType: type } : {});
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  const release = () => {
    for (const track of stream.getTracks()) track.stop();
  };
  const startedAt = performance.now();
  recorder.start(250);
  return {
    startedAt,
    stop: () =>
      new Promise((resolve) => {
        const finish = () => {
          release();
          const blob = new Blob(chunks, { type: recorder.mimeType || 'audio/webm' });
          resolve({ blob, fileName: stampedName('response', extensionOf(blob.type)) });
        };
        if (recorder.state === 'inactive') finish();
        else {
          recorder.addEventListener('stop', finish, { once: true });
          recorder.stop();
        }
      }),
    cancel: () => {
      if (recorder.state !== 'inactive') recorder.stop();
      release();
    },
  };
}

/**
 * The latency from the onset (`onsetMs` into the recording) to the first sound above the threshold, read from
 * the decoded samples; null when nothing reached it; undefined when this browser cannot decode its own
 * recording (the file is kept all the same, and can be measured later from onsetMs).
 */
export async function measureLatency(
  blob: Blob,
  onsetMs: number,
  thresholdDb: number,
): Promise<number | null | undefined> {
  try {
    // An offline context decodes without a user gesture or an audio output; it resamples to its own rate.
    const context = new OfflineAudioContext(1, 1, 48_000);
    const decoded = await context.decodeAudioData(await blob.arrayBuffer());
    const channels = Array.from({ length: decoded.numberOfChannels }, (_, at) => decoded.getChannelData(at));
    return voiceOnsetMs({
      samples: monoOf(channels),
      sampleRate: decoded.sampleRate,
      fromMs: onsetMs,
      thresholdDb,
    });
  } catch {
    return undefined;
  }
}
