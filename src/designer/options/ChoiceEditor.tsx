import { Alert } from 'antd';
import type { QuestionEditorProps } from '../editor/contract';
import { CustomCodeField } from '../fields/CodeFields';
import {
  AnswerCountField,
  OptionLayoutField,
  RandomOrderField,
  RequiredSwitch,
} from '../fields/choiceSettings';
import { DisplayTimeField } from '../fields/DisplayTimeField';
import { useEditor } from '../fields/EditorContext';
import { FamilyEditor, Section } from '../fields/layout';
import { OptionListEditor } from './OptionListEditor';
import { OptionRuleEditor } from './OptionRuleEditor';
import { QuotedOptionsList, QuoteOptionsField, quotesOptions } from './QuoteOptionsField';

export type ChoiceEditorFeatures = {
  multiple?: boolean;
  /** Option layout columns and option images (not for a dropdown). */
  layout?: boolean;
  /** Profile questions keep their fixed Sys_ code: no custom-code switch. */
  fixedCode?: boolean;
};

/**
 * The editor of every plain choice: radio, checkbox, dropdown and the profile choices (spec 1 §2 "choice
 * group with option layout"). Checkbox adds the answer-count limits and the exclusive / mutual rule.
 */
export function ChoiceEditor({
  multiple,
  layout = true,
  fixedCode,
  ...props
}: QuestionEditorProps & ChoiceEditorFeatures) {
  return (
    <FamilyEditor props={props} slots={['options', 'displayTime', 'questionCode']}>
      <ChoiceOptions images={layout} quotes={!fixedCode} />
      <ChoiceSettings multiple={multiple} layout={layout} fixedCode={fixedCode} />
    </FamilyEditor>
  );
}

/** Options: their editor, or (quotes: plain choices, not the profile ones) options quoted from earlier. */
function ChoiceOptions({ images, quotes }: { images: boolean; quotes: boolean }) {
  const { question, entry, t } = useEditor();
  // A profile choice saved without options takes them from its dictionary on first save (spec 1 §4).
  const fromDictionary = entry?.dictionaryKey !== undefined && question.optionList.length === 0;
  const quoted = quotes && quotesOptions(question);
  return (
    <Section title={t('familyDesign.section.options')}>
      {quotes ? <QuoteOptionsField /> : null}
      {fromDictionary ? (
        <Alert type="info" showIcon title={t('familyDesign.option.dictionary')} />
      ) : quoted ? (
        <QuotedOptionsList />
      ) : (
        <OptionListEditor images={images} values />
      )}
    </Section>
  );
}

function ChoiceSettings({ multiple, layout, fixedCode }: ChoiceEditorFeatures) {
  const { t } = useEditor();
  return (
    <Section title={t('familyDesign.section.answer')}>
      <RequiredSwitch />
      <RandomOrderField />
      {layout ? <OptionLayoutField /> : null}
      {multiple ? <AnswerCountField /> : null}
      {multiple ? <OptionRuleEditor /> : null}
      <DisplayTimeField />
      {fixedCode ? null : <CustomCodeField />}
    </Section>
  );
}
