import { Input, InputNumber, Segmented, Switch } from 'antd';
import type { ReactNode } from 'react';
import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { RequiredSwitch } from '../../designer/fields/choiceSettings';
import { DisplayTimeField } from '../../designer/fields/DisplayTimeField';
import { useEditor } from '../../designer/fields/EditorContext';
import { type IssueSlot, issuesOfSlot } from '../../designer/fields/issueSlots';
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

/**
 * A setting switched on and off by an answerConfig flag (1 on, 0 off) with the inputs it shows while on: the
 * file count and the text box share this shape.
 */
function SwitchedField(props: {
  label: string;
  flag: 'answerLimitInd' | 'answerOpenInd';
  slot: IssueSlot;
  children: ReactNode;
}) {
  const { question, updateConfig, disabled, issues } = useEditor();
  const on = question.answerConfig[props.flag] === 1;
  return (
    <FieldRow label={props.label} issues={issuesOfSlot(issues, props.slot)}>
      <div className="wd-fe__inline">
        <Switch
          size="small"
          aria-label={props.label}
          disabled={disabled}
          checked={on}
          onChange={(checked) => updateConfig({ [props.flag]: checked ? 1 : 0 })}
        />
        {on ? props.children : null}
      </div>
    </FieldRow>
  );
}

/** answerLimitInd with paramInt01 (at least) and paramInt02 (at most); an empty box means no limit. */
function CountField() {
  const { t } = useEditor();
  return (
    <SwitchedField label={t('familyDesign.media.countLimit')} flag="answerLimitInd" slot="mediaCount">
      <CountInput bound="paramInt01" label={t('familyDesign.field.min')} />
      <CountInput bound="paramInt02" label={t('familyDesign.field.max')} />
    </SwitchedField>
  );
}

function CountInput({ bound, label }: { bound: 'paramInt01' | 'paramInt02'; label: string }) {
  const { question, updateConfig, disabled, t } = useEditor();
  return (
    <>
      <span>{label}</span>
      <InputNumber
        size="small"
        min={0}
        precision={0}
        disabled={disabled}
        placeholder={t('familyDesign.field.noLimit')}
        value={question.answerConfig[bound] ?? null}
        onChange={(value) => updateConfig({ [bound]: value ?? null })}
        aria-label={label}
      />
    </>
  );
}

/** answerOpenInd: a text box under the files (3 rows, 200 characters), with its title (answerOpenTitle). */
function OpenBoxField() {
  const { question, updateConfig, disabled, t } = useEditor();
  return (
    <SwitchedField label={t('familyDesign.media.openBox')} flag="answerOpenInd" slot="mediaOpenTitle">
      <Input
        size="small"
        disabled={disabled}
        maxLength={MEDIA_OPEN_TITLE_MAX}
        placeholder={t('familyDesign.media.openTitlePlaceholder')}
        value={question.answerConfig.answerOpenTitle ?? ''}
        onChange={(event) => updateConfig({ answerOpenTitle: event.target.value })}
        aria-label={t('familyDesign.media.openTitle')}
      />
    </SwitchedField>
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
