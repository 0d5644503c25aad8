import { DeleteOutlined, PictureOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Tag } from 'antd';
import { useState } from 'react';
import type { Option } from '../../core/model';
import { IMAGE_NAME_MAX, issue } from '../../core/validation';
import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { CustomCodeField } from '../../designer/fields/CodeFields';
import { RequiredSwitch } from '../../designer/fields/choiceSettings';
import { DisplayTimeField } from '../../designer/fields/DisplayTimeField';
import { useEditor } from '../../designer/fields/EditorContext';
import { ImagePicker } from '../../designer/fields/ImagePicker';
import { issuesOfSlot, issuesOfTarget } from '../../designer/fields/issueSlots';
import { FamilyEditor, FieldRow, IssueText, Section } from '../../designer/fields/layout';
import { imageAddress, shortImageName } from '../../designer/fields/upload';
import { newItemId } from '../../designer/options/ids';
import { MARK_MAX_LENGTH, markupPicture } from './marks';
import { MarkupPreview, useMarkLabel } from './Preview';
import './markupImage.css';

/**
 * Image markup (MarkupImageBox): the pictures (each an item: optionTitle its address, optionName its name of
 * at most 6 characters), at least one kept, and the marks a respondent gives each (like, neutral, dislike,
 * confused by default; the designer may remove them or add words of their own, one at least).
 */
function MarkupEditor(props: QuestionEditorProps) {
  return (
    <FamilyEditor
      props={props}
      slots={['markItems', 'options', 'markOptions', 'displayTime', 'questionCode']}
    >
      <PictureList />
      <MarkList />
      <MarkupSettings />
    </FamilyEditor>
  );
}

function PictureList() {
  const { question, change, refuse, disabled, issues, t } = useEditor();
  const setOptions = (optionList: Option[]) =>
    change({ ...question, optionList: optionList.map((option, index) => ({ ...option, orderById: index })) });
  const patch = (id: string, fields: Partial<Option>) =>
    setOptions(question.optionList.map((option) => (option.id === id ? { ...option, ...fields } : option)));

  function add(files: { fileName: string; url: string; filePath: string }[]) {
    const added = files.map(
      (file): Option => ({
        id: newItemId(),
        quId: question.id,
        orderById: 0,
        optionName: shortImageName(file.fileName, IMAGE_NAME_MAX),
        optionTitle: imageAddress(file),
        type: 'normal',
        visibility: 1,
      }),
    );
    setOptions([...question.optionList, ...added]);
  }

  function remove(id: string) {
    // At least one item is kept (spec 1 §5).
    if (question.optionList.length <= 1) return refuse(issue('core.design.keepOneItem'));
    setOptions(question.optionList.filter((option) => option.id !== id));
  }

  return (
    <Section
      title={t('familyDesign.mark.pictures')}
      extra={
        <ImagePicker
          multiple
          label={t('familyDesign.mark.addPictures')}
          icon={<PlusOutlined />}
          onUploaded={add}
        >
          {t('familyDesign.mark.addPictures')}
        </ImagePicker>
      }
    >
      <div className="mk-design-list" data-testid="mark-pictures">
        {question.optionList.map((option) => {
          const picture = markupPicture(option);
          return (
            <div key={option.id} className="mk-design-item" data-testid="mark-picture">
              {picture ? (
                <img className="mk-design-item__image" src={picture} alt={option.optionName} />
              ) : (
                <span className="mk-design-item__image mk-design-item__image--none">
                  <PictureOutlined />
                </span>
              )}
              <Input
                size="small"
                className="mk-design-item__name"
                value={option.optionName}
                disabled={disabled}
                placeholder={t('familyDesign.option.imageName')}
                aria-label={t('familyDesign.option.imageName')}
                data-testid="mark-picture-name"
                onChange={(event) => patch(option.id, { optionName: event.target.value })}
              />
              <ImagePicker
                label={t(picture ? 'familyDesign.mark.replace' : 'familyDesign.mark.upload')}
                onUploaded={([file]) => file && patch(option.id, { optionTitle: imageAddress(file) })}
              />
              <Button
                size="small"
                type="text"
                icon={<DeleteOutlined />}
                disabled={disabled}
                aria-label={t('familyDesign.option.remove')}
                data-testid="mark-picture-remove"
                onClick={() => remove(option.id)}
              />
              <IssueText issues={issuesOfTarget(issues, { optionId: option.id })} />
            </div>
          );
        })}
      </div>
      <IssueText issues={[...issuesOfSlot(issues, 'markItems'), ...issuesOfSlot(issues, 'options')]} />
    </Section>
  );
}

/** The marks offered under each picture: removed by their tag's cross, added by typing (one at least). */
function MarkList() {
  const { question, updateConfig, refuse, disabled, issues, t } = useEditor();
  const label = useMarkLabel();
  const [typed, setTyped] = useState('');
  const marks = question.answerConfig.markOptions;

  function add() {
    const mark = typed.trim();
    if (!mark || marks.includes(mark)) return;
    updateConfig({ markOptions: [...marks, mark] });
    setTyped('');
  }

  return (
    <Section title={t('familyDesign.mark.marks')}>
      <FieldRow label={t('familyDesign.mark.offered')} issues={issuesOfSlot(issues, 'markOptions')}>
        <div className="wd-fe__inline" data-testid="mark-options">
          {marks.map((mark) => (
            <Tag
              key={mark}
              closable={!disabled}
              onClose={(event) => {
                event.preventDefault();
                if (marks.length <= 1) return refuse(issue('core.design.markOptionsNull'));
                updateConfig({ markOptions: marks.filter((other) => other !== mark) });
              }}
            >
              {label(mark)}
            </Tag>
          ))}
          <Input
            size="small"
            className="mk-design-mark-input"
            value={typed}
            maxLength={MARK_MAX_LENGTH}
            disabled={disabled}
            placeholder={t('familyDesign.mark.new')}
            aria-label={t('familyDesign.mark.new')}
            data-testid="mark-option-input"
            onChange={(event) => setTyped(event.target.value)}
            onPressEnter={add}
          />
          <Button size="small" icon={<PlusOutlined />} disabled={disabled || !typed.trim()} onClick={add}>
            {t('familyDesign.mark.add')}
          </Button>
        </div>
      </FieldRow>
    </Section>
  );
}

function MarkupSettings() {
  const { t } = useEditor();
  return (
    <Section title={t('familyDesign.section.answer')}>
      <RequiredSwitch />
      <DisplayTimeField />
      <CustomCodeField />
    </Section>
  );
}

function MarkupQuestionPreview({ question }: QuestionPreviewProps) {
  return <MarkupPreview question={question} />;
}

export const designers: FamilyDesignModule['designers'] = {
  markupImage: { Editor: MarkupEditor, Preview: MarkupQuestionPreview },
};
