import { LockOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { changePasswordRequestSchema, USER_API, userInfoSchema } from '../../core/api/user';
import { ApiError, api } from '../api';
import { errorField, issuesToFields, useRevalidateOnLanguage, zodRule } from '../forms';
import { useLanguage, useStoredUser, useT } from '../hooks';
import { mustShowPasswordDialog } from '../routeRules';
import { storeUser } from '../session';

type Values = { oldPassword: string; newPassword: string; confirm: string };

/**
 * A user flagged to reset the password (resetPswStatus 1) meets this dialog on every route but the exempt
 * ones (spec 1 §2); it cannot be closed until the password is changed.
 */
export function PasswordDialog() {
  const user = useStoredUser();
  const { pathname } = useLocation();
  const open = mustShowPasswordDialog(pathname, user);
  return open ? <PasswordDialogOpen /> : null;
}

function PasswordDialogOpen() {
  const t = useT();
  const language = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useRevalidateOnLanguage(form, language);
  const shape = changePasswordRequestSchema.shape;

  const submit = async (values: Values) => {
    const parsed = changePasswordRequestSchema.safeParse({
      oldPassword: values.oldPassword,
      newPassword: values.newPassword,
    });
    if (!parsed.success) {
      form.setFields(issuesToFields(parsed.error.issues, language));
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const user = await api.post(USER_API.changePassword, parsed.data, {
        silent: true,
        parse: (data) => userInfoSchema.parse(data),
      });
      // The server's record has resetPswStatus 0 now; keeping it closes the dialog.
      storeUser({ ...user, resetPswStatus: 0 });
      message.success(t('shell.password.done'));
    } catch (cause) {
      if (cause instanceof ApiError && cause.code === 401) return;
      if (cause instanceof ApiError && cause.kind === 'server') {
        const text = cause.message || t('shell.error.system');
        const field = errorField(cause.data);
        // The wrong old password is said at its field; anything else above the form.
        if (field === 'oldPassword' || field === 'newPassword')
          form.setFields([{ name: field, errors: [text] }]);
        else setError(text);
      } else {
        setError(t('shell.error.network'));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open
      centered
      width={440}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={null}
      title={
        <span className="wd-dialog__title">
          <LockOutlined aria-hidden="true" className="wd-dialog__title-icon" />
          {t('shell.password.title')}
        </span>
      }
      modalRender={(node) => <div data-testid="change-password-dialog">{node}</div>}
    >
      <p className="wd-dialog__intro">{t('shell.password.intro')}</p>
      {error && <Alert className="wd-form-alert" type="error" showIcon title={error} role="alert" />}
      <Form<Values>
        form={form}
        name="changePassword"
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
      >
        <Form.Item
          name="oldPassword"
          label={t('shell.password.old')}
          rules={[zodRule(shape.oldPassword, language)]}
        >
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('shell.password.new')}
          extra={t('shell.register.passwordHint')}
          rules={[zodRule(shape.newPassword, language)]}
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('shell.password.confirm')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('shell.register.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                if (value && value !== getFieldValue('newPassword')) {
                  throw new Error(t('shell.register.confirmMismatch'));
                }
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {t('shell.password.submit')}
        </Button>
      </Form>
    </Modal>
  );
}
