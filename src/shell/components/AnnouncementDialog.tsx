import { NotificationOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { type Announcement, announcementSchema, USER_API } from '../../core/api/user';
import { api } from '../api';
import { useT } from '../hooks';
import { announcementSeen, markAnnouncementSeen } from '../session';

/**
 * The operator's announcement (spec 1 §1): asked for once at start-up, shown when enabled, and not again
 * in this browser session once closed. Off by default; a failure to fetch it is not worth an alert.
 */
export function AnnouncementDialog() {
  const t = useT();
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);

  useEffect(() => {
    if (announcementSeen()) return;
    let live = true;
    api
      .get(USER_API.announcement, undefined, {
        silent: true,
        trackPending: false,
        unauthorized: 'fail',
        parse: (data) => announcementSchema.parse(data),
      })
      .then((value) => {
        if (live && value.enabled) setAnnouncement(value);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (!announcement) return null;
  const close = () => {
    markAnnouncementSeen();
    setAnnouncement(null);
  };
  return (
    <Modal
      open
      centered
      width={520}
      title={
        <span className="wd-dialog__title">
          <NotificationOutlined aria-hidden="true" className="wd-dialog__title-icon" />
          {announcement.title}
        </span>
      }
      onCancel={close}
      footer={
        <Button type="primary" onClick={close}>
          {t('shell.announcement.close')}
        </Button>
      }
      modalRender={(node) => <div data-testid="announcement-dialog">{node}</div>}
    >
      <div className="wd-announcement">{announcement.text}</div>
    </Modal>
  );
}
