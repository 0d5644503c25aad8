import { FileTextOutlined } from '@ant-design/icons';
import { Button, Input, Segmented } from 'antd';
import { useState } from 'react';
import type { Desc } from '../../core/model';
import type { QuestionEditorProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { RequiredSwitch } from '../../designer/fields/choiceSettings';
import { useEditor } from '../../designer/fields/EditorContext';
import { issuesOfSlot } from '../../designer/fields/issueSlots';
import { FamilyEditor, FieldRow, Section } from '../../designer/fields/layout';
import { newItemId } from '../../designer/options/ids';
import { PasteDialog } from './design/PasteDialog';
import { CascadeSetContent } from './design/SetContentDialog';
import { TreeEditor } from './design/TreeEditor';
import { CASCADE_MAX_LEVELS, cascadeLevels } from './family';
import { CascadePreview } from './Preview';

const LEVEL_CHOICES = Array.from({ length: CASCADE_MAX_LEVELS }, (_, at) => at + 1);

/** Cascade (JilianBox): required, the levels and their titles, and the option tree (edited or pasted). */
function CascadeEditor(props: QuestionEditorProps) {
  return (
    <FamilyEditor props={props} slots={['levels', 'options']}>
      <SettingsSection />
      <TreeSection />
    </FamilyEditor>
  );
}

function SettingsSection() {
  const { question, update, updateConfig, disabled, issues, t } = useEditor();
  const levels = cascadeLevels(question);
  // Level titles are the question's sub-questions, one per level in order (descList).
  const setTitle = (level: number, optionName: string) => {
    const descList: Desc[] = Array.from({ length: Math.max(levels, question.descList.length) }, (_, at) => {
      const desc = question.descList[at];
      return (
        desc ?? {
          id: newItemId(),
          quId: question.id,
          orderById: at + 1,
          optionName: '',
          type: 'normal',
          required: 1,
          descBeforLogics: [],
        }
      );
    });
    descList[level] = { ...(descList[level] as Desc), optionName };
    update({ descList });
  };
  return (
    <Section title={t('familyDesign.section.answer')}>
      <RequiredSwitch />
      <FieldRow
        label={t('familyDesign.cascade.levels')}
        hint={t('familyDesign.cascade.levelsHint')}
        issues={issuesOfSlot(issues, 'levels')}
      >
        <Segmented
          size="small"
          disabled={disabled}
          value={levels}
          options={LEVEL_CHOICES.map((n) => ({
            value: n,
            label: t('familyDesign.cascade.levelCount', { n }),
          }))}
          onChange={(n) => updateConfig({ paramInt01: n })}
        />
      </FieldRow>
      <FieldRow
        label={t('familyDesign.cascade.levelTitles')}
        hint={t('familyDesign.cascade.levelTitlesHint')}
      >
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {Array.from({ length: levels }, (_, level) => (
            <Input
              // biome-ignore lint/suspicious/noArrayIndexKey: one field per level position
              key={level}
              size="small"
              style={{ width: 160 }}
              disabled={disabled}
              aria-label={t('familyDesign.cascade.levelTitle', { n: level + 1 })}
              placeholder={t('familyDesign.cascade.levelDefault', { n: level + 1 })}
              value={question.descList[level]?.optionName ?? ''}
              onChange={(event) => setTitle(level, event.target.value)}
            />
          ))}
        </div>
      </FieldRow>
    </Section>
  );
}

function TreeSection() {
  const { disabled, issues, t } = useEditor();
  const [pasting, setPasting] = useState(false);
  return (
    <Section
      title={t('familyDesign.cascade.tree')}
      extra={
        <Button size="small" icon={<FileTextOutlined />} disabled={disabled} onClick={() => setPasting(true)}>
          {t('familyDesign.cascade.paste')}
        </Button>
      }
    >
      <FieldRow
        label={t('familyDesign.cascade.tree')}
        hint={t('familyDesign.cascade.treeHint')}
        issues={issuesOfSlot(issues, 'options')}
      >
        <TreeEditor />
      </FieldRow>
      <PasteDialog open={pasting} onClose={() => setPasting(false)} />
    </Section>
  );
}

export const designers: FamilyDesignModule['designers'] = {
  cascade: { Editor: CascadeEditor, Preview: CascadePreview, SetContent: CascadeSetContent },
};
