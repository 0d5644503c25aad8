import {
  DeleteOutlined,
  EditOutlined,
  FieldNumberOutlined,
  FileImageOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Input, Tooltip } from 'antd';
import { useState } from 'react';
import type { Option } from '../../core/model';
import { IMAGE_NAME_MAX } from '../../core/validation';
import { defaultOptionName } from './names';
import { useEditor } from '../fields/EditorContext';
import { customCodesOn } from '../fields/CodeFields';
import { ImagePicker } from '../fields/ImagePicker';
import { issuesOfSlot, issuesOfTarget } from '../fields/issueSlots';
import { IssueText } from '../fields/layout';
import { imageAddress, shortImageName } from '../fields/upload';
import { applyBatchToOptions, batchTextOf } from './batchEdit';
import { BatchEditDialog } from './BatchEditDialog';
import { ExtraOptionEditor } from './ExtraOptionEditor';
import { ItemNameAndCode } from './ItemNameAndCode';
import { newItemId } from './ids';
import { addOption, isExtraOption, maxOptionsOf, moveOption, removeOption, updateOption } from './optionList';
import { OutputValueDialog } from './OutputValueDialog';
import { type DragHandle, SortableRows } from './SortableRows';

export type OptionListFeatures = {
  /** Option images (upload per option, and "one option per image"). */
  images?: boolean;
  /** The "set value" dialog for each option's output value. */
  values?: boolean;
  /** The extra-option editor: other and special, special only, or none. */
  extras?: 'all' | 'special' | false;
  /** Whether a normal option must remain (choices); rating labels need none. */
  needNormal?: boolean;
  /** Optional lists (rating scale labels) may be emptied. */
  allowEmpty?: boolean;
  /** What one item is called in the add button. */
  addLabel?: string;
};

/**
 * The shared options editor (spec 1 §2, §4, §5): text and code per option, drag to reorder, remove (the last
 * one, and the last normal one, are refused), add up to the family's maximum, images, output values, batch
 * edit and the extra-option editor. Extras stay at the end and are not dragged.
 */
export function OptionListEditor({
  images,
  values,
  extras = 'all',
  needNormal = true,
  allowEmpty = false,
  addLabel,
}: OptionListFeatures) {
  const { question, entry, change, refuse, disabled, issues, t, lang } = useEditor();
  const [batchOpen, setBatchOpen] = useState(false);
  const [valueFor, setValueFor] = useState<Option | null>(null);
  const max = maxOptionsOf(entry?.limits ?? {});
  const codes = customCodesOn(question);

  const apply = (result: ReturnType<typeof addOption>) =>
    result.ok ? change(result.question) : refuse(result.refusal);
  const normalCount = question.optionList.filter((option) => !isExtraOption(option)).length;
  const makeOption = (name: string, patch: Partial<Option> = {}): Option => ({
    id: newItemId(),
    quId: question.id,
    orderById: 0,
    optionName: name,
    type: 'normal',
    visibility: 1,
    ...patch,
  });

  function addImageOptions(files: { fileName: string; url: string; filePath: string }[]) {
    let next = question;
    for (const file of files) {
      const result = addOption(
        next,
        makeOption(shortImageName(file.fileName), {
          imgUrl: imageAddress(file),
          imgName: shortImageName(file.fileName),
        }),
        max,
      );
      if (!result.ok) {
        refuse(result.refusal);
        break;
      }
      next = result.question;
    }
    change(next);
  }

  return (
    <div>
      <SortableRows
        items={question.optionList}
        onMove={(activeId, overId) => change(moveOption(question, activeId, overId))}
        canMove={(option) => !disabled && !isExtraOption(option)}
        handleLabel={t('familyDesign.option.drag')}
        renderRow={(option, index, handle) => (
          <OptionRow
            option={option}
            index={index}
            handle={handle}
            codes={codes}
            images={images}
            onValue={values ? () => setValueFor(option) : undefined}
            onRemove={() => apply(removeOption(question, option.id, needNormal, allowEmpty))}
          />
        )}
      />
      <IssueText issues={issuesOfSlot(issues, 'options')} />
      <div className="wd-fe__toolbar">
        <Button
          size="small"
          type="dashed"
          icon={<PlusOutlined />}
          disabled={disabled}
          onClick={() =>
            apply(addOption(question, makeOption(defaultOptionName(lang, normalCount + 1)), max))
          }
        >
          {addLabel ?? t('familyDesign.option.add')}
        </Button>
        <Button size="small" icon={<EditOutlined />} disabled={disabled} onClick={() => setBatchOpen(true)}>
          {t('familyDesign.batch.open')}
        </Button>
        {images ? (
          <ImagePicker
            multiple
            label={t('familyDesign.option.addImagesHint')}
            icon={<FileImageOutlined />}
            onUploaded={addImageOptions}
          >
            {t('familyDesign.option.addImages')}
          </ImagePicker>
        ) : null}
        {extras ? <ExtraOptionEditor other={extras === 'all'} /> : null}
      </div>
      <BatchEditDialog
        open={batchOpen}
        initial={batchTextOf(question.optionList.filter((option) => !isExtraOption(option)))}
        onClose={() => setBatchOpen(false)}
        onApply={(rows) => {
          const extrasCount = question.optionList.length - normalCount;
          if (rows.length + extrasCount > max)
            return refuse({
              key: max === 5 ? 'core.design.maxFiveOptions' : 'core.design.maxOptions',
              params: { max },
            });
          change({
            ...question,
            optionList: applyBatchToOptions(question.optionList, rows, newItemId, question.id),
          });
          setBatchOpen(false);
        }}
      />
      <OutputValueDialog
        open={valueFor !== null}
        value={valueFor?.outputValue}
        onClose={() => setValueFor(null)}
        onConfirm={(value) => {
          if (valueFor)
            change(updateOption(question, valueFor.id, { outputValue: value === '' ? null : value }));
          setValueFor(null);
        }}
      />
    </div>
  );
}

function OptionRow({
  option,
  index,
  handle,
  codes,
  images,
  onValue,
  onRemove,
}: {
  option: Option;
  index: number;
  handle: DragHandle;
  codes: boolean;
  images?: boolean | undefined;
  onValue?: (() => void) | undefined;
  onRemove: () => void;
}) {
  const { question, change, disabled, issues, t } = useEditor();
  const rowIssues = issuesOfTarget(issues, { optionId: option.id });
  const extra = isExtraOption(option);
  const set = (patch: Partial<Option>) => change(updateOption(question, option.id, patch));
  return (
    <div className={extra ? 'wd-fe__row wd-fe__row--extra' : 'wd-fe__row'} data-testid="option-row">
      {handle}
      <span className="wd-fe__row-index">{index + 1}</span>
      <div className="wd-fe__row-main">
        <div className="wd-fe__row-line">
          {option.imgUrl ? (
            <img className="wd-fe__thumb" src={option.imgUrl} alt={option.imgName ?? ''} />
          ) : null}
          <ItemNameAndCode
            target={{ optionId: option.id }}
            name={option.optionName}
            code={option.itemCode}
            showCode={codes}
            placeholder={t('familyDesign.option.placeholder')}
            onName={(optionName) => set({ optionName })}
            onCode={(itemCode) => set({ itemCode })}
          />
          {extra ? (
            <span className="wd-fe__tag">
              {t(option.type === 'other' ? 'familyDesign.option.other' : 'familyDesign.option.special')}
            </span>
          ) : null}
          {onValue ? (
            <Tooltip title={t('familyDesign.option.value')}>
              <Button
                size="small"
                type="text"
                icon={option.outputValue ? undefined : <FieldNumberOutlined />}
                disabled={disabled}
                onClick={onValue}
                aria-label={t('familyDesign.option.value')}
              >
                {option.outputValue
                  ? t('familyDesign.option.valueShort', { value: option.outputValue })
                  : null}
              </Button>
            </Tooltip>
          ) : null}
          {images && !extra ? (
            <ImagePicker
              label={t('familyDesign.option.image')}
              onUploaded={([file]) =>
                file && set({ imgUrl: imageAddress(file), imgName: shortImageName(file.fileName) })
              }
            />
          ) : null}
          <Tooltip title={t('familyDesign.option.remove')}>
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              disabled={disabled}
              onClick={onRemove}
              aria-label={t('familyDesign.option.remove')}
            />
          </Tooltip>
        </div>
        {option.imgUrl ? (
          <div className="wd-fe__row-line">
            <Input
              size="small"
              style={{ width: 150 }}
              disabled={disabled}
              value={option.imgName ?? ''}
              status={[...(option.imgName ?? '')].length > IMAGE_NAME_MAX ? 'error' : undefined}
              count={{ max: IMAGE_NAME_MAX, show: true }}
              prefix={<span className="wd-fe__hint">{t('familyDesign.option.imageName')}</span>}
              onChange={(event) => set({ imgName: event.target.value })}
              aria-label={t('familyDesign.option.imageName')}
            />
            <Button
              size="small"
              type="link"
              disabled={disabled}
              onClick={() => set({ imgUrl: null, imgName: null })}
            >
              {t('familyDesign.option.removeImage')}
            </Button>
          </div>
        ) : null}
        <IssueText issues={rowIssues} />
      </div>
    </div>
  );
}
