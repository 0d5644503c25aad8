import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useT } from '../../shell/hooks';
import { QrCode } from './QrCode';
import { downloadBlob, qrMatrix, qrPng } from './qr';

/** A file name from the survey's name: what a designer recognises in their downloads folder. */
function qrFileName(surveyName: string): string {
  const safe = surveyName.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60) || 'survey';
  return `${safe}-qr.png`;
}

/** The QR code of a link on screen, and its print-size PNG to download. */
export function QrPanel({ link, surveyName, size }: { link: string; surveyName: string; size?: number }) {
  const t = useT();
  const { message } = App.useApp();
  const download = async () => {
    try {
      downloadBlob(await qrPng(qrMatrix(link)), qrFileName(surveyName));
    } catch (failure) {
      message.error(String(failure));
    }
  };
  return (
    <div className="wd-share__qr">
      <QrCode text={link} label={t('share.qr.label')} size={size} />
      <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={download} data-testid="qr-download">
        {t('share.qr.download')}
      </Button>
    </div>
  );
}
