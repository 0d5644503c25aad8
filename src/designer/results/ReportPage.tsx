import { Empty } from 'antd';
import { useMemo } from 'react';
import { useT } from '../../shell/hooks';
import { useWorkspace } from '../workspace/WorkspaceContext';
import { fetchOverview, fetchQuestions, fetchTexts } from './api';
import { AuditSummaryCard } from './audit/AuditSummaryCard';
import { fetchAuditSummary } from './audit/api';
import { CrosstabPanel } from './components/CrosstabPanel';
import { FilterBar } from './components/FilterBar';
import { LoadFrame } from './components/LoadFrame';
import { OverviewSection } from './components/OverviewSection';
import { ResultsFrame } from './components/ResultsFrame';
import { useResultsFilter } from './filterState';
import { type ReportCapabilities, ReportContext } from './ReportContext';
import { QuestionCard } from './summaries/QuestionCard';
import { useLoad } from './useLoad';

/** /report: the overview, one card per question and the cross-tab, all under the filter. */
export function ReportPage() {
  return (
    <ResultsFrame testId="results-report">
      <Report />
    </ResultsFrame>
  );
}

function Report() {
  const t = useT();
  const { surveyId, design } = useWorkspace();
  const [filter, setFilter] = useResultsFilter();
  const key = JSON.stringify([surveyId, filter]);
  const overview = useLoad(`overview:${key}`, () => fetchOverview(surveyId, filter));
  const questions = useLoad(`questions:${key}`, () => fetchQuestions(surveyId, filter));
  const audit = useLoad(`audit:${key}`, () => fetchAuditSummary(surveyId, filter));
  const capabilities = useMemo<ReportCapabilities>(
    () => ({
      texts: (query) => fetchTexts(surveyId, filter, query),
      fileBase: design.surveyName || surveyId,
    }),
    [surveyId, filter, design.surveyName],
  );

  return (
    <ReportContext.Provider value={capabilities}>
      <FilterBar surveyId={surveyId} filter={filter} onChange={setFilter} />
      <h2 className="wd-res__heading">{t('resultsScreen.overview.title')}</h2>
      <LoadFrame state={overview}>
        {(data) => <OverviewSection overview={data} fileBase={capabilities.fileBase} />}
      </LoadFrame>
      <LoadFrame state={audit} minHeight={80}>
        {(data) => <AuditSummaryCard summary={data} />}
      </LoadFrame>
      <h2 className="wd-res__heading">{t('resultsScreen.questions.title')}</h2>
      <LoadFrame state={questions}>
        {(data) =>
          data.questions.length === 0 ? (
            <Empty
              className="wd-res__empty"
              description={t('resultsScreen.questions.none')}
              data-testid="questions-empty"
            />
          ) : (
            <>
              <CrosstabPanel questions={data.questions} />
              <div className="wd-res__cards" data-testid="question-cards">
                {data.questions.map((summary) => (
                  <QuestionCard key={summary.questionId} summary={summary} />
                ))}
              </div>
            </>
          )
        }
      </LoadFrame>
    </ReportContext.Provider>
  );
}
