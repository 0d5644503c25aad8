import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { loginRequestSchema, loginResponseSchema, USER_API, userInfoSchema } from '../../core/api/user';
import { ApiError, api } from '../api';
import { AuthLayout, MobileAuthLayout } from '../components/AuthLayout';
import { useRevalidateOnLanguage, zodRule } from '../forms';
import { useLanguage, useT } from '../hooks';
import { loginTarget, parseIscomEntry } from '../routeRules';
import { getRememberedPath, setToken, storeLogin, storeUser } from '../session';

type Values = { userName: string; password: string };

/** /login and /newLogin. */
export function LoginPage() {
  return <Login mobile={false} />;
}

/** /loginMobile: the same login in the phone layout. */
export function MobileLoginPage() {
  return <Login mobile />;
}

function Login({ mobile }: { mobile: boolean }) {
  const t = useT();
  const location = useLocation();
  const iscom = useMemo(() => parseIscomEntry(location.search), [location.search]);
  // The entry that failed (its query); a new entry link tries again.
  const [failedSearch, setFailedSearch] = useState<string | null>(null);
  const Layout = mobile ? MobileAuthLayout : AuthLayout;
  const entering = iscom !== null && failedSearch !== location.search;

  return (
    <Layout title={t('shell.login.title')} subtitle={entering ? undefined : t('shell.login.subtitle')}>
      {entering ? (
        <IscomEntry
          key={location.search}
          search={location.search}
          onFail={() => setFailedSearch(location.search)}
        />
      ) : (
        <LoginForm mobile={mobile} />
      )}
    </Layout>
  );
}

/** `from=iscom`: the portal's token is stored, the user is loaded and the list opens (spec 1 §2). */
function IscomEntry({ search, onFail }: { search: string; onFail: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    const entry = parseIscomEntry(search);
    if (!entry || started.current) return;
    started.current = true;
    setToken(entry.token);
    api
      .get(USER_API.info, undefined, { parse: (data) => userInfoSchema.parse(data) })
      .then((user) => {
        storeUser(user);
        navigate(loginTarget(null, search), { replace: true });
      })
      .catch((cause: unknown) => {
        // A 401 is the expired-session flow, which leads back to the login page by itself.
        if (!(cause instanceof ApiError && cause.code === 401)) onFail();
      });
  }, [search, navigate, onFail]);

  return (
    <div className="wd-entering" role="status">
      <Spin />
      <span>{t('shell.login.entering')}</span>
    </div>
  );
}

function LoginForm({ mobile }: { mobile: boolean }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useRevalidateOnLanguage(form, language);
  const shape = loginRequestSchema.shape;

  const submit = async (values: Values) => {
    const parsed = loginRequestSchema.safeParse(values);
    if (!parsed.success) return;
    setError(null);
    setSubmitting(true);
    try {
      const response = await api.post(USER_API.login, parsed.data, {
        silent: true,
        unauthorized: 'fail',
        parse: (data) => loginResponseSchema.parse(data),
      });
      storeLogin(response);
      navigate(loginTarget(getRememberedPath(), location.search), { replace: true });
    } catch (cause) {
      if (cause instanceof ApiError && cause.kind === 'server')
        setError(cause.message || t('shell.error.system'));
      else setError(t('shell.error.network'));
      setSubmitting(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      name="login"
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={submit}
      onValuesChange={() => error && setError(null)}
      data-testid="login-form"
      className="wd-form"
    >
      {error && (
        <Alert
          className="wd-form-alert"
          type="error"
          showIcon
          title={t('shell.login.failed')}
          description={error}
          role="alert"
          data-testid="login-error"
        />
      )}
      <Form.Item
        name="userName"
        label={t('shell.login.userName')}
        rules={[zodRule(shape.userName, language)]}
      >
        <Input
          prefix={<UserOutlined aria-hidden="true" className="wd-input-icon" />}
          placeholder={t('shell.login.userNamePlaceholder')}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus={!mobile}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('shell.login.password')}
        rules={[zodRule(shape.password, language)]}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden="true" className="wd-input-icon" />}
          placeholder={t('shell.login.passwordPlaceholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting} className="wd-submit">
        {t('shell.login.submit')}
      </Button>
      <p className="wd-switch-link">
        {t('shell.login.noAccount')}{' '}
        <Link to={mobile ? '/registMobile' : '/regist'}>{t('shell.login.toRegister')}</Link>
      </p>
    </Form>
  );
}
