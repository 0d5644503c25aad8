import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { loginResponseSchema, registerRequestSchema, USER_API, userNameSchema } from '../../core/api/user';
import { ApiError, api } from '../api';
import { AuthLayout, MobileAuthLayout } from '../components/AuthLayout';
import { errorField, issuesToFields, useRevalidateOnLanguage, zodRule } from '../forms';
import { useLanguage, useT } from '../hooks';
import { loginTarget } from '../routeRules';
import { getRememberedPath, storeLogin } from '../session';

type Values = {
  userName: string;
  password: string;
  confirm: string;
  name?: string;
  email?: string;
  cellphone?: string;
};

/** /regist and /newRegist. */
export function RegisterPage() {
  return <Register mobile={false} />;
}

/** /registMobile. */
export function MobileRegisterPage() {
  return <Register mobile />;
}

function Register({ mobile }: { mobile: boolean }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useRevalidateOnLanguage(form, language);
  const shape = registerRequestSchema.shape;
  const Layout = mobile ? MobileAuthLayout : AuthLayout;
  const loginPath = mobile ? '/loginMobile' : '/login';
  const optional = (label: string) => (
    <span>
      {label} <span className="wd-optional">({t('shell.optional')})</span>
    </span>
  );

  const submit = async ({ confirm: _confirm, ...values }: Values) => {
    const parsed = registerRequestSchema.safeParse(values);
    if (!parsed.success) {
      form.setFields(issuesToFields(parsed.error.issues, language));
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      // Registration opens a session at once (the server answers like a login).
      const response = await api.post(USER_API.register, parsed.data, {
        silent: true,
        unauthorized: 'fail',
        parse: (data) => loginResponseSchema.parse(data),
      });
      storeLogin(response);
      navigate(loginTarget(getRememberedPath()), { replace: true });
    } catch (cause) {
      setSubmitting(false);
      if (cause instanceof ApiError && cause.kind === 'server') {
        const text = cause.message || t('shell.error.system');
        // An error about one field (the user name taken) is said at that field; any other above the form.
        const field = errorField(cause.data);
        if (field && field in values) form.setFields([{ name: field as keyof Values, errors: [text] }]);
        else setError(text);
      } else {
        setError(t('shell.error.network'));
      }
    }
  };

  return (
    <Layout title={t('shell.register.title')} subtitle={t('shell.register.subtitle')}>
      <Form<Values>
        form={form}
        name="register"
        layout="vertical"
        size={mobile ? 'large' : 'middle'}
        onFinish={submit}
        onValuesChange={() => error && setError(null)}
        data-testid="register-form"
        className="wd-form wd-form--register"
      >
        {error && (
          <Alert
            className="wd-form-alert"
            type="error"
            showIcon
            title={t('shell.register.failed')}
            description={error}
            role="alert"
            data-testid="register-error"
          />
        )}
        <Form.Item
          name="userName"
          label={t('shell.register.userName')}
          required
          extra={t('shell.register.userNameHint')}
          rules={[zodRule(userNameSchema, language)]}
        >
          <Input autoComplete="username" autoCapitalize="off" spellCheck={false} autoFocus={!mobile} />
        </Form.Item>
        <div className="wd-form__row">
          <Form.Item
            name="password"
            label={t('shell.register.password')}
            required
            extra={t('shell.register.passwordHint')}
            rules={[zodRule(shape.password, language)]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('shell.register.confirm')}
            required
            dependencies={['password']}
            rules={[
              { required: true, message: t('shell.register.confirmRequired') },
              ({ getFieldValue }) => ({
                validator: async (_rule, value: unknown) => {
                  if (value && value !== getFieldValue('password')) {
                    throw new Error(t('shell.register.confirmMismatch'));
                  }
                },
              }),
            ]}
          >
            <Input.Password
              autoComplete="new-password"
              placeholder={t('shell.register.confirmPlaceholder')}
            />
          </Form.Item>
        </div>
        <div className="wd-form__row">
          <Form.Item
            name="name"
            label={optional(t('shell.register.name'))}
            rules={[zodRule(shape.name, language)]}
          >
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item
            name="cellphone"
            label={optional(t('shell.register.cellphone'))}
            rules={[zodRule(shape.cellphone, language)]}
          >
            <Input autoComplete="tel" inputMode="tel" />
          </Form.Item>
        </div>
        <Form.Item
          name="email"
          label={optional(t('shell.register.email'))}
          rules={[zodRule(shape.email, language)]}
        >
          <Input autoComplete="email" inputMode="email" autoCapitalize="off" spellCheck={false} />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={submitting}
          className="wd-submit"
        >
          {t('shell.register.submit')}
        </Button>
        <p className="wd-switch-link">
          {t('shell.register.haveAccount')} <Link to={loginPath}>{t('shell.register.toLogin')}</Link>
        </p>
      </Form>
    </Layout>
  );
}
