import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty } from 'antd';
import { useMemo, useState } from 'react';
import type { QuotaWire } from '../../core/api/quotas';
import { useT } from '../../shell/hooks';
import { LoadFrame } from '../results/components/LoadFrame';
import { useLoad } from '../results/useLoad';
import { useWorkspace } from '../workspace/WorkspaceContext';
import { deleteQuota, fetchQuotas } from './api';
import { QuotaCard } from './QuotaCard';
import { QuotaEditor } from './QuotaEditor';
import { countedByCell, draftOf, emptyDraft, type QuotaDraft } from './quotaDraft';
import { quotaQuestions } from './quotaQuestions';
import './quotas.css';

/**
 * /quotaConfig: the survey's quotas with their cells' live counts, and the editor that adds or changes one
 * (one at a time: a new quota opens above the list, an edited one in its place). The questions come from
 * the workspace's design; Refresh reads the counts and the design again.
 */
export function QuotaConfigPage() {
  const t = useT();
  const { message } = App.useApp();
  const { surveyId, groups, canEdit, reload: reloadDesign } = useWorkspace();
  const list = useLoad(`quotas:${surveyId}`, () => fetchQuotas(surveyId));
  const eligible = useMemo(() => quotaQuestions(groups), [groups]);
  /** The quota being edited: a draft to start from, or null when the editor is closed. */
  const [editing, setEditing] = useState<QuotaDraft | null>(null);

  const refresh = () => {
    list.reload();
    void reloadDesign();
  };
  const afterSave = () => {
    setEditing(null);
    message.success(t('quotaScreen.saved'));
    list.reload();
  };
  const remove = async (quota: QuotaWire) => {
    try {
      await deleteQuota(quota.id);
      message.success(t('quotaScreen.deleted'));
      if (editing?.id === quota.id) setEditing(null);
      list.reload();
    } catch {
      // The client has alerted with the server's message.
    }
  };
  const editor = (draft: QuotaDraft, quota?: QuotaWire) => (
    <QuotaEditor
      key={draft.id ?? 'new'}
      surveyId={surveyId}
      initial={draft}
      counted={quota && countedByCell(quota)}
      eligible={eligible}
      onSaved={afterSave}
      onCancel={() => setEditing(null)}
    />
  );

  return (
    <main className="wd-page wd-quotas" data-testid="quota-screen">
      <header className="wd-quotas__head">
        <div>
          <h2 className="wd-quotas__title">{t('quotaScreen.title')}</h2>
          <p className="wd-muted wd-quotas__intro">{t('quotaScreen.intro')}</p>
        </div>
        <div className="wd-quotas__actions">
          <Button icon={<ReloadOutlined />} onClick={refresh} data-testid="quota-refresh">
            {t('quotaScreen.refresh')}
          </Button>
          {canEdit && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={editing !== null || eligible.length === 0}
              onClick={() => setEditing(emptyDraft())}
              data-testid="quota-add"
            >
              {t('quotaScreen.add')}
            </Button>
          )}
        </div>
      </header>
      {!canEdit && (
        <Alert className="wd-quotas__note" type="info" showIcon title={t('quotaScreen.readOnly')} />
      )}
      {canEdit && eligible.length === 0 && (
        <Alert
          className="wd-quotas__note"
          type="info"
          showIcon
          title={t('quotaScreen.noQuestions')}
          data-testid="quota-no-questions"
        />
      )}
      {editing && !editing.id && editor(editing)}
      <LoadFrame state={list}>
        {(data) =>
          data.quotas.length === 0 ? (
            editing ? null : (
              <div className="wd-card wd-quotas__empty">
                <Empty description={t('quotaScreen.empty')} />
              </div>
            )
          ) : (
            <div className="wd-quotas__list" data-testid="quota-list">
              {data.quotas.map((quota) =>
                editing?.id === quota.id ? (
                  editor(editing, quota)
                ) : (
                  <QuotaCard
                    key={quota.id}
                    quota={quota}
                    questions={eligible}
                    canEdit={canEdit}
                    editDisabled={editing !== null}
                    onEdit={() => setEditing(draftOf(quota))}
                    onDelete={() => remove(quota)}
                  />
                ),
              )}
            </div>
          )
        }
      </LoadFrame>
    </main>
  );
}
