import { Input, InputNumber, Segmented, Switch } from 'antd';
import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { RequiredSwitch } from '../../designer/fields/choiceSettings';
import { DisplayTimeField } from '../../designer/fields/DisplayTimeField';
import { useEditor } from '../../designer/fields/EditorContext';
import { issuesOfSlot } from '../../designer/fields/issueSlots';
import { FamilyEditor, FieldRow, Section } from '../../designer/fields/layout';
import { MEDIA_OPEN_TITLE_MAX } from './core';
import { kindOf, limitsMessage } from './design/limitsInWords';
import { MEDIA_OPTION_TYPES, mediaOptionTypeOf } from './limits';
import { MediaPreview } from './Preview';

/**
 * Audio, image and video questions (mediaQuType 1, 2, 3, fixed by the palette key): what the respondent may
 * do (mediaOptionType), how many files (answerLimitInd with paramInt01 and paramInt02, default 1 and 20),
 * the optional text box (answerOpenInd, answerOpenTitle), and the upload limits the runner and server apply.
 */
function MediaEditor(props: QuestionEditorProps) {
  return (
    <FamilyEditor props={props} slots={['mediaCapture', 'mediaCount', 'mediaOpenTitle', 'displayTime']}>
      <MediaBody />
    </FamilyEditor>
  );
}

function MediaBody() {
  const { question, t } = useEditor();
  const kind = kindOf(question);
  const limits = limitsMessage(kind);
  return (
    <Section title={t('familyDesign.section.answer')}>
      <FieldRow label={t('familyDesign.media.kind')}>
        <span data-testid="media-kind">{t(`familyDesign.media.kind.${kind}`)}</span>
      </FieldRow>
      <CaptureField />
      <RequiredSwitch />
      <CountField />
      <OpenBoxField />
      <FieldRow label={t('familyDesign.media.limits')}>
        <span data-testid="media-limits">{t(limits.key, limits.params)}</span>
      </FieldRow>
      <DisplayTimeField />
    </Section>
  );
}

/** mediaOptionType: the kind's three ways (kept in answerConfig, which the runner reads). */
function CaptureField() {
  const { question, updateConfig, disabled, issues, t } = useEditor();
  const kind = kindOf(question);
  return (
    <FieldRow label={t('familyDesign.media.capture')} issues={issuesOfSlot(issues, 'mediaCapture')}>
      <Segmented
        size="small"
        disabled={disabled}
        aria-label={t('familyDesign.media.capture')}
        value={mediaOptionTypeOf(question, kind)}
        options={MEDIA_OPTION_TYPES[kind].map((code) => ({
          value: code,
          label: t(`familyDesign.media.${kind}.${code}`),
        }))}
        onChange={(code) => updateConfig({ mediaOptionType: String(code) })}
      />
    </FieldRow>
  );
}

/** answerLimitInd with paramInt01 (at least) and paramInt02 (at most); an empty box means no limit. */
function CountField() {
  const { question, updateConfig, disabled, issues, t } = useEditor();
  const config = question.answerConfig;
  const on = config.answerLimitInd === 1;
  return (
    <FieldRow label={t('familyDesign.media.countLimit')} issues={issuesOfSlot(issues, 'mediaCount')}>
      <div className="wd-fe__inline">
        <Switch
          size="small"
          aria-label={t('familyDesign.media.countLimit')}
          disabled={disabled}
          checked={on}
          onChange={(checked) => updateConfig({ answerLimitInd: checked ? 1 : 0 })}
        />
        {on ? (
          <>
            <span>{t('familyDesign.field.min')}</span>
            <InputNumber
              size="small"
              min={0}
              precision={0}
              disabled={disabled}
              placeholder={t('familyDesign.field.noLimit')}
              value={config.paramInt01 ?? null}
              onChange={(value) => updateConfig({ paramInt01: value ?? null })}
              aria-label={t('familyDesign.field.min')}
            />
            <span>{t('familyDesign.field.max')}</span>
            <InputNumber
              size="small"
              min={0}
              precision={0}
              disabled={disabled}
              placeholder={t('familyDesign.field.noLimit')}
              value={config.paramInt02 ?? null}
              onChange={(value) => updateConfig({ paramInt02: value ?? null })}
              aria-label={t('familyDesign.field.max')}
            />
          </>
        ) : null}
      </div>
    </FieldRow>
  );
}

/** answerOpenInd: a text box under the files (3 rows, 200 characters), with its title (answerOpenTitle). */
function OpenBoxField() {
  const { question, updateConfig, disabled, issues, t } = useEditor();
  const config = question.answerConfig;
  const on = config.answerOpenInd === 1;
  return (
    <FieldRow label={t('familyDesign.media.openBox')} issues={issuesOfSlot(issues, 'mediaOpenTitle')}>
      <div className="wd-fe__inline">
        <Switch
          size="small"
          aria-label={t('familyDesign.media.openBox')}
          disabled={disabled}
          checked={on}
          onChange={(checked) => updateConfig({ answerOpenInd: checked ? 1 : 0 })}
        />
        {on ? (
          <Input
            size="small"
            disabled={disabled}
            maxLength={MEDIA_OPEN_TITLE_MAX}
            placeholder={t('familyDesign.media.openTitlePlaceholder')}
            value={config.answerOpenTitle ?? ''}
            onChange={(event) => updateConfig({ answerOpenTitle: event.target.value })}
            aria-label={t('familyDesign.media.openTitle')}
          />
        ) : null}
      </div>
    </FieldRow>
  );
}

function MediaQuestionPreview({ question }: QuestionPreviewProps) {
  return <MediaPreview question={question} />;
}

const designer = { Editor: MediaEditor, Preview: MediaQuestionPreview };

export const designers: FamilyDesignModule['designers'] = {
  audio: designer,
  image: designer,
  video: designer,
};
