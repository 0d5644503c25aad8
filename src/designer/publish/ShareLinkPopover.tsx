import { QrcodeOutlined } from '@ant-design/icons';
import { Button, Popover, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { SurveyStateValue } from '../../core/model';
import { answerUrl } from '../../core/share/links';
import { useT } from '../../shell/hooks';
import { publishLink } from '../routes';
import { CopyField } from './CopyField';
import { QrPanel } from './QrPanel';
import './publish.css';

/**
 * The survey list's link button: a popover with the answer link (copy, open), its QR code and PNG, and the
 * way to the publish page for the short link, the embed code and the state changes.
 */
export function ShareLinkPopover({
  surveyId,
  surveyName,
  state,
}: {
  surveyId: string;
  surveyName: string;
  state: SurveyStateValue;
}) {
  const t = useT();
  const navigate = useNavigate();
  const link = answerUrl(window.location.origin, surveyId);
  const content = (
    <div className="wd-share-pop" data-testid="share-popover">
      <CopyField
        id={`list-link-${surveyId}`}
        label={t('share.link.label')}
        value={link}
        testId="list-answer-link"
      />
      <QrPanel link={link} surveyName={surveyName} size={148} />
      {state !== '1' && <p className="wd-muted wd-share-pop__note">{t('share.list.notPublished')}</p>}
      <Button
        type="link"
        size="small"
        onClick={() => navigate(publishLink(surveyId))}
        data-testid="share-more"
      >
        {t('share.list.morePublish')}
      </Button>
    </div>
  );
  return (
    <Popover
      trigger="click"
      placement="left"
      title={t('share.list.linkTitle')}
      content={content}
      destroyOnHidden
    >
      <Tooltip title={t('share.list.linkTitle')}>
        <Button
          type="text"
          size="small"
          icon={<QrcodeOutlined />}
          aria-label={t('share.list.linkTitle')}
          data-testid="survey-share"
        />
      </Tooltip>
    </Popover>
  );
}
