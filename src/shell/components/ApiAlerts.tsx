import { CloseCircleFilled, DisconnectOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { type ApiEvent, onApiEvent } from '../api';
import { useT } from '../hooks';
import { isLoginPath } from '../routeRules';

type Item = { id: number; event: ApiEvent };

function sameEvent(a: ApiEvent, b: ApiEvent): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

let nextId = 1;

/**
 * The alerts of spec 1 §8, one at a time: an expired session, an error code (出错啦 with the server's
 * message or 系统错误), a failed request. Texts are translated when shown, so a language switch applies.
 */
export function ApiAlerts() {
  const t = useT();
  const { key, pathname } = useLocation();
  const [queue, setQueue] = useState<Item[]>([]);

  useEffect(
    () =>
      onApiEvent((event) =>
        setQueue((items) =>
          items.some((item) => sameEvent(item.event, event)) ? items : [...items, { id: nextId++, event }],
        ),
      ),
    [],
  );

  // Once the expired session has led to the login page, its alert has said what it had to. Every
  // navigation counts, not only a change of path: the flow may lead from /login?from=iscom… to /login.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key marks each navigation
  useEffect(() => {
    if (isLoginPath(pathname))
      setQueue((items) => items.filter((item) => item.event.type !== 'unauthorized'));
  }, [key, pathname]);

  const current = queue[0];
  const dismiss = () => setQueue((items) => items.slice(1));
  if (!current) return null;

  const { event } = current;
  let icon = <ExclamationCircleFilled className="wd-alert__icon wd-alert__icon--warning" />;
  let title = t('shell.error.sessionTitle');
  let text = t('shell.error.sessionExpired');
  if (event.type === 'error') {
    icon = <CloseCircleFilled className="wd-alert__icon wd-alert__icon--error" />;
    title = t('shell.error.title');
    text = event.message || t('shell.error.system');
  } else if (event.type === 'network') {
    icon = <DisconnectOutlined className="wd-alert__icon wd-alert__icon--error" />;
    title = t('shell.error.network');
    text = event.reason === 'timeout' ? t('shell.error.timeout') : t('shell.error.networkDetail');
  }

  return (
    <Modal
      key={current.id}
      open
      centered
      width={420}
      zIndex={1500}
      title={
        <span className="wd-alert__title">
          {icon}
          {title}
        </span>
      }
      onCancel={dismiss}
      footer={
        <Button type="primary" onClick={dismiss} autoFocus>
          {t('shell.ok')}
        </Button>
      }
      modalRender={(node) => (
        <div data-testid="error-alert" data-kind={event.type}>
          {node}
        </div>
      )}
    >
      <p className="wd-alert__text">{text}</p>
    </Modal>
  );
}
