import { keepMedia, newMediaId } from '../../../runner/storage/media';
import { MEDIA_MAX_BYTES, type MediaKind } from '../limits';
import type { CapturedMedia, KeepContext, MediaCaptureAdapter } from './adapter';
import { downscaleImage, jpegName } from './downscale';

/**
 * The browser's capture (any phone or desktop browser, WeChat's too when its SDK is not configured): file
 * inputs for photos and videos (the phone offers its camera and gallery), MediaRecorder for voice, the Web
 * Speech API for speech-to-text where the browser has one. What is captured is kept as a Blob in IndexedDB
 * and uploaded from the outbox (src/runner/storage/media.ts, src/runner/sync/uploadSend.ts).
 */

/** A file bigger than its kind allows (MEDIA_MAX_BYTES): the spec's "exceeded maximum file size". */
export class MediaTooLargeError extends Error {
  override readonly name = 'MediaTooLargeError';
  constructor(readonly kind: MediaKind) {
    super(`exceeded maximum file size (${kind})`);
  }
}

/**
 * More images were picked than the question still takes (a file input cannot limit the count): the first
 * `kept.length` were captured and are to be kept; the respondent is told the rest were left out.
 */
export class TooManyPickedError extends Error {
  override readonly name = 'TooManyPickedError';
  constructor(
    readonly kept: CapturedMedia[],
    readonly picked: number,
  ) {
    super(`${picked} images picked, ${kept.length} kept`);
  }
}

/** The microphone is refused or absent, or the browser cannot record. */
export class RecordingUnavailableError extends Error {
  override readonly name = 'RecordingUnavailableError';
}

/** Recordings shorter than this are taken as a slip of the finger, not kept (WeChat does the same). */
const SHORTEST_RECORDING_MS = 600;

/** Types MediaRecorder is asked for, best first: opus in webm (Chromium, Firefox), mp4 (Safari), ogg. */
const RECORDING_TYPES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/mp4',
  'audio/ogg;codecs=opus',
  'audio/ogg',
];

/** The first recording type the browser supports; '' lets MediaRecorder choose. */
export function recordingType(isTypeSupported: (type: string) => boolean): string {
  return RECORDING_TYPES.find((type) => isTypeSupported(type)) ?? '';
}

/** A file name's extension for a recorded type. */
export function extensionOf(type: string): string {
  if (type.startsWith('audio/mp4')) return 'm4a';
  if (type.startsWith('audio/ogg')) return 'ogg';
  return 'webm';
}

/** A name for a capture without one: kind and local time, e.g. recording-20261126-043012.webm. */
export function stampedName(prefix: string, extension: string, at = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}`;
  const time = `${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`;
  return `${prefix}-${date}-${time}.${extension}`;
}

/**
 * Opens the device's picker through a hidden file input (in the document, so that the browser and tests find
 * it) and resolves with the files chosen, [] when cancelled. Must be called in the tap's own handler: the
 * browser opens pickers only on a user's gesture.
 */
function pickFiles(options: {
  accept: string;
  multiple: boolean;
  capture?: 'environment' | 'user';
}): Promise<File[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = options.accept;
    input.multiple = options.multiple;
    if (options.capture) input.setAttribute('capture', options.capture);
    input.hidden = true;
    input.dataset.testid = 'media-file-input';
    const done = (files: File[]) => {
      input.remove();
      resolve(files);
    };
    input.addEventListener('change', () => done(Array.from(input.files ?? [])), { once: true });
    input.addEventListener('cancel', () => done([]), { once: true });
    document.body.append(input);
    input.click();
  });
}

interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult:
    | ((event: { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void)
    | null;
  onerror: (() => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's speech recognition, where it has one (Chromium and Safari: webkit-prefixed). */
function speechRecognition(): SpeechRecognitionConstructor | undefined {
  const scope = globalThis as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

interface Recording {
  stream: MediaStream;
  recorder: MediaRecorder;
  chunks: Blob[];
  startedAt: number;
  recognition?: SpeechRecognitionLike;
  heard: string[];
  recognitionEnded: Promise<void>;
  recognitionFailed: boolean;
}

export function createBrowserAdapter(): MediaCaptureAdapter {
  let recording: Recording | undefined;

  function endRecording(current: Recording): Promise<Blob> {
    return new Promise((resolve) => {
      const { recorder } = current;
      const finish = () => {
        for (const track of current.stream.getTracks()) track.stop();
        resolve(new Blob(current.chunks, { type: recorder.mimeType || 'audio/webm' }));
      };
      if (recorder.state === 'inactive') finish();
      else {
        recorder.addEventListener('stop', finish, { once: true });
        recorder.stop();
      }
    });
  }

  return {
    name: 'browser',

    async pickImages({ max, camera, album }) {
      const files = await pickFiles({
        accept: 'image/*',
        multiple: album,
        ...(camera && !album ? { capture: 'environment' as const } : {}),
      });
      const captured: CapturedMedia[] = [];
      for (const file of files.slice(0, max)) {
        const blob = await downscaleImage(file);
        if (blob.size > MEDIA_MAX_BYTES.image) throw new MediaTooLargeError('image');
        captured.push({
          mediaId: newMediaId(),
          kind: 'image',
          fileName: blob === file ? file.name : jpegName(file.name),
          source: 'blob',
          blob,
        });
      }
      if (files.length > max) throw new TooManyPickedError(captured, files.length);
      return captured;
    },

    async startRecording(options) {
      if (recording) return;
      if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia)
        throw new RecordingUnavailableError('no MediaRecorder');
      let stream: MediaStream;
      try {
        stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      } catch (error) {
        throw new RecordingUnavailableError(String(error));
      }
      const type = recordingType((candidate) => MediaRecorder.isTypeSupported(candidate));
      const recorder = new MediaRecorder(stream, type ? { mimeType: type } : {});
      const current: Recording = {
        stream,
        recorder,
        chunks: [],
        startedAt: Date.now(),
        heard: [],
        recognitionEnded: Promise.resolve(),
        recognitionFailed: false,
      };
      recorder.addEventListener('dataavailable', (event) => {
        if (event.data.size > 0) current.chunks.push(event.data);
      });
      recorder.start(250);
      const Recognition = options?.transcribe ? speechRecognition() : undefined;
      if (Recognition) {
        try {
          const recognition = new Recognition();
          recognition.lang = document.documentElement.lang || navigator.language;
          recognition.continuous = true;
          recognition.interimResults = false;
          recognition.onresult = (event) => {
            current.heard = Array.from(event.results, (result) =>
              result.isFinal ? (result[0]?.transcript ?? '') : '',
            );
          };
          current.recognitionEnded = new Promise((resolve) => {
            recognition.onend = () => resolve();
            recognition.onerror = () => {
              current.recognitionFailed = true;
              resolve();
            };
          });
          recognition.start();
          current.recognition = recognition;
        } catch {
          current.recognitionFailed = true;
        }
      }
      recording = current;
    },

    async stopRecording({ transcribe }) {
      const current = recording;
      recording = undefined;
      if (!current) return undefined;
      const blob = await endRecording(current);
      let text = '';
      if (current.recognition) {
        current.recognition.stop();
        // The last words arrive after stop(); a recogniser that hangs (no network) is not waited for long.
        await Promise.race([current.recognitionEnded, new Promise((resolve) => setTimeout(resolve, 2_000))]);
        text = current.heard.join(' ').replace(/\s+/g, ' ').trim();
      }
      if (Date.now() - current.startedAt < SHORTEST_RECORDING_MS || blob.size === 0) return undefined;
      const transcript = !transcribe ? 'none' : text ? 'done' : 'unavailable';
      return {
        mediaId: newMediaId(),
        kind: 'audio',
        fileName: stampedName('recording', extensionOf(blob.type)),
        source: 'blob',
        blob,
        transcript,
        ...(text && transcribe ? { text } : {}),
      };
    },

    async cancelRecording() {
      const current = recording;
      recording = undefined;
      if (!current) return;
      current.recognition?.abort();
      await endRecording(current);
    },

    async pickVideo({ camera, upload }) {
      const [file] = await pickFiles({
        accept: 'video/*',
        multiple: false,
        ...(camera && !upload ? { capture: 'environment' as const } : {}),
      });
      if (!file) return undefined;
      if (file.size > MEDIA_MAX_BYTES.video) throw new MediaTooLargeError('video');
      return {
        mediaId: newMediaId(),
        kind: 'video',
        fileName: file.name || stampedName('video', 'mp4'),
        source: 'blob',
        blob: file,
      };
    },

    async keep(captured: CapturedMedia, ctx: KeepContext) {
      if (captured.source !== 'blob') throw new Error('The browser keeps only files it captured itself');
      await keepMedia(ctx.db, {
        mediaId: captured.mediaId,
        surveyId: ctx.surveyId,
        responseId: ctx.responseId,
        questionId: ctx.questionId,
        kind: captured.kind,
        fileName: captured.fileName,
        blob: captured.blob,
      });
    },
  };
}
