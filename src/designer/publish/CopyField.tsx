import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Input, Space } from 'antd';
import { useT } from '../../shell/hooks';

/** Copies text to the clipboard, saying so (or that the browser refused, so the designer copies by hand). */
export function useCopy() {
  const t = useT();
  const { message } = App.useApp();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      message.success(t('share.copied'));
    } catch {
      message.error(t('share.copyFailed'));
    }
  };
}

/** A read-only line (a link) with its copy button, and an open button for links. */
export function CopyField({
  id,
  label,
  value,
  testId,
  openable = false,
}: {
  id: string;
  label: string;
  value: string;
  testId: string;
  openable?: boolean;
}) {
  const t = useT();
  const copy = useCopy();
  return (
    <div className="wd-share__field">
      <label className="wd-share__label" htmlFor={id}>
        {label}
      </label>
      <Space.Compact className="wd-share__line">
        <Input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
          data-testid={testId}
        />
        <Button
          icon={<CopyOutlined aria-hidden="true" />}
          onClick={() => copy(value)}
          data-testid={`${testId}-copy`}
        >
          {t('share.copy')}
        </Button>
        {openable && (
          <Button href={value} target="_blank" rel="noopener" data-testid={`${testId}-open`}>
            {t('share.link.open')}
          </Button>
        )}
      </Space.Compact>
    </div>
  );
}
