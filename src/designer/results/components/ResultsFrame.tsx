import { Result, Segmented } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../../shell/hooks';
import { DESIGNER_PATHS } from '../../routes';
import { useWorkspace } from '../../workspace/WorkspaceContext';
import '../results.css';

const SCREENS = [
  { path: DESIGNER_PATHS.report, key: 'resultsScreen.nav.report' },
  { path: DESIGNER_PATHS.answerList, key: 'resultsScreen.nav.responses' },
  { path: DESIGNER_PATHS.invalidList, key: 'resultsScreen.nav.invalid' },
  { path: DESIGNER_PATHS.exportData, key: 'resultsScreen.nav.exports' },
] as const;

/**
 * The frame of the 数据 tab's screens: the switch between report, responses, invalid responses and exports
 * (which keeps the query, so the survey and the filter go along), and the data-authority check.
 */
export function ResultsFrame({ children, testId }: { children: ReactNode; testId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { design } = useWorkspace();

  if (!design.access.data) {
    return (
      <main className="wd-page wd-res" data-testid={testId}>
        <Result status="403" title={t('resultsScreen.noDataRight')} />
      </main>
    );
  }

  return (
    <main className="wd-page wd-res" data-testid={testId}>
      <nav className="wd-res__nav" aria-label={t('resultsScreen.tab')}>
        <Segmented
          value={location.pathname}
          onChange={(path) => navigate(`${path}${location.search}`)}
          options={SCREENS.map((screen) => ({ value: screen.path, label: t(screen.key) }))}
          data-testid="results-nav"
        />
      </nav>
      {children}
    </main>
  );
}
