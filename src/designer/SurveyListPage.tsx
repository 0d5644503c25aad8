import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from '../shell/hooks';
import { DesignerHeader } from './DesignerHeader';
import { ImportArchiveButton } from './results/ImportArchiveButton';
import { SurveyTable } from './list/SurveyTable';
import { DESIGNER_PATHS } from './routes';
import './designer.css';

/** /issurveylist and /projectlist: the designer's surveys, where a designer lands after login. */
export function SurveyListPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="wd-app" data-testid="survey-list">
      <DesignerHeader />
      <main className="wd-page">
        <div className="wd-page__head">
          <h1 className="wd-page__title">{t('shell.list.title')}</h1>
          <Space wrap>
            <ImportArchiveButton />
            <Button
              type="primary"
              size="large"
              icon={<PlusOutlined aria-hidden="true" />}
              data-testid="create-survey"
              onClick={() => navigate(DESIGNER_PATHS.newItem)}
            >
              {t('designer.list.create')}
            </Button>
          </Space>
        </div>
        <SurveyTable onCreate={() => navigate(DESIGNER_PATHS.newItem)} />
      </main>
    </div>
  );
}
