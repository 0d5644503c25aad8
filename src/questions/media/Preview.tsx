import {
  AudioOutlined,
  CameraOutlined,
  PictureOutlined,
  UploadOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Question } from '../../core/model';
import { type DesignT, useDesignT } from '../../designer/fields/EditorContext';
import '../../designer/fields/preview/preview.css';
import { mediaCountLimits } from './core';
import { kindOf, limitsMessage } from './design/limitsInWords';
import { mediaCaptureModes, mediaOptionTypeOf } from './limits';

/** The count hint a respondent reads (nothing when the question sets no limit). */
export function countHint(question: Question, t: DesignT): string | null {
  const { min, max } = mediaCountLimits(question);
  if (min > 0 && max > 0) return t('familyDesign.media.count', { min, max });
  if (min > 0) return t('familyDesign.media.countAtLeast', { min });
  if (max > 0) return t('familyDesign.media.countAtMost', { max });
  return null;
}

/**
 * A media question as the respondent will meet it: the capture buttons its option type allows, the count
 * hint, the free-text box with its title when on, and the upload limits in words.
 */
export function MediaPreview({ question }: { question: Question }) {
  const t = useDesignT();
  const kind = kindOf(question);
  const modes = mediaCaptureModes(kind, mediaOptionTypeOf(question, kind));
  const buttons: { key: string; icon: ReactNode; label: string }[] = [];
  if (kind === 'audio')
    buttons.push({ key: 'record', icon: <AudioOutlined />, label: t('familyDesign.media.record') });
  if (kind === 'image' && modes.camera)
    buttons.push({ key: 'camera', icon: <CameraOutlined />, label: t('familyDesign.media.camera') });
  if (kind === 'image' && modes.album)
    buttons.push({ key: 'album', icon: <PictureOutlined />, label: t('familyDesign.media.album') });
  if (kind === 'video' && modes.camera)
    buttons.push({ key: 'shoot', icon: <VideoCameraOutlined />, label: t('familyDesign.media.shoot') });
  if (kind === 'video' && modes.album)
    buttons.push({ key: 'upload', icon: <UploadOutlined />, label: t('familyDesign.media.upload') });
  const hint = countHint(question, t);
  const limits = limitsMessage(kind);
  const config = question.answerConfig;
  return (
    <div className="wd-pv" data-testid="media-preview">
      <div className="wd-pv__options">
        {buttons.map((button) => (
          <div key={button.key} className="wd-pv__box" data-testid={`media-preview-${button.key}`}>
            <span>
              {button.icon} {button.label}
            </span>
          </div>
        ))}
      </div>
      {modes.transcribe ? <div className="wd-pv__hint">{t('familyDesign.media.transcribed')}</div> : null}
      {hint ? <div className="wd-pv__hint">{hint}</div> : null}
      {config.answerOpenInd === 1 ? (
        <>
          {config.answerOpenTitle ? <div className="wd-pv__note">{config.answerOpenTitle}</div> : null}
          <div className="wd-pv__box wd-pv__box--area" data-testid="media-preview-text" />
        </>
      ) : null}
      <div className="wd-pv__hint" data-testid="media-preview-limits">
        {t(limits.key, limits.params)}
      </div>
    </div>
  );
}
