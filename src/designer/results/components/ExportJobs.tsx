import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Progress, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import type { ExportJob } from '../../../core/api/results';
import { useLanguage, useT } from '../../../shell/hooks';
import { downloadExport, fetchExportJobs } from '../api';
import { formatBytes, formatDateTime } from '../format';
import { useLoad } from '../useLoad';
import { errorText, LoadFrame } from './LoadFrame';

/** Each export format's name, as the format picker and the job list both show it. */
export const FORMAT_KEYS = {
  csv: 'resultsScreen.export.csv',
  xlsx: 'resultsScreen.export.xlsx',
  sav: 'resultsScreen.export.sav',
  codebook: 'resultsScreen.export.codebook',
  audit: 'resultsScreen.export.audit',
} as const;

const POLL_MS = 1500;

const isActive = (job: ExportJob) => job.status === 'queued' || job.status === 'running';

/**
 * The survey's export jobs as the server keeps them (so they survive a reload), read again every 1.5 s
 * while one is queued or running; finished files download with the session header.
 */
export function ExportJobs({ surveyId, round }: { surveyId: string; round: number }) {
  const t = useT();
  const language = useLanguage();
  const { message } = App.useApp();
  const [tick, setTick] = useState(0);
  const [downloading, setDownloading] = useState<string | null>(null);
  const state = useLoad(`${surveyId}:${round}:${tick}`, () => fetchExportJobs(surveyId));
  const active = state.data?.some(isActive) ?? false;

  useEffect(() => {
    if (!active || state.loading) return;
    const timer = setTimeout(() => setTick((value) => value + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [active, state.loading]);

  const download = async (job: ExportJob) => {
    setDownloading(job.jobId);
    try {
      await downloadExport(job);
    } catch (error) {
      message.error(errorText(t, error));
    } finally {
      setDownloading(null);
    }
  };

  const statusTag = (job: ExportJob) => {
    if (job.status === 'done') return <Tag color="green">{t('resultsScreen.export.done')}</Tag>;
    if (job.status === 'failed') return <Tag color="red">{t('resultsScreen.export.failed')}</Tag>;
    if (job.status === 'queued') return <Tag>{t('resultsScreen.export.queued')}</Tag>;
    const percent = job.rowsTotal ? Math.floor((job.rowsDone / job.rowsTotal) * 100) : 0;
    return (
      <div className="wd-res__progress">
        <Progress percent={percent} size="small" status="active" />
        <span className="wd-muted">
          {t('resultsScreen.export.rows', { done: job.rowsDone, total: job.rowsTotal ?? '?' })}
        </span>
      </div>
    );
  };

  return (
    <Card
      size="small"
      className="wd-res__card wd-res__wide"
      title={t('resultsScreen.export.jobs')}
      data-testid="export-jobs"
    >
      <LoadFrame state={state} minHeight={80}>
        {(jobs) => (
          <Table<ExportJob>
            size="small"
            rowKey="jobId"
            pagination={false}
            dataSource={jobs}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('resultsScreen.export.noJobs') }}
            onRow={(job) => ({ 'data-status': job.status, 'data-testid': 'export-job' }) as object}
            columns={[
              {
                title: t('resultsScreen.export.format'),
                dataIndex: 'format',
                render: (value: ExportJob['format']) => t(FORMAT_KEYS[value]),
              },
              {
                title: t('resultsScreen.export.created'),
                dataIndex: 'createdAt',
                render: (value: string) => formatDateTime(language, value),
              },
              {
                title: t('resultsScreen.export.status'),
                key: 'status',
                render: (_, job) => (
                  <>
                    {statusTag(job)}
                    {job.error && <div className="wd-res__job-error">{job.error}</div>}
                  </>
                ),
              },
              {
                key: 'file',
                render: (_, job) =>
                  job.status === 'done' && (
                    <Button
                      size="small"
                      type="link"
                      icon={<DownloadOutlined />}
                      loading={downloading === job.jobId}
                      onClick={() => download(job)}
                      data-testid="export-download"
                    >
                      {job.fileName ?? t('resultsScreen.export.download')} {formatBytes(job.bytes)}
                    </Button>
                  ),
              },
              {
                title: t('resultsScreen.export.expires'),
                dataIndex: 'expiresAt',
                render: (value: string | null) => formatDateTime(language, value),
              },
            ]}
          />
        )}
      </LoadFrame>
    </Card>
  );
}
