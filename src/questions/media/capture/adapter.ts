import type { RunnerDatabase } from '../../../runner/db';
import type { MediaKind } from '../limits';

/**
 * How a media question captures files and keeps them on the device (docs/architecture.md "Media"). Two
 * adapters: the browser's (file inputs, MediaRecorder, the blob kept in IndexedDB and uploaded resumably) and
 * WeChat's (its JS-SDK: chooseImage, startRecord…, files held by WeChat under a localId until uploaded through
 * its own calls). The answer view talks only to this interface; src/questions/media/capture/choose.ts picks
 * the adapter once per page.
 */

/** One captured file, named by the media id made on the device at capture (the answer entry's value). */
export type CapturedMedia = {
  /** A UUID made at capture: the answer's entry value and the upload's id. */
  mediaId: string;
  kind: MediaKind;
  /** The name shown and stored as the entry's optionName. */
  fileName: string;
  /** A transcript of a recording (speech-to-text), stored as the entry's text. */
  text?: string;
  /** Whether speech-to-text was asked for and how it went: 'unavailable' tells the respondent none was made. */
  transcript?: 'none' | 'unavailable' | 'done';
} & ({ source: 'blob'; blob: Blob } | { source: 'wechat'; localId: string });

/** Where a capture is kept: the survey, response and question it answers. */
export interface KeepContext {
  db: RunnerDatabase;
  surveyId: string;
  responseId: string;
  questionId: string;
}

export interface MediaCaptureAdapter {
  name: 'browser' | 'wechat';
  /** Images from the camera and/or the album, at most `max` (IMAGES_PER_PICK); [] when the respondent cancels. */
  pickImages(o: { max: number; camera: boolean; album: boolean }): Promise<CapturedMedia[]>;
  /**
   * Starts a voice recording (press and hold); rejects when the microphone is refused or absent. `transcribe`
   * (speech-to-text asked for): the browser must listen while recording, so it is told at the start; an
   * adapter that turns a finished recording into text (WeChat's translateVoice) may ignore it here.
   */
  startRecording(o?: { transcribe?: boolean }): Promise<void>;
  /** Ends it (release): the recording, with a transcript when asked for and possible; undefined when too short. */
  stopRecording(o: { transcribe: boolean }): Promise<CapturedMedia | undefined>;
  /** Drops the recording under way (slide up to cancel, the question left). */
  cancelRecording(): Promise<void>;
  /** One video from the camera and/or a file; undefined when the respondent cancels. */
  pickVideo?(o: { camera: boolean; upload: boolean }): Promise<CapturedMedia | undefined>;
  /**
   * Keeps the capture on the device and queues its upload in the outbox (the browser's: the blob into the
   * `media` store and an 'upload' outbox entry). Resolves once both are stored, before anything is sent.
   */
  keep(captured: CapturedMedia, ctx: KeepContext): Promise<void>;
}
