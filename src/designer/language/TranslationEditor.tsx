import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Input, Tabs, Upload } from 'antd';
import { useMemo, useState } from 'react';
import type { LanguageResponse } from '../../core/api/language';
import { plainText } from '../../core/text';
import {
  missingCount,
  type TranslatableText,
  type TranslatedLanguage,
  type Translations,
  translationOf,
} from '../../core/translation/texts';
import { useT } from '../../shell/hooks';
import { errorText } from '../results/components/LoadFrame';
import { useWorkspace } from '../workspace/WorkspaceContext';
import { exportTranslations, importTranslations, saveLanguage } from './api';

type Drafts = Record<string, Translations>;

function draftsOf(data: Pick<LanguageResponse, 'translations'>): Drafts {
  return Object.fromEntries(data.translations.map((entry) => [entry.language, { ...entry.translations }]));
}

/** The languages' tabs, each a list of texts with the designer's words beside the translation being typed. */
export function TranslationEditor({ initial, editable }: { initial: LanguageResponse; editable: boolean }) {
  const t = useT();
  const { message } = App.useApp();
  const { surveyId } = useWorkspace();
  const [texts, setTexts] = useState(initial.texts);
  const [saved, setSaved] = useState<Drafts>(() => draftsOf(initial));
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(initial));
  const [active, setActive] = useState<TranslatedLanguage>(initial.languages[0] as TranslatedLanguage);
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const languageName = (language: string) => t(`designer.lang.${language as TranslatedLanguage}`);
  const changed = (language: string) => !sameTranslations(drafts[language], saved[language]);
  const anyChanged = initial.languages.some(changed);

  const draft = drafts[active] ?? {};
  const missing = missingCount(texts, draft);
  // The filter is taken when it is switched on, so a row does not vanish while its translation is typed.
  const [shownKeys, setShownKeys] = useState<Set<string> | null>(null);
  const shown = useMemo(
    () => (shownKeys ? texts.filter((text) => shownKeys.has(text.key)) : texts),
    [texts, shownKeys],
  );

  const setText = (key: string, value: string) =>
    setDrafts((current) => ({ ...current, [active]: { ...current[active], [key]: value } }));

  async function save() {
    setBusy(true);
    try {
      const result = await saveLanguage(surveyId, active, cleaned(draft));
      setTexts(result.texts);
      setSaved((current) => ({ ...current, [active]: result.translation.translations }));
      setDrafts((current) => ({ ...current, [active]: { ...result.translation.translations } }));
      message.success(t('language.saved', { language: languageName(active) }));
    } catch (error) {
      message.error(errorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  async function importFile(file: File) {
    if (anyChanged) {
      message.warning(t('language.saveFirst'));
      return;
    }
    setBusy(true);
    try {
      const result = await importTranslations(surveyId, file);
      setTexts(result.texts);
      setSaved(draftsOf(result));
      setDrafts(draftsOf(result));
      const summary = result.imported
        .map((entry) =>
          t('language.importedOne', { language: languageName(entry.language), count: entry.translated }),
        )
        .join(t('language.separator'));
      message.success(t('language.imported', { summary }));
    } catch (error) {
      message.error(errorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  async function exportFile() {
    try {
      await exportTranslations(surveyId);
    } catch (error) {
      message.error(errorText(t, error));
    }
  }

  const tabs = initial.languages.map((language) => {
    const count = missingCount(texts, drafts[language]);
    return {
      key: language,
      label: (
        <span data-testid={`language-tab-${language}`}>
          {languageName(language)}
          {changed(language) ? ' •' : ''}{' '}
          <span className={count > 0 ? 'wd-language__flag' : 'wd-language__flag wd-language__flag--done'}>
            {count > 0 ? t('language.missing', { count }) : t('language.complete')}
          </span>
        </span>
      ),
    };
  });

  return (
    <section className="wd-card wd-language__editor" data-testid="language-editor">
      <div className="wd-language__toolbar">
        <Tabs
          activeKey={active}
          onChange={(key) => setActive(key as TranslatedLanguage)}
          items={tabs}
          className="wd-language__tabs"
        />
        <div className="wd-language__actions">
          <Button icon={<DownloadOutlined />} onClick={exportFile} data-testid="language-export">
            {t('language.export')}
          </Button>
          <Upload
            accept=".xlsx"
            showUploadList={false}
            disabled={!editable || busy}
            beforeUpload={(file) => {
              void importFile(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} disabled={!editable || busy} data-testid="language-import">
              {t('language.import')}
            </Button>
          </Upload>
          <Button
            type="primary"
            onClick={save}
            loading={busy}
            disabled={!editable || !changed(active)}
            data-testid="language-save"
          >
            {t('language.save')}
          </Button>
        </div>
      </div>
      <div className="wd-language__summary">
        <span data-testid="language-progress" data-missing={missing}>
          {t('language.progress', { done: texts.length - missing, total: texts.length })}
        </span>
        <Checkbox
          checked={onlyMissing}
          onChange={(event) => {
            setOnlyMissing(event.target.checked);
            setShownKeys(
              event.target.checked
                ? new Set(
                    texts
                      .filter((text) => translationOf(draft, text.key) === undefined)
                      .map((text) => text.key),
                  )
                : null,
            );
          }}
          data-testid="language-only-missing"
        >
          {t('language.onlyMissing')}
        </Checkbox>
        {anyChanged ? <span className="wd-language__unsaved">{t('language.unsaved')}</span> : null}
      </div>
      <table className="wd-language__table">
        <caption className="wd-language__caption">{t('language.title')}</caption>
        <thead>
          <tr>
            <th scope="col" className="wd-language__where-col">
              {t('language.col.position')}
            </th>
            <th scope="col">{t('language.col.origin')}</th>
            <th scope="col">{t('language.col.translation', { language: languageName(active) })}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((text) => (
            <TranslationRow
              key={`${active}:${text.key}`}
              text={text}
              value={draft[text.key] ?? ''}
              editable={editable}
              onChange={(value) => setText(text.key, value)}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function TranslationRow(props: {
  text: TranslatableText;
  value: string;
  editable: boolean;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const { text } = props;
  const isMissing = !props.value.trim();
  const origin = plainText(text.origin) || text.origin;
  const fieldLabel = t(`language.field.${text.field}`);
  return (
    <tr
      className={isMissing ? 'wd-language__row wd-language__row--missing' : 'wd-language__row'}
      data-testid={`translation-row-${text.key}`}
      data-missing={isMissing ? '1' : '0'}
    >
      <td>
        <div className="wd-language__where">
          {text.quNum ? <strong>{text.quNum} </strong> : null}
          {fieldLabel}
          {isMissing ? <span className="wd-language__flag">{t('language.missingTag')}</span> : null}
        </div>
      </td>
      <td className="wd-language__origin">{origin}</td>
      <td>
        <Input.TextArea
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          autoSize={{ minRows: 1, maxRows: 6 }}
          placeholder={t('language.placeholder')}
          disabled={!props.editable}
          aria-label={`${text.quNum ? `${text.quNum} ` : ''}${fieldLabel}: ${origin}`}
          data-testid={`translation-${text.key}`}
        />
      </td>
    </tr>
  );
}

/** Only the non-empty translations, as the server keeps them: what "changed" is judged on. */
function cleaned(translations: Translations | undefined): Translations {
  const kept: Translations = {};
  for (const [key, value] of Object.entries(translations ?? {})) if (value.trim()) kept[key] = value;
  return kept;
}

function sameTranslations(left: Translations | undefined, right: Translations | undefined): boolean {
  const a = cleaned(left);
  const b = cleaned(right);
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
