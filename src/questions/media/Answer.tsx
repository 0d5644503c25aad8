import { useContext, useEffect, useRef, useState } from 'react';
import type { AnswerOfKind } from '../../core/model';
import { OPEN_TEXT_MAX } from '../../core/validation';
import { TextField } from '../../runner/components/TextField';
import { ViewRoot } from '../../runner/components/ViewRoot';
import { forgetMedia } from '../../runner/storage/media';
import { MediaResponseContext } from '../../runner/storage/mediaResponse';
import { pageSaveSync } from '../../runner/sync/saveSync';
import type { AnswerViewProps } from '../../runner/views/contract';
import type { CapturedMedia, MediaCaptureAdapter } from './capture/adapter';
import { MediaTooLargeError, TooManyPickedError } from './capture/browser';
import { chooseCaptureAdapter } from './capture/choose';
import { UnreadableImageError } from './capture/downscale';
import { mediaCountLimits } from './core';
import {
  IMAGES_PER_PICK,
  MEDIA_KIND_OF_QU_TYPE,
  MEDIA_MAX_BYTES,
  type MediaKind,
  mediaCaptureModes,
  mediaOptionTypeOf,
} from './limits';
import { EntryItem } from './runner/EntryItem';
import { type MediaMessageKey, mediaText } from './runner/messages';
import { useQuestionMedia } from './runner/questionMedia';
import { RecordButton } from './runner/RecordButton';
import { entryStatus, respondentFileUrl, showsServerCopy } from './runner/status';
import './runner/media.css';

type MediaAnswer = AnswerOfKind<'media'>;

/** The answer with these entries and note, or none when both are empty. */
function answerOf(entries: MediaAnswer['entries'], note: string | undefined): MediaAnswer | undefined {
  if (entries.length === 0 && !note) return undefined;
  return note ? { kind: 'media', entries, note } : { kind: 'media', entries };
}

/**
 * Media questions (audio, image, video; spec 2 §9): the capture its option type allows — photos from the
 * camera or the album (up to IMAGES_PER_PICK at a time), press-and-hold voice with speech-to-text when asked,
 * one video — through the page's capture adapter (the browser's, or WeChat's inside WeChat). Each capture is
 * kept on the device and queued for upload BEFORE it joins the answer, so an answer never names a file the
 * device does not hold; the entry is listed at once with where its upload is. Delete asks first, then drops
 * the entry, the file and its upload. The free-text box and the count hints follow the question's settings;
 * the rules are validateMedia's (./core.ts), shown by the runner.
 */
export default function MediaAnswerView(props: AnswerViewProps) {
  const { question, lang } = props;
  const kind: MediaKind = MEDIA_KIND_OF_QU_TYPE[question.mediaQuType ?? ''] ?? 'image';
  const modes = mediaCaptureModes(kind, mediaOptionTypeOf(question, kind));
  const answer = props.answer?.kind === 'media' ? props.answer : undefined;
  const entries = answer?.entries ?? [];
  const { min, max } = mediaCountLimits(question);
  const response = useContext(MediaResponseContext);
  const [adapter, setAdapter] = useState<MediaCaptureAdapter | undefined>(undefined);
  const [trouble, setTrouble] = useState<MediaMessageKey | undefined>(undefined);
  const [kept, setKept] = useState(0);
  const [busy, setBusy] = useState(false);
  // The designer's preview keeps nothing: its captures live in memory while it is open.
  const [inMemory, setInMemory] = useState<Record<string, Blob>>({});
  // The newest answer and onChange, for captures that finish after a re-render.
  const answerRef = useRef(answer);
  answerRef.current = answer;
  const onChangeRef = useRef(props.onChange);
  onChangeRef.current = props.onChange;
  // Captured by this page: their rows exist (kept before the answer names them) even while the live query
  // below has not caught up, so their lack of a row never means "ask the server for it".
  const capturedHere = useRef(new Set<string>()).current;

  useEffect(() => {
    let live = true;
    void chooseCaptureAdapter().then((chosen) => {
      if (live) setAdapter(chosen);
    });
    return () => {
      live = false;
    };
  }, []);

  const { rows, uploads } = useQuestionMedia(response, question.id);

  const room = max > 0 ? Math.max(0, max - entries.length) : Number.POSITIVE_INFINITY;
  const full = room === 0;
  const disabled = props.readOnly === true || busy || !adapter || full;

  async function add(captured: CapturedMedia[]) {
    if (captured.length === 0 || !adapter) return;
    if (response) {
      // The response may still be on its way to the device (a first question): the capture waits for it.
      const db = await response.device;
      const { surveyId, responseId } = response;
      for (const one of captured) {
        await adapter.keep(one, { db, surveyId, responseId, questionId: question.id });
      }
    } else {
      const blobs: Record<string, Blob> = {};
      for (const one of captured) if (one.source === 'blob') blobs[one.mediaId] = one.blob;
      setInMemory((current) => ({ ...current, ...blobs }));
    }
    for (const one of captured) capturedHere.add(one.mediaId);
    const current = answerRef.current;
    const added = captured.map((one) => ({
      optionName: one.fileName,
      value: one.mediaId,
      ...(one.text ? { text: one.text } : {}),
    }));
    const next = answerOf([...(current?.entries ?? []), ...added], current?.note);
    answerRef.current = next;
    onChangeRef.current(next);
    if (captured.some((one) => one.transcript === 'unavailable')) setTrouble('media.noTranscript');
    // Their uploads go now, one by one (the outbox's own timer and "back online" would take them later).
    if (response) {
      const sync = pageSaveSync(await response.device);
      for (const one of captured) void sync.kick(one.mediaId);
    }
  }

  /** Runs a capture (its picker opens in the tap's own handler), then keeps what it gave. */
  function capture(run: () => Promise<CapturedMedia[]>) {
    setTrouble(undefined);
    const started = run();
    setBusy(true);
    void started
      .then(add)
      .catch(async (error: unknown) => {
        // Picked beyond what the question takes: the first ones are kept, and the respondent told.
        if (error instanceof TooManyPickedError) {
          await add(error.kept).catch(() => undefined);
          setKept(error.kept.length);
        }
        setTrouble(troubleOf(error));
      })
      .finally(() => setBusy(false));
  }

  async function remove(mediaId: string) {
    if (response) await forgetMedia(await response.device, mediaId);
    else
      setInMemory((current) => {
        const { [mediaId]: _gone, ...rest } = current;
        return rest;
      });
    const current = answerRef.current;
    const next = answerOf(
      (current?.entries ?? []).filter((entry) => entry.value !== mediaId),
      current?.note,
    );
    answerRef.current = next;
    onChangeRef.current(next);
  }

  const buttons: { key: string; label: MediaMessageKey; run: () => Promise<CapturedMedia[]> }[] = [];
  if (adapter && kind === 'image') {
    const label: MediaMessageKey =
      modes.camera && modes.album ? 'media.cameraOrAlbum' : modes.camera ? 'media.camera' : 'media.album';
    buttons.push({
      key: 'image',
      label,
      run: () =>
        adapter.pickImages({
          max: Math.min(IMAGES_PER_PICK, room),
          camera: modes.camera,
          album: modes.album,
        }),
    });
  }
  if (adapter?.pickVideo && kind === 'video') {
    const pickVideo = adapter.pickVideo.bind(adapter);
    const label: MediaMessageKey =
      modes.camera && modes.album
        ? 'media.shootOrUpload'
        : modes.camera
          ? 'media.shootVideo'
          : 'media.uploadVideo';
    buttons.push({
      key: 'video',
      label,
      run: async () => {
        const one = await pickVideo({ camera: modes.camera, upload: modes.album });
        return one ? [one] : [];
      },
    });
  }

  const note = answer?.note ?? '';
  const config = question.answerConfig;
  return (
    <ViewRoot accentColor={props.accentColor} issues={props.issues} lang={lang} readOnly={props.readOnly}>
      <div className="rv-media" data-testid="media-answer" data-kind={kind}>
        <p className="rv-hint rv-hint-top" data-testid="media-count-hint">
          {[countHint(min, max, lang), mediaText(lang, 'media.countNow', { n: entries.length })]
            .filter(Boolean)
            .join(' · ')}
          {kind === 'image' ? ` · ${mediaText(lang, 'media.perPick', { n: IMAGES_PER_PICK })}` : ''}
          {kind === 'audio' && modes.transcribe ? ` · ${mediaText(lang, 'media.transcribed')}` : ''}
        </p>
        <div className="rv-media__actions">
          {buttons.map((button) => (
            <button
              key={button.key}
              type="button"
              className="rv-button"
              data-testid={`media-capture-${button.key}`}
              disabled={disabled}
              onClick={() => capture(button.run)}
            >
              {mediaText(lang, button.label)}
            </button>
          ))}
          {kind === 'audio' ? (
            <RecordButton
              adapter={adapter}
              transcribe={modes.transcribe}
              disabled={disabled}
              lang={lang}
              onRecorded={(one) => capture(async () => [one])}
              onTrouble={(why) =>
                setTrouble(why === 'noMicrophone' ? 'media.noMicrophone' : 'media.tooShort')
              }
            />
          ) : null}
        </div>
        {full && !props.readOnly ? <p className="rv-hint">{mediaText(lang, 'media.full')}</p> : null}
        {trouble ? (
          <p className="rv-issue" role="alert" data-testid="media-trouble">
            {mediaText(lang, trouble, { max: Math.round(MEDIA_MAX_BYTES[kind] / 1024 / 1024), n: kept })}
          </p>
        ) : null}
        {entries.length > 0 ? (
          <ul
            className="rv-media__entries"
            aria-label={mediaText(lang, 'media.entries')}
            data-testid="media-entries"
          >
            {entries.map((entry) => {
              const row = rows.find((media) => media.mediaId === entry.value);
              const upload = uploads.find((one) => one.id === entry.value);
              const memoryBlob = inMemory[entry.value];
              const status = response ? entryStatus(row, upload) : { kind: 'preview' as const };
              return (
                <EntryItem
                  key={entry.value}
                  kind={kind}
                  name={entry.optionName}
                  text={entry.text}
                  blob={row?.blob ?? memoryBlob}
                  serverUrl={
                    response && (row || !capturedHere.has(entry.value)) && showsServerCopy(row)
                      ? respondentFileUrl(entry.value, response.responseId)
                      : undefined
                  }
                  status={status}
                  readOnly={props.readOnly === true}
                  lang={lang}
                  onDelete={() => void remove(entry.value)}
                />
              );
            })}
          </ul>
        ) : null}
        {config.answerOpenInd === 1 ? (
          <TextField
            label={config.answerOpenTitle || mediaText(lang, 'media.note')}
            showLabel
            multiline
            rows={3}
            maxLength={OPEN_TEXT_MAX}
            value={note}
            lang={lang}
            disabled={props.readOnly === true}
            onChange={(text) => {
              const next = answerOf(answerRef.current?.entries ?? [], text);
              answerRef.current = next;
              onChangeRef.current(next);
            }}
          />
        ) : null}
      </div>
    </ViewRoot>
  );
}

function countHint(min: number, max: number, lang: AnswerViewProps['lang']): string {
  if (min > 0 && max > 0) return mediaText(lang, 'media.countBetween', { min, max });
  if (min > 0) return mediaText(lang, 'media.countAtLeast', { min });
  if (max > 0) return mediaText(lang, 'media.countAtMost', { max });
  return '';
}

function troubleOf(error: unknown): MediaMessageKey {
  if (error instanceof TooManyPickedError) return 'media.tooMany';
  if (error instanceof MediaTooLargeError) return 'media.tooLarge';
  if (error instanceof UnreadableImageError) return 'media.badFormat';
  return 'media.keepFailed';
}
