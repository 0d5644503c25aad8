import { ArrowLeftOutlined, CopyOutlined, FileAddOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { updateSurveyRequestSchema } from '../core/api/design';
import { useRevalidateOnLanguage, zodRule } from '../shell/forms';
import { useLanguage, useT } from '../shell/hooks';
import { copySurvey, saveSurvey, useSurveyPickList } from './api/surveys';
import { DesignerHeader } from './DesignerHeader';
import { DESIGNER_PATHS, editQuestionLink } from './routes';
import { SurveyStateTag } from './SurveyStateTag';
import './designer.css';

type Mode = 'blank' | 'copy';
type Values = { surveyName: string; sourceId?: string };

/**
 * /newitem: a blank survey (name required) or a copy of one of the designer's surveys; either way the new
 * survey's workspace opens. A copy is made by copySurvey and then renamed when a name was typed.
 */
export function NewItemPage() {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<Mode>('blank');
  const [busy, setBusy] = useState(false);
  const { items, loading } = useSurveyPickList();
  useRevalidateOnLanguage(form, language);

  const create = async (values: Values) => {
    setBusy(true);
    try {
      let surveyId: string;
      if (mode === 'copy' && values.sourceId) {
        const copied = await copySurvey(values.sourceId);
        surveyId = copied.surveyId;
        const name = values.surveyName?.trim();
        if (name) await saveSurvey({ surveyId, surveyName: name });
      } else {
        surveyId = (await saveSurvey({ surveyName: values.surveyName })).surveyId;
      }
      navigate(editQuestionLink(surveyId), { replace: true });
    } catch {
      // The API client has alerted; the form stays as it was for another try.
      setBusy(false);
    }
  };

  return (
    <div className="wd-app" data-testid="new-survey">
      <DesignerHeader />
      <main className="wd-page wd-page--narrow">
        <div className="wd-page__head">
          <h1 className="wd-page__title">{t('designer.new.title')}</h1>
          <Button
            icon={<ArrowLeftOutlined aria-hidden="true" />}
            onClick={() => navigate(DESIGNER_PATHS.list)}
          >
            {t('designer.back')}
          </Button>
        </div>
        <fieldset className="wd-modes" aria-label={t('designer.new.title')}>
          <ModeCard
            active={mode === 'blank'}
            icon={<FileAddOutlined />}
            title={t('designer.new.blank')}
            hint={t('designer.new.blankHint')}
            testId="mode-blank"
            onSelect={() => setMode('blank')}
          />
          <ModeCard
            active={mode === 'copy'}
            icon={<CopyOutlined />}
            title={t('designer.new.copy')}
            hint={t('designer.new.copyHint')}
            testId="mode-copy"
            onSelect={() => setMode('copy')}
          />
        </fieldset>
        <section className="wd-card wd-card--form">
          <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={create} size="large">
            {mode === 'copy' && (
              <Form.Item
                name="sourceId"
                label={t('designer.new.source')}
                rules={[{ required: true, message: t('designer.new.sourceRequired') }]}
              >
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={loading}
                  placeholder={t('designer.new.sourcePlaceholder')}
                  notFoundContent={t('designer.new.sourceEmpty')}
                  data-testid="copy-source"
                  options={items.map((item) => ({
                    value: item.surveyId,
                    label: item.surveyName,
                    item,
                  }))}
                  optionRender={(option) => (
                    <div className="wd-pick">
                      <span className="wd-pick__name">{option.data.item.surveyName}</span>
                      <span className="wd-pick__meta">
                        {t('designer.new.questions', { count: option.data.item.surveyQuNum ?? 0 })}
                        <SurveyStateTag state={option.data.item.surveyState} />
                      </span>
                    </div>
                  )}
                />
              </Form.Item>
            )}
            <Form.Item
              name="surveyName"
              label={t('designer.new.name')}
              rules={mode === 'blank' ? [zodRule(updateSurveyRequestSchema.shape.surveyName, language)] : []}
            >
              <Input
                maxLength={200}
                placeholder={t('designer.new.namePlaceholder')}
                data-testid="new-survey-name"
                autoFocus
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy} data-testid="create-submit">
              {t('designer.new.submit')}
            </Button>
          </Form>
        </section>
      </main>
    </div>
  );
}

function ModeCard(props: {
  active: boolean;
  icon: React.ReactNode;
  title: string;
  hint: string;
  testId: string;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={props.active}
      className={`wd-mode${props.active ? ' wd-mode--active' : ''}`}
      data-testid={props.testId}
      onClick={props.onSelect}
    >
      <span className="wd-mode__icon" aria-hidden="true">
        {props.icon}
      </span>
      <span className="wd-mode__title">{props.title}</span>
      <span className="wd-mode__hint">{props.hint}</span>
    </button>
  );
}
