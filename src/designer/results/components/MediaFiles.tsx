import { Button, Image, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import type { ShownMedia } from '../../../core/api/results';
import { useT } from '../../../shell/hooks';
import { formatBytes } from '../format';
import { fetchMediaBlob } from '../mediaApi';

type Loaded = { url: string } | { error: true } | null;

/**
 * A received file as a blob URL, fetched with the session (see mediaApi.ts) when `wanted`, and released
 * when the view goes away.
 */
function useMediaUrl(mediaId: string, wanted: boolean): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    if (!wanted) return;
    const abort = new AbortController();
    let url: string | null = null;
    fetchMediaBlob(mediaId, abort.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setLoaded({ url });
      },
      () => {
        if (!abort.signal.aborted) setLoaded({ error: true });
      },
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [mediaId, wanted]);
  return loaded;
}

/** A media answer's files in the response detail: images, players, transcripts, files not yet received. */
export function MediaFiles({ files }: { files: readonly ShownMedia[] }) {
  return (
    <ul className="wd-res__media" data-testid="response-media">
      {files.map((file) => (
        <li key={file.mediaId} className="wd-res__media-item" data-media-id={file.mediaId}>
          <MediaFile file={file} />
          {file.text && (
            <div className="wd-res__media-text" data-testid="media-text">
              {file.text}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function MediaFile({ file }: { file: ShownMedia }) {
  const t = useT();
  // Images and recordings load with the detail; a video (up to 60 MB) only when asked for.
  const [wanted, setWanted] = useState(file.received && file.kind !== 'video');
  const loaded = useMediaUrl(file.mediaId, wanted && file.received);
  const name = (
    <span className="wd-res__media-name">
      {file.fileName || file.mediaId}
      {file.size !== null && <span className="wd-muted"> · {formatBytes(file.size)}</span>}
    </span>
  );
  if (!file.received) {
    return (
      <Space size={6} wrap>
        {name}
        <Tag color="gold" data-testid="media-missing">
          {t('resultsScreen.media.notReceived')}
        </Tag>
      </Space>
    );
  }
  if (!wanted) {
    return (
      <Space size={6} wrap>
        {name}
        <Button size="small" onClick={() => setWanted(true)} data-testid="media-load">
          {t('resultsScreen.media.loadVideo')}
        </Button>
      </Space>
    );
  }
  if (!loaded) return <span className="wd-muted">{t('resultsScreen.media.loading')}</span>;
  if ('error' in loaded) {
    return (
      <Space size={6} wrap>
        {name}
        <Tag color="red">{t('resultsScreen.media.failed')}</Tag>
      </Space>
    );
  }
  return (
    <div className="wd-res__media-view">
      {file.kind === 'image' ? (
        <Image
          src={loaded.url}
          alt={file.fileName}
          width={120}
          height={120}
          className="wd-res__thumb"
          data-testid="media-image"
        />
      ) : file.kind === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: respondents' recordings have no caption track; the transcript is shown below
        <video
          controls
          src={loaded.url}
          aria-label={file.fileName}
          className="wd-res__video"
          data-testid="media-video"
        />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: respondents' recordings have no caption track; the transcript is shown below
        <audio controls src={loaded.url} aria-label={file.fileName} data-testid="media-audio" />
      )}
      {name}
    </div>
  );
}
