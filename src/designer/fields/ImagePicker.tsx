import { PictureOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import type { UploadedFile } from '../../core/api/design';
import { UPLOAD_LIMITS } from '../../core/api/design';
import { useEditor } from './EditorContext';
import { checkImageFiles, uploadDesignImages } from './upload';

const ACCEPT = UPLOAD_LIMITS.extensions.map((extension) => `.${extension}`).join(',');

/**
 * A button that picks images, checks them (format, 2 MB, 5 at once) before sending anything, uploads them
 * for this survey and hands back the stored files. Used for an option's image and for "one option per image".
 */
export function ImagePicker({
  multiple,
  label,
  icon = <PictureOutlined />,
  children,
  onUploaded,
}: {
  multiple?: boolean;
  label: string;
  icon?: ReactNode;
  children?: ReactNode;
  onUploaded: (files: UploadedFile[]) => void;
}) {
  const { surveyId, disabled, t, warn } = useEditor();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function upload(list: FileList | null) {
    const files = list ? [...list] : [];
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    const refusal = checkImageFiles(files);
    if (refusal) return warn(t(refusal));
    setBusy(true);
    try {
      onUploaded(await uploadDesignImages(surveyId, files));
    } catch {
      warn(t('familyDesign.upload.failed'));
    } finally {
      setBusy(false);
    }
  }

  const button = (
    <Button
      size="small"
      type={children ? 'default' : 'text'}
      icon={icon}
      loading={busy}
      disabled={disabled}
      aria-label={label}
      onClick={() => input.current?.click()}
    >
      {children}
    </Button>
  );
  return (
    <>
      {children ? button : <Tooltip title={label}>{button}</Tooltip>}
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPT}
        multiple={multiple}
        onChange={(event) => void upload(event.target.files)}
      />
    </>
  );
}
