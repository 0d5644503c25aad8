import { CustomerServiceOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { AUDIO_UPLOAD_LIMITS } from '../../core/api/design';
import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { CustomCodeField } from '../../designer/fields/CodeFields';
import { OptionLayoutField, RandomOrderField, RequiredSwitch } from '../../designer/fields/choiceSettings';
import { DisplayTimeField } from '../../designer/fields/DisplayTimeField';
import { useDesignT, useEditor } from '../../designer/fields/EditorContext';
import { issuesOfSlot } from '../../designer/fields/issueSlots';
import { FamilyEditor, FieldRow, Section } from '../../designer/fields/layout';
import { ChoicePreview } from '../../designer/fields/preview/Previews';
import { newItemId } from '../../designer/options/ids';
import { OptionListEditor } from '../../designer/options/OptionListEditor';
import { checkAudioFile, uploadAudio } from './design/upload';
import { musicTrack } from './family';

const ACCEPT = AUDIO_UPLOAD_LIMITS.extensions.map((extension) => `.${extension}`).join(',');

/** Music: the track the respondent hears (uploaded here, played in the editor), then the options. */
function MusicEditor(props: QuestionEditorProps) {
  return (
    <FamilyEditor props={props} slots={['musicTrack', 'options', 'displayTime', 'questionCode']}>
      <TrackSection />
      <MusicOptions />
      <MusicSettings />
    </FamilyEditor>
  );
}

function TrackSection() {
  const { question, update, surveyId, disabled, issues, t, warn } = useEditor();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const track = musicTrack(question);

  async function upload(list: FileList | null) {
    const file = list?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    const refusal = checkAudioFile(file);
    if (refusal) return warn(t(refusal));
    setBusy(true);
    try {
      const stored = await uploadAudio(surveyId, file);
      if (!stored) return;
      // The track is the question's one row (see musicTrack): its id kept when the file is replaced.
      const row = question.descList[0] ?? {
        id: newItemId(),
        quId: question.id,
        orderById: 0,
        optionName: '',
        type: 'normal' as const,
        required: 1 as const,
        descBeforLogics: [],
      };
      update({ descList: [{ ...row, imgUrl: stored.url, imgName: stored.fileName }] });
    } catch {
      // The API client has shown the server's words (format, size); nothing of the question changed.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={t('familyDesign.music.track')}>
      <FieldRow
        label={t('familyDesign.music.file')}
        hint={t('familyDesign.music.limits', {
          types: AUDIO_UPLOAD_LIMITS.extensions.join(' / '),
          size: `${AUDIO_UPLOAD_LIMITS.maxBytes / (1024 * 1024)} MB`,
        })}
        issues={issuesOfSlot(issues, 'musicTrack')}
      >
        <div className="wd-fe__inline">
          {track ? (
            // biome-ignore lint/a11y/useMediaCaption: a designer's music track has no words to caption
            <audio controls preload="metadata" src={track.url} data-testid="music-designer-player" />
          ) : null}
          {track ? <span data-testid="music-file-name">{track.fileName}</span> : null}
          <Button
            size="small"
            icon={<UploadOutlined />}
            loading={busy}
            disabled={disabled}
            onClick={() => input.current?.click()}
          >
            {t(track ? 'familyDesign.music.replace' : 'familyDesign.music.upload')}
          </Button>
          {track ? (
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              disabled={disabled}
              aria-label={t('familyDesign.music.remove')}
              onClick={() => update({ descList: [] })}
            />
          ) : null}
          <input
            ref={input}
            type="file"
            hidden
            accept={ACCEPT}
            data-testid="music-file-input"
            onChange={(event) => void upload(event.target.files)}
          />
        </div>
      </FieldRow>
    </Section>
  );
}

function MusicOptions() {
  const { t } = useEditor();
  return (
    <Section title={t('familyDesign.section.options')}>
      <OptionListEditor images values />
    </Section>
  );
}

function MusicSettings() {
  const { t } = useEditor();
  return (
    <Section title={t('familyDesign.section.answer')}>
      <RequiredSwitch />
      <RandomOrderField />
      <OptionLayoutField />
      <DisplayTimeField />
      <CustomCodeField />
    </Section>
  );
}

function MusicPreview({ question }: QuestionPreviewProps) {
  const t = useDesignT();
  const track = musicTrack(question);
  return (
    <>
      <div className="wd-pv">
        <div className="wd-pv__hint" data-testid="music-preview-track">
          <CustomerServiceOutlined /> {track ? track.fileName : t('familyDesign.music.none')}
        </div>
      </div>
      <ChoicePreview question={question} />
    </>
  );
}

export const designers: FamilyDesignModule['designers'] = {
  music: { Editor: MusicEditor, Preview: MusicPreview },
};
