import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { UPLOAD_LIMITS } from '../../core/api/design';
import { useT } from '../../shell/hooks';
import { checkImageFiles, imageAddress, uploadDesignImages } from '../fields/upload';

const ACCEPT = UPLOAD_LIMITS.extensions.map((extension) => `.${extension}`).join(',');

/**
 * An end page's image as a form control (the form gives value and onChange): the image shown, a button that
 * checks and uploads one file for this survey (the same checks and call as question images), and removal.
 * The value is the image's address, which the runner shows under the end text.
 */
export function EndImageField(props: {
  value?: string | null;
  onChange?: (address: string) => void;
  surveyId: string;
  label: string;
  testId: string;
}) {
  const t = useT();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function upload(list: FileList | null) {
    const files = list ? [...list].slice(0, 1) : [];
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    const refusal = checkImageFiles(files);
    if (refusal) return void message.warning(t(refusal));
    setBusy(true);
    try {
      const [stored] = await uploadDesignImages(props.surveyId, files);
      if (stored) props.onChange?.(imageAddress(stored));
    } catch {
      // The API client has alerted; the image already chosen stays.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="wd-end-image" data-testid={props.testId}>
      {props.value ? <img className="wd-end-image__img" src={props.value} alt={props.label} /> : null}
      <Space>
        <Button icon={<PictureOutlined />} loading={busy} onClick={() => input.current?.click()}>
          {props.value ? t('designer.settings.endImageReplace') : t('designer.settings.endImageAdd')}
        </Button>
        {props.value ? (
          <Button icon={<DeleteOutlined />} onClick={() => props.onChange?.('')}>
            {t('designer.settings.endImageRemove')}
          </Button>
        ) : null}
      </Space>
      <input
        ref={input}
        type="file"
        // Not the hidden attribute: the form item's input styles override it (the button opens the picker).
        style={{ display: 'none' }}
        accept={ACCEPT}
        aria-label={props.label}
        onChange={(event) => void upload(event.target.files)}
      />
    </div>
  );
}
