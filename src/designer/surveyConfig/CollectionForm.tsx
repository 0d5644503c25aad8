import { SaveOutlined } from '@ant-design/icons';
import { Alert, App, Button, DatePicker, InputNumber, Switch } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { CollectionLimits } from '../../core/api/collection';
import { useT } from '../../shell/hooks';
import { errorText } from '../results/components/LoadFrame';
import { saveCollectionLimits } from './api';
import { CollectionStatus } from './CollectionStatus';
import { type CollectionDraft, type DraftProblem, draftOf, saveRequestOf } from './collectionDraft';
import { PasswordField } from './PasswordField';

const MOMENT_FORMAT = 'YYYY-MM-DD HH:mm';

/** The designer's time zone as people read it: its name and its offset now, e.g. "Asia/Shanghai, UTC+08:00". */
function localZone(): string {
  const name = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset = `UTC${dayjs().format('Z')}`;
  return name && !/^(Etc\/)?UTC$/.test(name) ? `${name}, ${offset}` : offset;
}

/**
 * The collection limits as a form over a draft (collectionDraft.ts), with the survey's state under the limits
 * last saved above it. A refusal — the screen's own check or the server's — is shown beside the form, next to
 * the field it concerns when it has one, and nothing typed is lost; a save that succeeds shows what the
 * server now holds.
 */
export function CollectionForm({ initial, canEdit }: { initial: CollectionLimits; canEdit: boolean }) {
  const t = useT();
  const { message } = App.useApp();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fieldProblem = (field: string) => (problem?.field === field ? t(problem.key) : null);

  const change = (patch: Partial<CollectionDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // A field's own complaint goes once it is changed (either time for the close-before-open one); the
    // others stay until the next save.
    const touched = Object.keys(patch).map((key) => (key === 'opensAt' ? 'closesAt' : key));
    if (problem && touched.includes(problem.field)) setProblem(null);
  };

  const save = async () => {
    const outcome = saveRequestOf(saved.surveyId, draft);
    if ('problem' in outcome) {
      setProblem(outcome.problem);
      setRefusal(t(outcome.problem.key));
      return;
    }
    setProblem(null);
    setRefusal(null);
    setSaving(true);
    try {
      const next = await saveCollectionLimits(outcome.request);
      setSaved(next);
      setDraft(draftOf(next));
      message.success(t('surveyConfig.saved'));
    } catch (error) {
      setRefusal(errorText(t, error));
    } finally {
      setSaving(false);
    }
  };

  const timePicker = (field: 'opensAt' | 'closesAt') => (
    <div className="wd-collection__field">
      <label className="wd-collection__label" htmlFor={`collection-${field}`}>
        {t(`server.field.${field}`)}
      </label>
      <DatePicker
        id={`collection-${field}`}
        className="wd-collection__picker"
        showTime={{ format: 'HH:mm' }}
        format={MOMENT_FORMAT}
        value={draft[field] === null ? null : dayjs(draft[field])}
        placeholder={t('surveyConfig.time.placeholder')}
        disabled={!canEdit}
        status={fieldProblem(field) ? 'error' : undefined}
        // On a phone the time columns go under the calendar instead of beside it (see the css).
        classNames={{ popup: { root: 'wd-collection__popup' } }}
        onChange={(value) => change({ [field]: value ? value.startOf('minute').valueOf() : null })}
        data-testid={`collection-${field}`}
      />
      {fieldProblem(field) && (
        <p className="wd-collection__error" data-testid={`collection-${field}-problem`}>
          {fieldProblem(field)}
        </p>
      )}
    </div>
  );

  return (
    <div className="wd-collection__body">
      <CollectionStatus limits={saved} />

      <section className="wd-card wd-collection__section">
        <h3 className="wd-collection__section-title">{t('surveyConfig.time.title')}</h3>
        <div className="wd-collection__times">
          {timePicker('opensAt')}
          {timePicker('closesAt')}
        </div>
        <p className="wd-muted wd-collection__hint">{t('surveyConfig.time.hint', { zone: localZone() })}</p>
      </section>

      <section className="wd-card wd-collection__section">
        <h3 className="wd-collection__section-title">{t('surveyConfig.cap.title')}</h3>
        <div className="wd-collection__switch">
          <Switch
            id="collection-cap-on-switch"
            checked={draft.capOn}
            disabled={!canEdit}
            onChange={(capOn) => change({ capOn })}
            data-testid="collection-cap-on"
          />
          <label htmlFor="collection-cap-on-switch">{t('surveyConfig.cap.switch')}</label>
        </div>
        {draft.capOn && (
          <div className="wd-collection__field">
            <label className="wd-collection__label" htmlFor="collection-cap">
              {t('surveyConfig.cap.number')}
            </label>
            <div className="wd-collection__inline">
              <InputNumber
                id="collection-cap"
                className="wd-collection__cap"
                min={1}
                max={10_000_000}
                precision={0}
                value={draft.maxCompletes}
                disabled={!canEdit}
                status={fieldProblem('maxCompletes') ? 'error' : undefined}
                onChange={(value) => change({ maxCompletes: typeof value === 'number' ? value : null })}
                data-testid="collection-cap"
              />
              <span>{t('surveyConfig.cap.unit')}</span>
            </div>
            {fieldProblem('maxCompletes') && (
              <p className="wd-collection__error">{fieldProblem('maxCompletes')}</p>
            )}
          </div>
        )}
        <p className="wd-muted wd-collection__hint">{t('surveyConfig.cap.hint')}</p>
      </section>

      <section className="wd-card wd-collection__section">
        <h3 className="wd-collection__section-title">{t('surveyConfig.device.title')}</h3>
        <div className="wd-collection__switch">
          <Switch
            id="collection-device-switch"
            checked={draft.onePerDevice}
            disabled={!canEdit}
            onChange={(onePerDevice) => change({ onePerDevice })}
            data-testid="collection-one-per-device"
          />
          <label htmlFor="collection-device-switch">{t('surveyConfig.device.hint')}</label>
        </div>
      </section>

      <section className="wd-card wd-collection__section">
        <h3 className="wd-collection__section-title">{t('surveyConfig.audit.title')}</h3>
        <div className="wd-collection__switch">
          <Switch
            id="collection-audit-values-switch"
            checked={draft.auditValues}
            disabled={!canEdit}
            onChange={(auditValues) => change({ auditValues })}
            data-testid="collection-audit-values"
          />
          <label htmlFor="collection-audit-values-switch">{t('surveyConfig.audit.hint')}</label>
        </div>
        <div className="wd-collection__switch" style={{ marginTop: 12 }}>
          <Switch
            id="collection-interview-location-switch"
            checked={draft.interviewLocation}
            disabled={!canEdit}
            onChange={(interviewLocation) => change({ interviewLocation })}
            data-testid="collection-interview-location"
          />
          <label htmlFor="collection-interview-location-switch">
            {t('surveyConfig.audit.interviewLocation')}
          </label>
        </div>
      </section>

      <section className="wd-card wd-collection__section">
        <h3 className="wd-collection__section-title">{t('surveyConfig.password.title')}</h3>
        <p className="wd-muted wd-collection__hint wd-collection__hint--top">
          {t('surveyConfig.password.hint')}
        </p>
        <PasswordField
          hasPassword={saved.hasPassword}
          intent={draft.password}
          onIntent={(password) => change({ password })}
          problem={fieldProblem('password')}
          disabled={!canEdit}
        />
      </section>

      {refusal && (
        <Alert
          className="wd-collection__refusal"
          type="error"
          showIcon
          title={t('surveyConfig.refused')}
          description={refusal}
          data-testid="collection-refusal"
        />
      )}
      {canEdit && (
        <div className="wd-collection__actions">
          <Button
            type="primary"
            size="large"
            icon={<SaveOutlined />}
            loading={saving}
            onClick={save}
            data-testid="collection-save"
          >
            {t('designer.save')}
          </Button>
        </div>
      )}
    </div>
  );
}
