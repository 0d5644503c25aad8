import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import type { ShareState } from '../../../core/api/results';
import { useT } from '../../../shell/hooks';
import { publicResultsUrl } from '../../routes';
import { fetchShare, setShare } from '../api';
import { useLoad } from '../useLoad';
import { LoadFrame } from './LoadFrame';

/** The public read-only report: on or off, and its link to copy while on. */
export function ShareCard({ surveyId }: { surveyId: string }) {
  const t = useT();
  const { message } = App.useApp();
  const loaded = useLoad(`share:${surveyId}`, () => fetchShare(surveyId));
  const [share, setShareState] = useState<ShareState | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setShareState(loaded.data), [loaded.data]);

  const toggle = async (enabled: boolean) => {
    setSaving(true);
    try {
      setShareState(await setShare(surveyId, enabled));
    } catch {
      // The API client has shown the server's message; the switch stays as it was.
    } finally {
      setSaving(false);
    }
  };

  const link = share?.enabled && share.token ? publicResultsUrl(location.origin, share.token) : null;
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      message.success(t('resultsScreen.share.copied'));
    } catch {
      message.error(t('resultsScreen.share.copyFailed'));
    }
  };

  return (
    <Card
      size="small"
      className="wd-res__card"
      title={t('resultsScreen.share.title')}
      data-testid="share-card"
    >
      <LoadFrame state={loaded} minHeight={60}>
        {() => (
          <>
            <Space align="center" className="wd-res__share-switch">
              <Switch
                checked={share?.enabled ?? false}
                loading={saving}
                onChange={toggle}
                aria-label={t('resultsScreen.share.title')}
                data-testid="share-switch"
              />
              <span>{t(share?.enabled ? 'resultsScreen.share.on' : 'resultsScreen.share.off')}</span>
            </Space>
            <p className="wd-muted">{t('resultsScreen.share.text')}</p>
            {link && (
              <Space.Compact className="wd-res__share-link">
                <Input
                  readOnly
                  value={link}
                  aria-label={t('resultsScreen.share.link')}
                  data-testid="share-link"
                />
                <Button icon={<CopyOutlined />} onClick={copy} data-testid="share-copy">
                  {t('resultsScreen.share.copy')}
                </Button>
              </Space.Compact>
            )}
          </>
        )}
      </LoadFrame>
    </Card>
  );
}
