import { DesktopOutlined, MobileOutlined, ReloadOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Segmented, Spin, Tag, Tooltip } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PreviewRelease } from '../../core/api/preview';
import type { SampleStatus } from '../../core/model';
import {
  isPreviewMessage,
  PREVIEW_CHANNEL,
  type PreviewCommand,
  type PreviewPageSummary,
  type PreviewReport,
} from '../../runner/preview/protocol';
import { useLanguage, useT } from '../../shell/hooks';
import { useWorkspace } from '../workspace/WorkspaceContext';
import { fetchPreviewRelease } from './api';
import { frameSizeOf, type PreviewDevice, previewAnswerLink } from './devices';
import './preview.css';

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; preview: PreviewRelease }
  | { kind: 'failed'; message: string };

interface FrameState {
  pages: PreviewPageSummary[];
  current: number | null;
  finished: SampleStatus | null;
}

/**
 * /preview (spec 1 §2, in the survey workspace): the runner itself (/previewanswer, in an iframe so a phone's
 * width is the runner's real viewport) answering the release the current design would publish, which the
 * server builds as a publish does and stores nowhere. A phone and a desktop frame, the list of pages to jump
 * to, start over (a fresh seed), and the design's latest changes loaded keeping the answers. The frame keeps
 * nothing (src/runner/preview/); this page only hands it the release and steers it.
 */
export function PreviewPage() {
  const t = useT();
  const lang = useLanguage();
  const { surveyId } = useWorkspace();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [device, setDevice] = useState<PreviewDevice>('phone');
  const [frame, setFrame] = useState<FrameState>({ pages: [], current: null, finished: null });
  const frameRef = useRef<HTMLIFrameElement>(null);
  const frameReady = useRef(false);
  const sent = useRef<PreviewRelease | null>(null);

  const command = useCallback((message: PreviewCommand) => {
    frameRef.current?.contentWindow?.postMessage(message, location.origin);
  }, []);

  const fetchRelease = useCallback(
    () =>
      fetchPreviewRelease(surveyId).then(
        (preview) => setLoad({ kind: 'ready', preview }),
        (error: unknown) =>
          setLoad({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
      ),
    [surveyId],
  );

  useEffect(() => {
    void fetchRelease();
  }, [fetchRelease]);

  // The release goes to the frame once both are there; a newer one (the design reloaded) keeps the answers.
  const preview = load.kind === 'ready' ? load.preview : null;
  const openInFrame = useCallback(() => {
    if (!preview || !frameReady.current || sent.current === preview) return;
    const keepAnswers = sent.current !== null;
    sent.current = preview;
    command({ channel: PREVIEW_CHANNEL, type: 'open', release: preview.release, lang, keepAnswers });
  }, [preview, lang, command]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== frameRef.current?.contentWindow) return;
      if (!isPreviewMessage<PreviewReport>(event.data)) return;
      const report = event.data;
      if (report.type === 'ready') {
        frameReady.current = true;
        // A frame loaded again (it was reloaded) starts without a release.
        sent.current = null;
        openInFrame();
      } else if (report.type === 'state') {
        setFrame({ pages: report.pages, current: report.current, finished: report.finished });
      } else if (report.type === 'failed') {
        setLoad({ kind: 'failed', message: report.message });
      }
    };
    window.addEventListener('message', onMessage);
    openInFrame();
    return () => window.removeEventListener('message', onMessage);
  }, [openInFrame]);

  const size = frameSizeOf(device);
  const deviceName = t(device === 'phone' ? 'preview.device.phone' : 'preview.device.desktop');

  return (
    <main className="wd-page wd-preview" data-testid="preview-screen">
      <header className="wd-preview__head">
        <h2 className="wd-preview__title">{t('preview.title')}</h2>
        <p className="wd-muted wd-preview__intro">{t('preview.notSaved')}</p>
      </header>
      {preview && preview.total > 0 ? (
        <Alert
          type="warning"
          showIcon
          className="wd-preview__problems"
          data-testid="preview-problems"
          message={t('preview.problems', { n: preview.total })}
          description={
            <ul>
              {preview.problems.map((problem) => (
                <li key={`${problem.questionId}:${problem.key}:${problem.optionId ?? ''}`}>
                  {problem.quNum ? `${problem.quNum} ` : ''}
                  {problem.message}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      {load.kind === 'failed' ? (
        <Alert type="error" showIcon message={t('preview.loadFailed')} description={load.message} />
      ) : null}
      <div className="wd-preview__toolbar">
        <Segmented<PreviewDevice>
          aria-label={t('preview.device')}
          value={device}
          onChange={setDevice}
          options={[
            {
              value: 'phone',
              label: <span data-testid="preview-device-phone">{t('preview.device.phone')}</span>,
              icon: <MobileOutlined />,
            },
            {
              value: 'desktop',
              label: <span data-testid="preview-device-desktop">{t('preview.device.desktop')}</span>,
              icon: <DesktopOutlined />,
            },
          ]}
        />
        <Button
          icon={<UndoOutlined />}
          disabled={!preview}
          onClick={() => command({ channel: PREVIEW_CHANNEL, type: 'reset' })}
          data-testid="preview-reset"
        >
          {t('preview.reset')}
        </Button>
        <Tooltip title={t('preview.reloadHint')}>
          <Button
            icon={<ReloadOutlined />}
            disabled={load.kind === 'loading'}
            onClick={() => void fetchRelease()}
            data-testid="preview-reload"
          >
            {t('preview.reload')}
          </Button>
        </Tooltip>
        {frame.finished ? (
          <Tag color="green" data-testid="preview-finished">
            {t('preview.finished', { status: t(`preview.status.${frame.finished}`) })}
          </Tag>
        ) : null}
      </div>
      <div className="wd-preview__body">
        <nav className="wd-preview__pages" aria-label={t('preview.pages')} data-testid="preview-pages">
          <h3 className="wd-preview__pages-title">{t('preview.pages')}</h3>
          <ol>
            {frame.pages.map((page) => (
              <li key={page.index}>
                <button
                  type="button"
                  className="wd-preview__page"
                  aria-current={page.index === frame.current ? 'page' : undefined}
                  disabled={!page.shown}
                  title={page.shown ? undefined : t('preview.pageHidden')}
                  onClick={() => command({ channel: PREVIEW_CHANNEL, type: 'jump', pageIndex: page.index })}
                  data-testid={`preview-page-${page.index}`}
                >
                  <span className="wd-preview__page-name">
                    {t('preview.page', { n: page.index + 1 })}
                    <span className="wd-preview__page-numbers">
                      {page.numbers.length > 0 ? page.numbers.join(' ') : t('preview.pageOfTexts')}
                    </span>
                  </span>
                  <span className="wd-preview__page-title">{page.title}</span>
                  {page.shown ? null : (
                    <span className="wd-preview__page-hidden">{t('preview.pageHidden')}</span>
                  )}
                </button>
              </li>
            ))}
          </ol>
        </nav>
        <div className="wd-preview__stage">
          <div className={`wd-preview__device wd-preview__device--${device}`} style={{ width: size.width }}>
            {load.kind === 'loading' ? (
              <div className="wd-preview__loading">
                <Spin />
              </div>
            ) : null}
            <iframe
              ref={frameRef}
              className="wd-preview__frame"
              title={t('preview.frameTitle', { device: deviceName })}
              src={previewAnswerLink(surveyId)}
              width={size.width}
              height={size.height}
              data-testid="preview-frame"
              data-device={device}
            />
          </div>
        </div>
      </div>
    </main>
  );
}
