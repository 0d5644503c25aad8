import { CloudDownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Radio } from 'antd';
import { useState } from 'react';
import { EXPORT_FORMATS, type ExportFormat } from '../../core/api/results';
import { useT } from '../../shell/hooks';
import { useWorkspace } from '../workspace/WorkspaceContext';
import { createExport, downloadArchive } from './api';
import { ExportJobs, FORMAT_KEYS } from './components/ExportJobs';
import { FilterBar } from './components/FilterBar';
import { errorText } from './components/LoadFrame';
import { hasMediaQuestions, MediaZipCard } from './components/MediaZipCard';
import { ResultsFrame } from './components/ResultsFrame';
import { ShareCard } from './components/ShareCard';
import { useResultsFilter } from './filterState';

/** /exportdata: exports of the filtered responses as jobs, the survey archive and the public report switch. */
export function ExportsPage() {
  return (
    <ResultsFrame testId="results-exports">
      <Exports />
    </ResultsFrame>
  );
}

function Exports() {
  const t = useT();
  const { message } = App.useApp();
  const { surveyId, design } = useWorkspace();
  const [filter, setFilter] = useResultsFilter();
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [values, setValues] = useState<'codes' | 'labels'>('codes');
  const [starting, setStarting] = useState(false);
  const [jobsRound, setJobsRound] = useState(0);
  const [archiving, setArchiving] = useState(false);
  // Codes or texts only change CSV and XLSX; SPSS keeps codes with value labels, the codebook lists both.
  const valuesApply = format === 'csv' || format === 'xlsx';

  const start = async () => {
    setStarting(true);
    try {
      await createExport(surveyId, filter, format, valuesApply ? values : 'codes');
      message.success(t('resultsScreen.export.started'));
      setJobsRound((round) => round + 1);
    } catch {
      // The API client has shown the server's message.
    } finally {
      setStarting(false);
    }
  };

  const archive = async () => {
    setArchiving(true);
    try {
      await downloadArchive(surveyId);
    } catch (error) {
      message.error(errorText(t, error));
    } finally {
      setArchiving(false);
    }
  };

  return (
    <>
      <FilterBar surveyId={surveyId} filter={filter} onChange={setFilter} />
      <div className="wd-res__exports">
        <Card
          size="small"
          className="wd-res__card"
          title={t('resultsScreen.export.title')}
          data-testid="export-form"
        >
          <Form layout="vertical">
            <Form.Item label={t('resultsScreen.export.format')}>
              <Radio.Group
                value={format}
                onChange={(event) => setFormat(event.target.value)}
                options={EXPORT_FORMATS.map((value) => ({ value, label: t(FORMAT_KEYS[value]) }))}
                data-testid="export-format"
              />
            </Form.Item>
            <Form.Item
              label={t('resultsScreen.export.values')}
              extra={valuesApply ? undefined : t('resultsScreen.export.valuesNa')}
            >
              <Radio.Group
                // SPSS keeps codes with their labels, the codebook lists both: no choice shows as made.
                value={valuesApply ? values : undefined}
                disabled={!valuesApply}
                onChange={(event) => setValues(event.target.value)}
                options={[
                  { value: 'codes', label: t('resultsScreen.export.codes') },
                  { value: 'labels', label: t('resultsScreen.export.labels') },
                ]}
              />
            </Form.Item>
            <p className="wd-muted">{t('resultsScreen.export.filterNote')}</p>
            <Button
              type="primary"
              icon={<ExportOutlined />}
              loading={starting}
              onClick={start}
              data-testid="export-start"
            >
              {t('resultsScreen.export.start')}
            </Button>
          </Form>
        </Card>
        {hasMediaQuestions(design) && (
          <MediaZipCard surveyId={surveyId} surveyName={design.surveyName} filter={filter} />
        )}
        <ShareCard surveyId={surveyId} />
        <ExportJobs surveyId={surveyId} round={jobsRound} />
        <Card size="small" className="wd-res__card" title={t('resultsScreen.archive.title')}>
          <p className="wd-muted">{t('resultsScreen.archive.text', { name: design.surveyName })}</p>
          <Button
            icon={<CloudDownloadOutlined />}
            loading={archiving}
            onClick={archive}
            data-testid="archive-download"
          >
            {t('resultsScreen.archive.download')}
          </Button>
        </Card>
      </div>
    </>
  );
}
