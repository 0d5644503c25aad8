import { SaveOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Form, Input, Select, Switch } from 'antd';
import { useState } from 'react';
import { updateSurveyRequestSchema } from '../../core/api/design';
import { type Flag, splitCommaList, surveyLanguageSchema } from '../../core/model';
import { ApiError } from '../../shell/api';
import { useRevalidateOnLanguage, zodRule } from '../../shell/forms';
import { useLanguage, useT } from '../../shell/hooks';
import { saveSurvey } from '../api/surveys';
import { displayNumbers } from './designOps';
import { EndImageField } from './EndImageField';
import { SettingsSubNav } from './SettingsSubNav';
import { TitleEditor } from './TitleEditor';
import { useWorkspace } from './WorkspaceContext';

type Values = {
  surveyName: string;
  surveyNote: string;
  isEndYes: boolean;
  endYesText: string;
  endYesDesc: string;
  endYesImg: string;
  isEndNo: boolean;
  endNoText: string;
  endNoDesc: string;
  endNoImg: string;
  isToUrl: boolean;
  toUrl: string;
  surveyLanguage: string[];
  randOrder: boolean;
  randIds: string[];
};

const flag = (on: boolean): Flag => (on ? 1 : 0);

/**
 * /projectinfo: the survey's name and settings — welcome text (surveyNote), the end texts for completed and
 * screened-out respondents, the languages offered and random group order — saved with updateSurvey.
 */
export function ProjectInfoPage() {
  const t = useT();
  const language = useLanguage();
  const { message } = App.useApp();
  const { design, surveyId, patchInfo, groups, designLock } = useWorkspace();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  useRevalidateOnLanguage(form, language);
  const numbering = displayNumbers(groups);
  const randOrder = Form.useWatch('randOrder', form);
  const isEndYes = Form.useWatch('isEndYes', form);
  const isEndNo = Form.useWatch('isEndNo', form);
  const isToUrl = Form.useWatch('isToUrl', form);

  const initialValues: Values = {
    surveyName: design.surveyName,
    surveyNote: design.surveyNote ?? '',
    isEndYes: design.isEndYes === 1,
    endYesText: design.endYesText ?? '',
    endYesDesc: design.endYesDesc ?? '',
    endYesImg: design.endYesImg ?? '',
    isEndNo: design.isEndNo === 1,
    endNoText: design.endNoText ?? '',
    endNoDesc: design.endNoDesc ?? '',
    endNoImg: design.endNoImg ?? '',
    isToUrl: design.isToUrl === 1,
    toUrl: design.toUrl ?? '',
    surveyLanguage: splitCommaList(design.surveyLanguage),
    randOrder: design.randOrder === 1,
    randIds: splitCommaList(design.randIds),
  };

  const save = async (values: Values) => {
    setSaving(true);
    try {
      const saved = await saveSurvey({
        surveyId,
        surveyName: values.surveyName,
        surveyNote: values.surveyNote,
        isEndYes: flag(values.isEndYes),
        endYesText: values.endYesText,
        endYesDesc: values.endYesDesc,
        endYesImg: values.endYesImg,
        isEndNo: flag(values.isEndNo),
        endNoText: values.endNoText,
        endNoDesc: values.endNoDesc,
        endNoImg: values.endNoImg,
        isToUrl: flag(values.isToUrl),
        // Kept when switched off, so turning the redirect on again finds the address. The form's values hold
        // only fields on screen: with the redirect off its field is gone, and the address is in the store.
        toUrl: String(form.getFieldValue('toUrl') ?? '').trim(),
        surveyLanguage: values.surveyLanguage,
        randOrder: flag(values.randOrder),
        randIds: values.randOrder ? values.randIds : [],
      });
      patchInfo(saved);
      message.success(t('designer.saved'));
    } catch (error) {
      // A refused or failed call has been alerted by the API client; the form keeps what was typed. Anything
      // else is a fault of this screen: said, not swallowed (a settings save once failed here in silence).
      if (!(error instanceof ApiError)) {
        message.error(t('designer.settings.saveFailed'));
        throw error;
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <main className="wd-page wd-page--narrow" data-testid="project-info">
      <SettingsSubNav />
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={save}
        requiredMark={false}
        className="wd-settings"
      >
        <section className="wd-card wd-settings__section">
          <h2 className="wd-settings__title">{t('designer.settings.basic')}</h2>
          <Form.Item
            name="surveyName"
            label={t('designer.settings.name')}
            rules={[zodRule(updateSurveyRequestSchema.shape.surveyName, language)]}
          >
            <Input maxLength={200} data-testid="settings-name" />
          </Form.Item>
          <Form.Item name="surveyNote" label={t('designer.settings.note')}>
            <RichTextField surveyId={surveyId} label={t('designer.settings.note')} testId="settings-note" />
          </Form.Item>
          <Form.Item
            name="surveyLanguage"
            label={t('designer.settings.languages')}
            extra={t('designer.settings.languagesHint')}
          >
            <Checkbox.Group
              options={surveyLanguageSchema.options.map((code) => ({
                value: code,
                label: t(`designer.lang.${code}`),
              }))}
            />
          </Form.Item>
        </section>

        <section className="wd-card wd-settings__section">
          <h2 className="wd-settings__title">{t('designer.settings.ending')}</h2>
          <Form.Item name="isEndYes" label={t('designer.settings.endYes')} valuePropName="checked">
            <Switch data-testid="settings-end-yes" />
          </Form.Item>
          {isEndYes && (
            <div className="wd-settings__nested">
              <Form.Item name="endYesText" label={t('designer.settings.endYesText')}>
                <Input maxLength={200} data-testid="settings-end-yes-text" />
              </Form.Item>
              <Form.Item name="endYesDesc" label={t('designer.settings.endYesDesc')}>
                <RichTextField surveyId={surveyId} label={t('designer.settings.endYesDesc')} />
              </Form.Item>
              <Form.Item name="endYesImg" label={t('designer.settings.endYesImg')}>
                <EndImageField
                  surveyId={surveyId}
                  label={t('designer.settings.endYesImg')}
                  testId="settings-end-yes-img"
                />
              </Form.Item>
            </div>
          )}
          <Form.Item name="isEndNo" label={t('designer.settings.endNo')} valuePropName="checked">
            <Switch />
          </Form.Item>
          {isEndNo && (
            <div className="wd-settings__nested">
              <Form.Item name="endNoText" label={t('designer.settings.endNoText')}>
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item name="endNoDesc" label={t('designer.settings.endNoDesc')}>
                <RichTextField surveyId={surveyId} label={t('designer.settings.endNoDesc')} />
              </Form.Item>
              <Form.Item name="endNoImg" label={t('designer.settings.endNoImg')}>
                <EndImageField
                  surveyId={surveyId}
                  label={t('designer.settings.endNoImg')}
                  testId="settings-end-no-img"
                />
              </Form.Item>
            </div>
          )}
        </section>

        <section className="wd-card wd-settings__section">
          <h2 className="wd-settings__title">{t('designer.settings.redirect')}</h2>
          <Form.Item
            name="isToUrl"
            valuePropName="checked"
            extra={t('designer.settings.redirectHint')}
            label={t('designer.settings.redirectOn')}
          >
            <Switch data-testid="settings-redirect" />
          </Form.Item>
          {isToUrl && (
            <Form.Item
              name="toUrl"
              label={t('designer.settings.redirectUrl')}
              rules={[
                { required: true, whitespace: true, message: t('design.survey.toUrlRequired') },
                zodRule(updateSurveyRequestSchema.shape.toUrl, language),
              ]}
            >
              <Input
                maxLength={2000}
                placeholder="https://"
                inputMode="url"
                data-testid="settings-redirect-url"
              />
            </Form.Item>
          )}
        </section>

        <section className="wd-card wd-settings__section">
          <h2 className="wd-settings__title">{t('designer.settings.randOrder')}</h2>
          <Form.Item name="randOrder" valuePropName="checked" extra={t('designer.settings.randOrderHint')}>
            <Switch data-testid="settings-rand-order" />
          </Form.Item>
          {randOrder && (
            <Form.Item name="randIds" label={t('designer.settings.randIds')}>
              <Select
                mode="multiple"
                options={groups
                  .filter((group) => group.groupType === 2)
                  .map((group) => ({
                    value: group.id,
                    label: `${numbering.groups[group.id] ?? ''} ${group.groupTitle}`.trim(),
                  }))}
              />
            </Form.Item>
          )}
        </section>

        <div className="wd-settings__actions">
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            icon={<SaveOutlined />}
            loading={saving}
            disabled={designLock !== null}
            title={designLock ?? undefined}
            data-testid="settings-save"
          >
            {t('designer.save')}
          </Button>
          {designLock && <span className="wd-muted">{designLock}</span>}
        </div>
      </Form>
    </main>
  );
}

/** The rich-text editor as a form control (the form gives value and onChange). */
function RichTextField(props: {
  value?: string;
  onChange?: (html: string) => void;
  surveyId: string;
  label: string;
  testId?: string;
}) {
  return (
    <TitleEditor
      value={props.value ?? ''}
      onChange={(html) => props.onChange?.(html)}
      surveyId={props.surveyId}
      label={props.label}
      testId={props.testId}
      multiline
    />
  );
}
