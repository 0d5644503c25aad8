import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Switch } from 'antd';
import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { RequiredSwitch } from '../../designer/fields/choiceSettings';
import { useEditor } from '../../designer/fields/EditorContext';
import { ImagePicker } from '../../designer/fields/ImagePicker';
import { issuesOfSlot, issuesOfTarget } from '../../designer/fields/issueSlots';
import { FamilyEditor, FieldRow, IssueText, Section } from '../../designer/fields/layout';
import { useSubItems } from '../../designer/fields/subItems';
import { imageAddress } from '../../designer/fields/upload';
import {
  MAX_TIMED_ITEMS,
  readTimedSetup,
  THRESHOLD_DB_MAX,
  THRESHOLD_DB_MIN,
  TIMED_SECONDS_MAX,
  TIMED_SECONDS_MIN,
  type TimedSetup,
} from './family';
import { TimedResponsePreview } from './Preview';

/** An item's image beside its text: small, cropped square (the runner shows it whole). */
const THUMB = { width: 32, height: 32, objectFit: 'cover', borderRadius: 4, flex: 'none' } as const;

/**
 * Timed response (speech): the items shown one at a time (each a text, an image uploaded here, or both; at most
 * MAX_TIMED_ITEMS), and how each is recorded: the window after onset, the sound threshold the latency is read
 * at, and whether an item may be recorded again.
 */
function TimedResponseEditor(props: QuestionEditorProps) {
  return (
    <FamilyEditor props={props} slots={['markItems']}>
      <ItemsSection />
      <RecordingSection />
    </FamilyEditor>
  );
}

function ItemsSection() {
  const { question, disabled, issues, t } = useEditor();
  const { patch, add, remove } = useSubItems({
    max: MAX_TIMED_ITEMS,
    tooMany: { key: 'core.design.timedMaxItems', params: { max: MAX_TIMED_ITEMS } },
    keepOne: { key: 'core.design.keepOneItem' },
    nameOf: (n) => t('familyDesign.timed.item', { n }),
  });
  return (
    <Section title={t('familyDesign.timed.items')}>
      <p className="wd-fe__hint">{t('familyDesign.timed.itemsHelp')}</p>
      {question.descList.map((item, index) => {
        const placeholder = t('familyDesign.timed.item', { n: index + 1 });
        return (
          <div className="wd-fe__row" key={item.id} data-testid="timed-design-item">
            {item.imgUrl ? (
              <img style={THUMB} src={item.imgUrl} alt={item.optionName || placeholder} />
            ) : null}
            <Input
              size="small"
              value={item.optionName}
              placeholder={placeholder}
              disabled={disabled}
              aria-label={placeholder}
              onChange={(event) => patch(item.id, { optionName: event.target.value })}
            />
            <ImagePicker
              label={t(item.imgUrl ? 'familyDesign.timed.replaceImage' : 'familyDesign.timed.addImage')}
              onUploaded={([file]) => file && patch(item.id, { imgUrl: imageAddress(file) })}
            />
            {item.imgUrl ? (
              <Button
                size="small"
                type="text"
                disabled={disabled}
                data-testid="timed-design-image-remove"
                onClick={() => patch(item.id, { imgUrl: null })}
              >
                {t('familyDesign.timed.removeImage')}
              </Button>
            ) : null}
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              disabled={disabled}
              aria-label={t('familyDesign.timed.remove', { name: item.optionName || placeholder })}
              onClick={() => remove(item.id)}
            />
            <IssueText issues={issuesOfTarget(issues, { descId: item.id })} />
          </div>
        );
      })}
      <IssueText
        issues={[
          ...issuesOfSlot(issues, 'markItems'),
          ...issues.filter((found) => found.key === 'core.design.timedMaxItems'),
        ]}
      />
      <Button
        size="small"
        type="dashed"
        icon={<PlusOutlined />}
        disabled={disabled}
        data-testid="timed-design-add"
        onClick={add}
      >
        {t('familyDesign.timed.addItem')}
      </Button>
    </Section>
  );
}

/** The setup's fields, written back to answerConfig.timed whole (so a stored setup is always complete). */
function RecordingSection() {
  const { question, updateConfig, disabled, issues, t } = useEditor();
  const setup = readTimedSetup(question);
  const patch = (change: Partial<TimedSetup>) => updateConfig({ timed: { ...setup, ...change } });
  const keyed = (key: string) => issues.filter((found) => !found.target && found.key === key);
  return (
    <Section title={t('familyDesign.section.answer')}>
      <RequiredSwitch />
      <SetupNumber
        field="maxSeconds"
        label={t('familyDesign.timed.maxSeconds')}
        unit={t('familyDesign.timed.secondsUnit')}
        range={[TIMED_SECONDS_MIN, TIMED_SECONDS_MAX]}
        issueKey="core.design.timedSeconds"
        testId="timed-design-seconds"
      />
      <SetupNumber
        field="thresholdDb"
        label={t('familyDesign.timed.threshold')}
        unit="dBFS"
        range={[THRESHOLD_DB_MIN, THRESHOLD_DB_MAX]}
        issueKey="core.design.timedThreshold"
        testId="timed-design-threshold"
      />
      <p className="wd-fe__hint">{t('familyDesign.timed.thresholdHelp')}</p>
      <FieldRow label={t('familyDesign.timed.rerecord')}>
        <Switch
          size="small"
          aria-label={t('familyDesign.timed.rerecord')}
          checked={setup.rerecord}
          disabled={disabled}
          data-testid="timed-design-rerecord"
          onChange={(on) => patch({ rerecord: on })}
        />
      </FieldRow>
      <p className="wd-fe__hint">{t('familyDesign.timed.rerecordHelp')}</p>
      <IssueText issues={keyed('core.design.timedSetup')} />
    </Section>
  );
}

/** A whole number of the setup (the window in seconds, the threshold in dBFS) within its range. */
function SetupNumber(props: {
  field: 'maxSeconds' | 'thresholdDb';
  label: string;
  unit: string;
  range: [number, number];
  issueKey: string;
  testId: string;
}) {
  const { question, updateConfig, disabled, issues } = useEditor();
  const setup = readTimedSetup(question);
  return (
    <FieldRow
      label={props.label}
      issues={issues.filter((found) => !found.target && found.key === props.issueKey)}
    >
      <InputNumber
        size="small"
        min={props.range[0]}
        max={props.range[1]}
        precision={0}
        addonAfter={props.unit}
        disabled={disabled}
        value={setup[props.field]}
        aria-label={props.label}
        data-testid={props.testId}
        onChange={(value) => value !== null && updateConfig({ timed: { ...setup, [props.field]: value } })}
      />
    </FieldRow>
  );
}

function TimedResponseQuestionPreview({ question }: QuestionPreviewProps) {
  return <TimedResponsePreview question={question} />;
}

export const designers: FamilyDesignModule['designers'] = {
  timedResponse: { Editor: TimedResponseEditor, Preview: TimedResponseQuestionPreview },
};
