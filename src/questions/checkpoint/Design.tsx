import { Switch } from 'antd';
import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { useDesignT, useEditor } from '../../designer/fields/EditorContext';
import { FamilyEditor, FieldRow, Section } from '../../designer/fields/layout';

/**
 * Checkpoint: where it stands the runner checks the respondent's quota cells (checkQuotas) and screens out
 * one whose cell is full, before the questions after it. It ends its page: the page after it always starts
 * anew. The other checkpoint settings of the product (pass-room identity checks) are not built.
 */
function CheckpointEditor(props: QuestionEditorProps) {
  return (
    <FamilyEditor props={props} slots={[]}>
      <CheckpointBody />
    </FamilyEditor>
  );
}

function CheckpointBody() {
  const { question, updateConfig, disabled, t } = useEditor();
  return (
    <Section title={t('familyDesign.checkpoint.section')}>
      <div className="wd-fe__hint">{t('familyDesign.checkpoint.hint')}</div>
      <FieldRow
        label={t('familyDesign.checkpoint.checkQuotas')}
        hint={t('familyDesign.checkpoint.checkQuotasHint')}
      >
        <Switch
          size="small"
          aria-label={t('familyDesign.checkpoint.checkQuotas')}
          checked={question.answerConfig.checkQuotas === 1}
          disabled={disabled}
          onChange={(on) => updateConfig({ checkQuotas: on ? 1 : 0 })}
          data-testid="checkpoint-check-quotas"
        />
      </FieldRow>
    </Section>
  );
}

/** In the question list: a marked line where the page ends, saying what is checked there. */
function CheckpointPreview({ question }: QuestionPreviewProps) {
  const t = useDesignT();
  return (
    <div className="wd-pv">
      <div className="wd-pv__page" data-testid="checkpoint-preview">
        {question.answerConfig.checkQuotas === 1
          ? t('familyDesign.checkpoint.previewQuotas')
          : t('familyDesign.checkpoint.previewNothing')}
      </div>
    </div>
  );
}

export const designers: FamilyDesignModule['designers'] = {
  checkpoint: { Editor: CheckpointEditor, Preview: CheckpointPreview },
};
