import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Popconfirm } from 'antd';
import { useState } from 'react';
import type { SurveyParamWire } from '../../core/api/surveyParams';
import { answerUrl } from '../../core/share/links';
import {
  MAX_OUT_PARAM_NAME_LENGTH,
  MAX_PARAM_NAME_LENGTH,
  MAX_PARAMS_PER_SURVEY,
  type SurveyParamProblem,
  surveyParamProblem,
} from '../../core/surveyParams/rules';
import { ApiError } from '../../shell/api';
import { useT } from '../../shell/hooks';
import { errorText } from '../results/components/LoadFrame';
import { deleteSurveyParam, saveSurveyParam } from './paramsApi';

type Field = 'paramName' | 'outParamName';
/** A refusal in place: beside its field when it has one (the text is the screen's own or the server's). */
type Refusal = { field: Field | null; text: string };

/** The answer link of the survey with each parameter given an example value, as a designer hands it out. */
export function exampleAnswerLink(
  surveyId: string,
  params: readonly Pick<SurveyParamWire, 'paramName'>[],
  exampleValue: string,
): string {
  // The example value is a word for the designer to replace (值, value): shown as it reads, not encoded.
  const extra = params.map((param) => `&${encodeURIComponent(param.paramName)}=${exampleValue}`).join('');
  return answerUrl(window.location.origin, surveyId) + extra;
}

function fieldOf(error: unknown): Field | null {
  const field = error instanceof ApiError ? (error.data as { field?: unknown } | null)?.field : undefined;
  return field === 'paramName' || field === 'outParamName' ? field : null;
}

/**
 * The link parameters of the survey on /surveyconfig (spec 1 §3 "Survey parameter"): the list, a form to add
 * one (the shared rules checked first, then the server's), deleting with a confirmation, and the example
 * answer link to copy. Saved at once, in any state of the survey: no publish needed.
 */
export function LinkParamsSection({
  surveyId,
  initial,
  canEdit,
}: {
  surveyId: string;
  initial: SurveyParamWire[];
  canEdit: boolean;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [params, setParams] = useState(initial);
  const [draft, setDraft] = useState({ paramName: '', outParamName: '' });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const link = exampleAnswerLink(surveyId, params, t('surveyParams.screen.exampleValue'));
  const full = params.length >= MAX_PARAMS_PER_SURVEY;

  const change = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (refusal && (refusal.field === field || refusal.field === null)) setRefusal(null);
  };

  const add = async () => {
    const own: SurveyParamProblem | undefined = surveyParamProblem(params, draft);
    if (own) {
      setRefusal({ field: own.field === 'surveyId' ? null : own.field, text: t(own.key) });
      return;
    }
    setRefusal(null);
    setSaving(true);
    try {
      const saved = await saveSurveyParam({ surveyId, ...draft });
      setParams((current) => [...current, saved]);
      setDraft({ paramName: '', outParamName: '' });
      message.success(t('surveyParams.screen.added'));
    } catch (error) {
      setRefusal({ field: fieldOf(error), text: errorText(t, error) });
    } finally {
      setSaving(false);
    }
  };

  const remove = async (param: SurveyParamWire) => {
    setDeleting(param.id);
    try {
      await deleteSurveyParam(param.id);
      setParams((current) => current.filter((kept) => kept.id !== param.id));
      message.success(t('surveyParams.screen.deleted'));
    } catch (error) {
      message.error(`${t('surveyParams.screen.deleteFailed')}: ${errorText(t, error)}`);
    } finally {
      setDeleting(null);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      message.success(t('surveyParams.screen.copied'));
    } catch {
      message.error(t('surveyParams.screen.copyFailed'));
    }
  };

  const fieldRefusal = (field: Field) => (refusal?.field === field ? refusal.text : null);
  const input = (field: Field, maxLength: number) => (
    <div className="wd-collection__field wd-params__input">
      <label className="wd-collection__label" htmlFor={`param-${field}`}>
        {t(`surveyParams.screen.${field}`)}
      </label>
      <Input
        id={`param-${field}`}
        value={draft[field]}
        // A little over the limit, so a name one too long is refused with a message rather than cut.
        maxLength={maxLength + 8}
        placeholder={t(`surveyParams.screen.${field}Placeholder`)}
        status={fieldRefusal(field) ? 'error' : undefined}
        disabled={full}
        onChange={(event) => change(field, event.target.value)}
        onPressEnter={add}
        data-testid={`param-${field}`}
      />
      {fieldRefusal(field) && (
        <p className="wd-collection__error" data-testid={`param-${field}-problem`}>
          {fieldRefusal(field)}
        </p>
      )}
    </div>
  );

  return (
    <section className="wd-card wd-collection__section wd-params" data-testid="link-params">
      <header className="wd-params__head">
        <h3 className="wd-collection__section-title">{t('surveyParams.screen.title')}</h3>
        <span className="wd-muted" data-testid="link-params-count">
          {t('surveyParams.screen.count', { count: params.length, max: MAX_PARAMS_PER_SURVEY })}
        </span>
      </header>
      <p className="wd-muted wd-collection__hint wd-collection__hint--top">
        {t('surveyParams.screen.intro')}
      </p>

      {params.length === 0 ? (
        <p className="wd-params__empty wd-muted" data-testid="link-params-empty">
          {t('surveyParams.screen.empty')}
        </p>
      ) : (
        <ul className="wd-params__list" data-testid="link-params-list">
          <li className="wd-params__row wd-params__row--head" aria-hidden="true">
            <span>{t('surveyParams.screen.paramName')}</span>
            <span>{t('surveyParams.screen.outParamName')}</span>
            <span />
          </li>
          {params.map((param) => (
            <li key={param.id} className="wd-params__row" data-testid="link-param">
              <code className="wd-params__name" data-testid="link-param-name">
                {param.paramName}
              </code>
              <span className="wd-params__out" data-testid="link-param-out">
                {param.outParamName}
              </span>
              <span className="wd-params__tools">
                {canEdit && (
                  <Popconfirm
                    title={t('surveyParams.screen.deleteConfirm', { name: param.outParamName })}
                    okText={t('surveyParams.screen.delete')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove(param)}
                  >
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      loading={deleting === param.id}
                      aria-label={`${t('surveyParams.screen.delete')} ${param.paramName}`}
                      data-testid="link-param-delete"
                    >
                      {t('surveyParams.screen.delete')}
                    </Button>
                  </Popconfirm>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}

      {canEdit && (
        <div className="wd-params__form">
          {input('paramName', MAX_PARAM_NAME_LENGTH)}
          {input('outParamName', MAX_OUT_PARAM_NAME_LENGTH)}
          <Button
            className="wd-params__add"
            icon={<PlusOutlined />}
            loading={saving}
            disabled={full}
            onClick={add}
            data-testid="link-param-add"
          >
            {t('surveyParams.screen.add')}
          </Button>
        </div>
      )}
      {canEdit && (full || (refusal && refusal.field === null)) && (
        <Alert
          className="wd-params__refusal"
          type={full && !refusal ? 'info' : 'error'}
          showIcon
          title={refusal ? t('surveyParams.screen.refused') : t('surveyParams.tooMany')}
          description={refusal?.text}
          data-testid="link-params-refusal"
        />
      )}

      <div className="wd-params__link">
        <span className="wd-collection__label">{t('surveyParams.screen.link')}</span>
        <div className="wd-params__link-row">
          <code className="wd-params__url" data-testid="link-params-example">
            {link}
          </code>
          <Button icon={<CopyOutlined />} onClick={copy} data-testid="link-params-copy">
            {t('surveyParams.screen.copy')}
          </Button>
        </div>
        {params.length > 0 && (
          <p className="wd-muted wd-collection__hint">{t('surveyParams.screen.linkHint')}</p>
        )}
      </div>
    </section>
  );
}
