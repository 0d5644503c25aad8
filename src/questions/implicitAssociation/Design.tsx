import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Segmented, Switch } from 'antd';
import type { Question } from '../../core/model';
import type { QuestionEditorProps, QuestionPreviewProps } from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { RequiredSwitch } from '../../designer/fields/choiceSettings';
import { useEditor } from '../../designer/fields/EditorContext';
import { issuesOfSlot, issuesOfTarget } from '../../designer/fields/issueSlots';
import { FamilyEditor, FieldRow, IssueText, Section } from '../../designer/fields/layout';
import { useSubItems } from '../../designer/fields/subItems';
import { newItemId } from '../../designer/options/ids';
import { type IatAttribute, type IatSetup, MAX_IAT_STIMULI, readIatSetup, type Side } from './family';
import { ImplicitAssociationPreview } from './Preview';

/**
 * Implicit association (IatBox): the two response options (left and right), the items (at most 5), and the
 * switch to a full IAT, which adds the attribute categories and their attributes (at most 5), each item's and
 * attribute's category, and counterbalancing. The caps refuse the sixth with the spec's messages.
 */
function ImplicitAssociationEditor(props: QuestionEditorProps) {
  return (
    <FamilyEditor props={props} slots={['options', 'descs']}>
      <SidesSection />
      <ItemsSection />
      <FullIatSection />
    </FamilyEditor>
  );
}

/** The setup with a change, written back to answerConfig.iat. */
function useSetup() {
  const { question, updateConfig } = useEditor();
  const setup = readIatSetup(question);
  const patch = (change: Partial<IatSetup>) => updateConfig({ iat: { ...setup, ...change } });
  return { setup, patch };
}

function SidesSection() {
  const { question, change, disabled, issues, t } = useEditor();
  const rename = (index: number, optionName: string) =>
    change({
      ...question,
      optionList: question.optionList.map((option, at) =>
        at === index ? { ...option, optionName } : option,
      ),
    });
  return (
    <Section title={t('familyDesign.iat.sides')}>
      {question.optionList.slice(0, 2).map((option, index) => (
        <FieldRow
          key={option.id}
          label={t(index === 0 ? 'familyDesign.iat.left' : 'familyDesign.iat.right')}
          issues={issuesOfTarget(issues, { optionId: option.id })}
        >
          <Input
            size="small"
            value={option.optionName}
            disabled={disabled}
            aria-label={t(index === 0 ? 'familyDesign.iat.left' : 'familyDesign.iat.right')}
            onChange={(event) => rename(index, event.target.value)}
          />
        </FieldRow>
      ))}
      <IssueText issues={issuesOfSlot(issues, 'options')} />
    </Section>
  );
}

function ItemsSection() {
  const { question, disabled, issues, t } = useEditor();
  const { setup, patch } = useSetup();
  const sideNames = question.optionList.slice(0, 2).map((option) => option.optionName);
  const {
    patch: patchItem,
    add,
    remove,
  } = useSubItems({
    max: MAX_IAT_STIMULI,
    tooMany: { key: 'core.design.maxFiveOptions', params: { max: MAX_IAT_STIMULI } },
    keepOne: { key: 'core.design.keepOneSubQuestion' },
    nameOf: (n) => t('familyDesign.iat.item', { n }),
  });
  return (
    <Section title={t('familyDesign.iat.items')}>
      {question.descList.map((desc, index) => (
        <StimulusRow
          key={desc.id}
          name={desc.optionName}
          placeholder={t('familyDesign.iat.item', { n: index + 1 })}
          issues={issuesOfTarget(issues, { descId: desc.id })}
          onRename={(optionName) => patchItem(desc.id, { optionName })}
          onRemove={() => remove(desc.id)}
          side={setup.full ? (setup.itemSides[desc.id] ?? 0) : undefined}
          sideNames={sideNames}
          sideLabel={t('familyDesign.iat.itemSide', { name: desc.optionName })}
          onSide={(side) => patch({ itemSides: { ...setup.itemSides, [desc.id]: side } })}
          disabled={disabled}
          testId="iat-item"
        />
      ))}
      <IssueText issues={issuesOfSlot(issues, 'descs')} />
      <Button size="small" type="dashed" icon={<PlusOutlined />} disabled={disabled} onClick={add}>
        {t('familyDesign.iat.addItem')}
      </Button>
    </Section>
  );
}

function FullIatSection() {
  const { refuse, disabled, issues, t } = useEditor();
  const { setup, patch } = useSetup();
  const iatIssues = issues.filter((found) => !found.target && found.key.startsWith('core.design.iat'));
  const capIssues = issues.filter((found) => found.key === 'core.design.maxFiveAttributes');
  const setAttributes = (attributes: IatAttribute[]) => patch({ attributes });
  const add = () => {
    if (setup.attributes.length >= MAX_IAT_STIMULI) {
      return refuse({ key: 'core.design.maxFiveAttributes', params: { max: MAX_IAT_STIMULI } });
    }
    const n = setup.attributes.length + 1;
    // New attributes alternate sides, so a fresh list already has one on each.
    setAttributes([
      ...setup.attributes,
      { id: newItemId(), name: t('familyDesign.iat.attribute', { n }), side: ((n - 1) % 2) as Side },
    ]);
  };
  return (
    <Section title={t('familyDesign.section.answer')}>
      <RequiredSwitch />
      <SetupSwitch field="full" label="familyDesign.iat.full" help="familyDesign.iat.fullHelp" />
      {setup.full ? (
        <>
          <FieldRow label={t('familyDesign.iat.attributeLabels')}>
            {[0, 1].map((at) => (
              <Input
                key={at}
                size="small"
                value={setup.attributeLabels[at]}
                disabled={disabled}
                placeholder={t(
                  at === 0 ? 'familyDesign.iat.attributeLeft' : 'familyDesign.iat.attributeRight',
                )}
                aria-label={t(
                  at === 0 ? 'familyDesign.iat.attributeLeft' : 'familyDesign.iat.attributeRight',
                )}
                onChange={(event) => {
                  const labels: [string, string] = [...setup.attributeLabels];
                  labels[at] = event.target.value;
                  patch({ attributeLabels: labels });
                }}
              />
            ))}
          </FieldRow>
          <div className="wd-fe__label">{t('familyDesign.iat.attributes')}</div>
          {setup.attributes.map((attribute, index) => (
            <StimulusRow
              key={attribute.id}
              name={attribute.name}
              placeholder={t('familyDesign.iat.attribute', { n: index + 1 })}
              issues={[]}
              onRename={(name) =>
                setAttributes(
                  setup.attributes.map((item) => (item.id === attribute.id ? { ...item, name } : item)),
                )
              }
              onRemove={() => setAttributes(setup.attributes.filter((item) => item.id !== attribute.id))}
              side={attribute.side}
              sideNames={setup.attributeLabels}
              sideLabel={t('familyDesign.iat.attributeSide', { name: attribute.name })}
              onSide={(side) =>
                setAttributes(
                  setup.attributes.map((item) => (item.id === attribute.id ? { ...item, side } : item)),
                )
              }
              disabled={disabled}
              testId="iat-attribute"
            />
          ))}
          <Button size="small" type="dashed" icon={<PlusOutlined />} disabled={disabled} onClick={add}>
            {t('familyDesign.iat.addAttribute')}
          </Button>
          <SetupSwitch
            field="counterbalance"
            label="familyDesign.iat.counterbalance"
            help="familyDesign.iat.counterbalanceHelp"
          />
        </>
      ) : null}
      <IssueText issues={[...capIssues, ...iatIssues]} />
    </Section>
  );
}

/** A switch of the setup (full IAT, counterbalancing) with the line saying what it does. */
function SetupSwitch({
  field,
  label,
  help,
}: {
  field: 'full' | 'counterbalance';
  label: string;
  help: string;
}) {
  const { disabled, t } = useEditor();
  const { setup, patch } = useSetup();
  return (
    <>
      <FieldRow label={t(label)}>
        <Switch
          size="small"
          aria-label={t(label)}
          checked={setup[field]}
          disabled={disabled}
          onChange={(on) => patch({ [field]: on })}
        />
      </FieldRow>
      <p className="wd-fe__hint">{t(help)}</p>
    </>
  );
}

/** One item or attribute: its name, its category when a full IAT sorts it, and a remove button. */
function StimulusRow(props: {
  name: string;
  placeholder: string;
  issues: Parameters<typeof IssueText>[0]['issues'];
  onRename: (name: string) => void;
  onRemove: () => void;
  side: Side | undefined;
  sideNames: readonly string[];
  sideLabel: string;
  onSide: (side: Side) => void;
  disabled: boolean;
  testId: string;
}) {
  const { t } = useEditor();
  return (
    <div className="wd-fe__row" data-testid={props.testId}>
      <Input
        size="small"
        value={props.name}
        placeholder={props.placeholder}
        disabled={props.disabled}
        aria-label={props.placeholder}
        onChange={(event) => props.onRename(event.target.value)}
      />
      {props.side !== undefined ? (
        <Segmented<Side>
          size="small"
          aria-label={props.sideLabel}
          disabled={props.disabled}
          value={props.side}
          options={[0, 1].map((value) => ({ value: value as Side, label: props.sideNames[value] || '—' }))}
          onChange={props.onSide}
        />
      ) : null}
      <Button
        size="small"
        type="text"
        icon={<DeleteOutlined />}
        disabled={props.disabled}
        aria-label={t('familyDesign.iat.remove', { name: props.name || props.placeholder })}
        onClick={props.onRemove}
      />
      <IssueText issues={props.issues} />
    </div>
  );
}

function ImplicitAssociationQuestionPreview({ question }: QuestionPreviewProps) {
  return <ImplicitAssociationPreview question={question satisfies Question} />;
}

export const designers: FamilyDesignModule['designers'] = {
  implicitAssociation: { Editor: ImplicitAssociationEditor, Preview: ImplicitAssociationQuestionPreview },
};
