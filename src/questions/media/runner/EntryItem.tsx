import { useEffect, useState } from 'react';
import type { Language } from '../../../i18n';
import { type MediaKind, VIDEO_RATES } from '../limits';
import { mediaText } from './messages';
import type { EntryStatus } from './status';

/** An object URL for a blob while it is shown, revoked after. */
function useBlobUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

function statusText(status: EntryStatus, lang: Language): string {
  switch (status.kind) {
    case 'waiting':
      return mediaText(lang, 'media.waiting');
    case 'sending':
      return mediaText(lang, 'media.sending', { n: status.percent });
    case 'sent':
      return mediaText(lang, 'media.sent');
    case 'refused':
      return mediaText(lang, 'media.refused', { reason: status.reason });
    case 'lost':
      return mediaText(lang, 'media.lost');
    case 'preview':
      return mediaText(lang, 'media.notKept');
    default:
      return '';
  }
}

/**
 * One captured file in the answer: what it is (a thumbnail from the file on the device, a player), where its
 * upload is, its transcript, and delete, which asks first. A file the device holds no bytes of (let go after
 * delivery, or a WeChat capture) is shown from the server once the server has it (`serverUrl`); if that copy
 * does not load, the entry says so instead of showing a broken image or a dead player.
 */
export function EntryItem(props: {
  kind: MediaKind;
  name: string;
  text?: string | undefined;
  blob?: Blob | undefined;
  serverUrl?: string | undefined;
  status: EntryStatus;
  readOnly: boolean;
  lang: Language;
  onDelete: () => void;
}) {
  const { kind, lang, status } = props;
  const blobUrl = useBlobUrl(props.blob);
  const src = blobUrl ?? props.serverUrl;
  // The server's copy did not load (not there, or a type this browser cannot play: WeChat's AMR voice). Kept
  // per status, so a copy that was not there yet is asked for again once the entry says it was sent.
  const attempt = `${status.kind} ${src}`;
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const unplayable = src !== undefined && !blobUrl && failed === attempt;
  const shown = unplayable ? undefined : src;
  const onServerError = () => {
    if (!blobUrl) setFailed(attempt);
  };
  const [confirming, setConfirming] = useState(false);
  const [rate, setRate] = useState(1);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  useEffect(() => {
    if (video) video.playbackRate = rate;
  }, [video, rate]);

  return (
    <li className="rv-media__entry" data-testid="media-entry" data-status={status.kind} data-kind={kind}>
      <div className="rv-media__body">
        {kind === 'image' && shown ? (
          <img className="rv-media__thumb" src={shown} alt={props.name} onError={onServerError} />
        ) : null}
        {kind === 'audio' && shown ? (
          // biome-ignore lint/a11y/useMediaCaption: a respondent's own recording has no captions; its transcript is shown beside it
          <audio
            className="rv-media__audio"
            controls
            preload="metadata"
            src={shown}
            onError={onServerError}
          />
        ) : null}
        {kind === 'video' && shown ? (
          <div className="rv-media__video">
            {/* biome-ignore lint/a11y/useMediaCaption: a respondent's own video has no captions */}
            <video
              ref={setVideo}
              controls
              playsInline
              preload="metadata"
              src={shown}
              onError={onServerError}
            />
            <fieldset className="rv-media__rates">
              <legend className="rv-media__rates-label">{mediaText(lang, 'media.speed')}</legend>
              {VIDEO_RATES.map((value) => (
                <button
                  key={value}
                  type="button"
                  className="rv-media__rate"
                  aria-pressed={rate === value}
                  aria-label={mediaText(lang, 'media.speedValue', { rate: value })}
                  onClick={() => setRate(value)}
                >
                  {value}×
                </button>
              ))}
            </fieldset>
          </div>
        ) : null}
        <div className="rv-media__meta">
          <span className="rv-media__name">{props.name}</span>
          {props.text ? <span className="rv-media__text">{props.text}</span> : null}
          {unplayable && status.kind === 'sent' ? (
            <span className="rv-media__text" data-testid="media-not-shown">
              {mediaText(lang, kind === 'image' ? 'media.notShown' : 'media.notPlayable')}
            </span>
          ) : null}
          <span className="rv-media__status" data-testid="media-status" data-kind={status.kind}>
            {statusText(status, lang)}
          </span>
        </div>
      </div>
      {props.readOnly ? null : confirming ? (
        <div className="rv-media__confirm" role="alert">
          <span>{mediaText(lang, 'media.confirmDelete')}</span>
          <button
            type="button"
            className="rv-button rv-media__danger"
            data-testid="media-delete-confirm"
            onClick={() => {
              setConfirming(false);
              props.onDelete();
            }}
          >
            {mediaText(lang, 'media.confirm')}
          </button>
          <button type="button" className="rv-button" onClick={() => setConfirming(false)}>
            {mediaText(lang, 'media.cancel')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="rv-media__delete"
          data-testid="media-delete"
          aria-label={mediaText(lang, 'media.deleteNamed', { name: props.name })}
          onClick={() => setConfirming(true)}
        >
          {mediaText(lang, 'media.delete')}
        </button>
      )}
    </li>
  );
}
