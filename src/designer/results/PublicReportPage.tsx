import { Empty, Result, Spin } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ResponseCode } from '../../core/envelope';
import { ApiError } from '../../shell/api';
import { useT } from '../../shell/hooks';
import { fetchPublicReport } from './api';
import { errorText } from './components/LoadFrame';
import { OverviewSection } from './components/OverviewSection';
import { type ReportCapabilities, ReportContext } from './ReportContext';
import { QuestionCard } from './summaries/QuestionCard';
import { useLoad } from './useLoad';
import '../designer.css';
import './results.css';

const TOKEN_LENGTH = { min: 16, max: 128 };

/**
 * /results?token=…: the survey's report for anyone with the link, no login. The overview and the
 * per-question summaries only; never single responses or typed texts (the server leaves them out).
 */
export function PublicReportPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const wellFormed = token.length >= TOKEN_LENGTH.min && token.length <= TOKEN_LENGTH.max;
  const state = useLoad(`public:${token}`, () =>
    wellFormed ? fetchPublicReport(token) : Promise.reject(new ApiError('server', ResponseCode.notFound, '')),
  );
  const capabilities = useMemo<ReportCapabilities>(
    () => ({ texts: null, fileBase: state.data?.surveyName || 'report' }),
    [state.data?.surveyName],
  );

  if (state.error) {
    const linkOff =
      state.error instanceof ApiError &&
      state.error.kind === 'server' &&
      (state.error.code === ResponseCode.notFound || state.error.code === ResponseCode.badRequest);
    return (
      <main className="wd-app wd-res-public" data-testid="public-report">
        <Result
          status={linkOff ? 'warning' : 'error'}
          title={t(linkOff ? 'resultsScreen.public.off' : 'resultsScreen.error.title')}
          subTitle={linkOff ? t('resultsScreen.public.offText') : errorText(t, state.error)}
          data-testid="public-report-error"
        />
      </main>
    );
  }

  return (
    <main className="wd-app wd-res-public" data-testid="public-report">
      <div className="wd-page wd-res">
        {state.data === null ? (
          <div className="wd-res__loading" style={{ minHeight: 240 }}>
            <Spin size="large" />
          </div>
        ) : (
          <ReportContext.Provider value={capabilities}>
            <header className="wd-res-public__head">
              <span className="wd-muted">{t('resultsScreen.public.kicker')}</span>
              <h1 className="wd-res-public__title" data-testid="public-report-name">
                {state.data.surveyName}
              </h1>
            </header>
            <h2 className="wd-res__heading">{t('resultsScreen.overview.title')}</h2>
            <OverviewSection
              overview={state.data.overview}
              fileBase={capabilities.fileBase}
              showInvalid={false}
            />
            <h2 className="wd-res__heading">{t('resultsScreen.questions.title')}</h2>
            {state.data.questions.length === 0 ? (
              <Empty description={t('resultsScreen.questions.none')} />
            ) : (
              <div className="wd-res__cards">
                {state.data.questions.map((summary) => (
                  <QuestionCard key={summary.questionId} summary={summary} />
                ))}
              </div>
            )}
          </ReportContext.Provider>
        )}
      </div>
    </main>
  );
}
