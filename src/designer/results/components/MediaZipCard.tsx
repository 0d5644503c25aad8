import { FileZipOutlined } from '@ant-design/icons';
import { App, Button, Card } from 'antd';
import { useState } from 'react';
import type { SurveyDesign } from '../../../core/api/design';
import type { ResultsFilter } from '../../../core/api/results';
import { entryForQuestion } from '../../../questions/catalogue';
import { useT } from '../../../shell/hooks';
import { downloadMediaZip } from '../mediaApi';
import { errorText } from './LoadFrame';

/** Whether the survey asks for any file (a question answered with media). */
export function hasMediaQuestions(design: SurveyDesign): boolean {
  return design.groupList.some((group) =>
    group.questionList.some((question) => entryForQuestion(question)?.answerKind === 'media'),
  );
}

/** The exports page's media ZIP: the received files of the filtered responses, as one download. */
export function MediaZipCard({
  surveyId,
  surveyName,
  filter,
}: {
  surveyId: string;
  surveyName: string;
  filter: ResultsFilter;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadMediaZip(surveyId, filter, `${surveyName || surveyId}-media.zip`);
    } catch (error) {
      message.error(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" className="wd-res__card" title={t('resultsScreen.media.zipTitle')}>
      <p className="wd-muted">{t('resultsScreen.media.zipText')}</p>
      <Button icon={<FileZipOutlined />} loading={busy} onClick={download} data-testid="media-zip-download">
        {t('resultsScreen.media.zipDownload')}
      </Button>
    </Card>
  );
}
