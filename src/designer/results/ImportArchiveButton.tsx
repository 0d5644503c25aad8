import { ImportOutlined } from '@ant-design/icons';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ARCHIVE_EXTENSION } from '../../core/results/archive';
import { useT } from '../../shell/hooks';
import { editQuestionLink } from '../routes';
import { importArchive } from './api';

/** "Import survey from archive" on the survey list: the archive becomes a new survey, which then opens. */
export function ImportArchiveButton() {
  const t = useT();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const surveyId = await importArchive(file);
      message.success(t('resultsScreen.archive.imported'));
      navigate(editQuestionLink(surveyId));
    } catch {
      // The API client has shown the server's reason (not an archive, too large, …).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Upload
      accept={`${ARCHIVE_EXTENSION},.gz,application/gzip`}
      showUploadList={false}
      beforeUpload={(file) => {
        void upload(file);
        // The file goes through the API client (token, language, alerts), not antd's own upload.
        return false;
      }}
    >
      <Button
        size="large"
        icon={<ImportOutlined aria-hidden="true" />}
        loading={busy}
        data-testid="import-archive"
      >
        {t('resultsScreen.archive.import')}
      </Button>
    </Upload>
  );
}
