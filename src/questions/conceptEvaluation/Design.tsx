import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { App, Button, Input, InputNumber } from 'antd';
import { type PointerEvent, useRef, useState } from 'react';
import { UPLOAD_LIMITS } from '../../core/api/design';
import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { CustomCodeField } from '../../designer/fields/CodeFields';
import { RequiredSwitch } from '../../designer/fields/choiceSettings';
import { DisplayTimeField } from '../../designer/fields/DisplayTimeField';
import { useEditor } from '../../designer/fields/EditorContext';
import { issuesOfSlot, issuesOfTarget } from '../../designer/fields/issueSlots';
import { FamilyEditor, FieldRow, IssueText, Section } from '../../designer/fields/layout';
import { checkImageFiles, imageAddress, uploadDesignImages } from '../../designer/fields/upload';
import { newItemId } from '../../designer/options/ids';
import { regionWithoutCode, resetToNone, withoutRegion, withRegion, withRegionText } from './design/draft';
import { baseImage, CE_PREVIEW_WIDTH, regionRect } from './family';
import { ConceptPreview } from './Preview';
import { RegionStage, rectStyle } from './RegionStage';
import { drawnRect, isSecondPress, type Point, type Press } from './regions';

const ACCEPT = UPLOAD_LIMITS.extensions.map((extension) => `.${extension}`).join(',');

/**
 * Concept evaluation (CeBox): the base image, the regions drawn on it (a double-click starts one), each with
 * its code and name, the none-of-the-above option, and the hot-spot counts.
 */
function ConceptEditor(props: QuestionEditorProps) {
  return (
    <FamilyEditor props={props} slots={['ceImage', 'ceCount', 'options', 'displayTime', 'questionCode']}>
      <BaseImageSection />
      <RegionList />
      <ConceptSettings />
    </FamilyEditor>
  );
}

function BaseImageSection() {
  const { question, update, surveyId, disabled, issues, t, warn } = useEditor();
  const { modal } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const image = baseImage(question);
  const none = () => resetToNone(question, t('core.default.noneOfAbove'), newItemId);

  function pick() {
    // A second image only once the first is removed (spec 1 §4, §8).
    if (image) return warn(t('familyDesign.ce.removeFirst'));
    input.current?.click();
  }

  async function upload(list: FileList | null) {
    const files = list ? [...list].slice(0, 1) : [];
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    const refusal = checkImageFiles(files);
    if (refusal) return warn(t(refusal));
    setBusy(true);
    try {
      const [stored] = await uploadDesignImages(surveyId, files);
      if (!stored) return;
      // A new base image starts over: the single none-of-the-above option, code 0 (spec 1 §4).
      update({
        answerImgUrl: imageAddress(stored),
        answerImgName: stored.fileName,
        answerImgWidth: CE_PREVIEW_WIDTH,
        optionList: none(),
      });
    } catch {
      warn(t('familyDesign.upload.failed'));
    } finally {
      setBusy(false);
    }
  }

  function remove() {
    modal.confirm({
      title: t('familyDesign.ce.removeConfirm'),
      okText: t('familyDesign.ce.removeOk'),
      cancelText: t('familyDesign.ce.cancel'),
      onOk: () =>
        update({ answerImgUrl: null, answerImgName: null, answerImgWidth: null, optionList: none() }),
    });
  }

  return (
    <Section title={t('familyDesign.ce.image')}>
      <FieldRow
        label={t('familyDesign.ce.file')}
        hint={t('familyDesign.ce.limits')}
        issues={issuesOfSlot(issues, 'ceImage')}
      >
        <div className="wd-fe__inline">
          {image ? <span data-testid="ce-image-name">{image.name}</span> : null}
          <Button
            size="small"
            icon={<PictureOutlined />}
            loading={busy}
            disabled={disabled}
            onClick={pick}
            data-testid="ce-upload"
          >
            {t('familyDesign.ce.upload')}
          </Button>
          {image ? (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={disabled}
              onClick={remove}
              data-testid="ce-remove-image"
            >
              {t('familyDesign.ce.remove')}
            </Button>
          ) : null}
          <input
            ref={input}
            type="file"
            hidden
            accept={ACCEPT}
            data-testid="ce-file-input"
            onChange={(event) => void upload(event.target.files)}
          />
        </div>
      </FieldRow>
      {image ? <RegionCanvas url={image.url} name={image.name} /> : null}
    </Section>
  );
}

/**
 * The base image to draw on (spec 1 §4): the second press of a double-click starts a region; dragging sets
 * its opposite corner, letting go without a drag draws a default-size one around the point. A region without
 * a code must get one before the next is drawn (the hot-spot tool's alert, spec 1 §5).
 */
function RegionCanvas({ url, name }: { url: string; name: string }) {
  const { question, change, disabled, t, warn } = useEditor();
  const lastPress = useRef<Press | undefined>(undefined);
  const [draft, setDraft] = useState<{ start: Point; end: Point } | null>(null);
  const [active, setActive] = useState<string | null>(null);

  const pointOf = (event: PointerEvent<HTMLDivElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)),
      y: Math.min(1, Math.max(0, (event.clientY - box.top) / box.height)),
    };
  };

  function down(event: PointerEvent<HTMLDivElement>) {
    if (disabled || event.button !== 0) return;
    const press = { at: pointOf(event), time: event.timeStamp };
    if (!isSecondPress(lastPress.current, press)) {
      lastPress.current = press;
      return;
    }
    lastPress.current = undefined;
    if (regionWithoutCode(question)) return warn(t('familyDesign.ce.codeRequired'));
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDraft({ start: press.at, end: press.at });
  }

  function up(event: PointerEvent<HTMLDivElement>) {
    if (!draft) return;
    const id = newItemId();
    change(withRegion(question, id, drawnRect(draft.start, pointOf(event))));
    setActive(id);
    setDraft(null);
  }

  const draftRect = draft ? drawnRect(draft.start, draft.end) : undefined;
  return (
    <div className="wd-fe__field">
      <div className="wd-fe__label">{t('familyDesign.ce.regions')}</div>
      <div className="wd-fe__control">
        <RegionStage
          url={url}
          alt={name}
          maxWidth={CE_PREVIEW_WIDTH * 1.6}
          className="ce-canvas"
          testId="ce-canvas"
          onPointerDown={down}
          onPointerMove={(event) => draft && setDraft({ ...draft, end: pointOf(event) })}
          onPointerUp={up}
        >
          {question.optionList.map((option) => {
            const rect = regionRect(option);
            if (!rect) return null;
            return (
              <div
                key={option.id}
                className="ce-region"
                style={rectStyle(rect)}
                data-active={active === option.id ? '' : undefined}
                data-testid="ce-canvas-region"
              >
                <span className="ce-region__label">{option.positionCode || '?'}</span>
              </div>
            );
          })}
          {draftRect ? <div className="ce-region ce-region--draft" style={rectStyle(draftRect)} /> : null}
        </RegionStage>
        <div className="wd-fe__hint">{t('familyDesign.ce.drawHint')}</div>
      </div>
    </div>
  );
}

/** The two texts of each option: its code and its name (at most as long as the save call takes). */
const REGION_TEXTS = [
  { field: 'positionCode', label: 'familyDesign.ce.code', maxLength: 64, testId: 'code' },
  { field: 'positionName', label: 'familyDesign.ce.name', maxLength: 200, testId: 'name' },
] as const;

/** Each option's code and name; regions can be removed, the none-of-the-above option stays. */
function RegionList() {
  const { question, change, disabled, issues, t } = useEditor();
  return (
    <Section title={t('familyDesign.ce.options')}>
      <div className="ce-rows" data-testid="ce-rows">
        {question.optionList.map((option, index) => {
          const none = option.type === 'none';
          return (
            <div key={option.id} className="ce-row" data-testid="ce-row" data-none={none ? '' : undefined}>
              <div className="wd-fe__inline">
                <span className="ce-row__index">
                  {none ? t('familyDesign.ce.none') : t('familyDesign.ce.region', { n: index + 1 })}
                </span>
                {REGION_TEXTS.map(({ field, label, maxLength, testId }) => (
                  <Input
                    key={field}
                    size="small"
                    className={`ce-row__${testId}`}
                    value={option[field] ?? ''}
                    maxLength={maxLength}
                    disabled={disabled}
                    placeholder={t(label)}
                    aria-label={t(label)}
                    data-testid={`ce-row-${testId}`}
                    onChange={(event) =>
                      change(withRegionText(question, option.id, { [field]: event.target.value }))
                    }
                  />
                ))}
                {none ? null : (
                  <Button
                    size="small"
                    type="text"
                    icon={<DeleteOutlined />}
                    disabled={disabled}
                    aria-label={t('familyDesign.ce.removeRegion')}
                    data-testid="ce-row-remove"
                    onClick={() => change(withoutRegion(question, option.id))}
                  />
                )}
              </div>
              <IssueText issues={issuesOfTarget(issues, { optionId: option.id })} />
            </div>
          );
        })}
      </div>
      <IssueText issues={issuesOfSlot(issues, 'options')} />
    </Section>
  );
}

function ConceptSettings() {
  const { t } = useEditor();
  return (
    <Section title={t('familyDesign.section.answer')}>
      <RequiredSwitch />
      <HotSpotCountField />
      <DisplayTimeField />
      <CustomCodeField />
    </Section>
  );
}

/**
 * How many regions a respondent chooses (spec 1 §9: 1 to 5 in a new question): minAnswerNum and
 * maxAnswerNum with answerLimitInd on; 0 or empty for no limit. Not capped by the regions drawn so far, unlike
 * a choice's count: a new question has none yet, and "at most 5" stays true with fewer.
 */
function HotSpotCountField() {
  const { question, updateConfig, disabled, issues, t } = useEditor();
  const config = question.answerConfig;
  const number = (key: 'minAnswerNum' | 'maxAnswerNum', label: string) => (
    <InputNumber
      size="small"
      min={0}
      max={999}
      precision={0}
      disabled={disabled}
      placeholder={t('familyDesign.field.noLimit')}
      value={config[key] ?? null}
      onChange={(value) => updateConfig({ answerLimitInd: 1, [key]: value ?? null })}
      aria-label={label}
      data-testid={`ce-${key}`}
    />
  );
  return (
    <FieldRow label={t('familyDesign.ce.count')} issues={issuesOfSlot(issues, 'ceCount')}>
      <div className="wd-fe__inline">
        <span>{t('familyDesign.field.min')}</span>
        {number('minAnswerNum', t('familyDesign.field.min'))}
        <span>{t('familyDesign.field.max')}</span>
        {number('maxAnswerNum', t('familyDesign.field.max'))}
      </div>
    </FieldRow>
  );
}

function ConceptQuestionPreview({ question }: QuestionPreviewProps) {
  return <ConceptPreview question={question} />;
}

export const designers: FamilyDesignModule['designers'] = {
  conceptEvaluation: { Editor: ConceptEditor, Preview: ConceptQuestionPreview },
};
