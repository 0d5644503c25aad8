import { describe, expect, it } from 'vitest';
import { createUser } from '../../server/accounts/service';
import { type LoginResponse, USER_API, type UserInfo } from '../../src/core/api/user';
import { TOKEN_HEADER } from '../../src/core/envelope';
import { SELF_REGISTERED_PERMISSIONS } from '../../src/core/permissions';
import { GOOD_PASSWORD, login, register, uniqueUserName, useTestApp } from './support/app';
import { call } from './support/http';
import { stateTargets, testRedis } from './support/redis';

describe.each(stateTargets())('accounts on $name', (target) => {
  const ctx = useTestApp(target.database, { redis: testRedis(target) });

  describe('registration', () => {
    it('creates a self-registered designer and logs them in at once', async () => {
      const userName = uniqueUserName('Reg');
      const result = await call<LoginResponse>(ctx().app, 'POST', USER_API.register, {
        body: {
          userName,
          password: GOOD_PASSWORD,
          name: '张三',
          email: 'zhang@example.com',
          cellphone: '13812345678',
        },
      });
      expect(result.status).toBe(200);
      const user = result.envelope.data;
      expect(user).toMatchObject({
        userName,
        name: '张三',
        email: 'zhang@example.com',
        cellphone: '13812345678',
        resetPswStatus: 0,
        ...SELF_REGISTERED_PERMISSIONS,
        abilities: { role: 0, canEdit: true, specialEditLevel: false, release: 'own', data: 'own' },
      });
      expect(user.userId).toMatch(/^[0-9a-f-]{36}$/);
      expect(user.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(result.headers[TOKEN_HEADER]).toBe(user.token);
      expect(user.lastLoginTime).not.toBeNull();

      const info = await call<UserInfo>(ctx().app, 'GET', USER_API.info, { token: user.token });
      expect(info.status).toBe(200);
      expect(info.envelope.data.userId).toBe(user.userId);
    });

    it('refuses a user name that is taken, whatever its case, with 409', async () => {
      const userName = uniqueUserName('dup');
      await register(ctx().app, userName);
      const again = await call(ctx().app, 'POST', USER_API.register, {
        body: { userName: userName.toUpperCase(), password: GOOD_PASSWORD },
        language: 'en',
      });
      expect(again.status).toBe(409);
      expect(again.envelope.message).toBe(
        `The user name "${userName.toUpperCase()}" is already taken, please choose another`,
      );
      expect(again.envelope.data).toEqual({ field: 'userName', reason: 'server.auth.userNameTaken' });
    });
  });

  describe('login', () => {
    it('logs in with the right password (user name in any case) and records the login time', async () => {
      const userName = uniqueUserName('login');
      const registered = await register(ctx().app, userName);
      const before = Date.now();
      const result = await login(ctx().app, userName.toUpperCase(), GOOD_PASSWORD);
      expect(result.status).toBe(200);
      expect(result.envelope.data.userId).toBe(registered.userId);
      expect(result.envelope.data.token).not.toBe(registered.token);
      expect(Date.parse(result.envelope.data.lastLoginTime!)).toBeGreaterThanOrEqual(before - 5);
      // Both sessions are live: a second device does not log out the first.
      expect((await call(ctx().app, 'GET', USER_API.info, { token: registered.token })).status).toBe(200);
    });

    it('answers a wrong password and an unknown user with the same 400 message', async () => {
      const userName = uniqueUserName('wrong');
      await register(ctx().app, userName);
      const wrongPassword = await login(ctx().app, userName, 'not-the-password1');
      const unknownUser = await login(ctx().app, uniqueUserName('nobody'), GOOD_PASSWORD);
      expect(wrongPassword.status).toBe(400);
      expect(unknownUser.status).toBe(400);
      expect(wrongPassword.envelope.message).toBe('用户名或密码错误');
      expect(unknownUser.envelope.message).toBe(wrongPassword.envelope.message);
      expect(wrongPassword.envelope.data).toBeNull();
    });

    it('reports the forced first-login reset of an account created with resetPswStatus 1', async () => {
      const userName = uniqueUserName('forced');
      const created = await createUser(ctx().db, { userName, password: 'Initial-pass1', resetPswStatus: 1 });
      expect(created.resetPswStatus).toBe(1);
      const result = await login(ctx().app, userName, 'Initial-pass1');
      expect(result.status).toBe(200);
      expect(result.envelope.data.resetPswStatus).toBe(1);
      const info = await call<UserInfo>(ctx().app, 'GET', USER_API.info, {
        token: result.envelope.data.token,
      });
      expect(info.envelope.data.resetPswStatus).toBe(1);
    });
  });

  describe('logout', () => {
    it('ends the session: the token then gets 401', async () => {
      const user = await register(ctx().app);
      const out = await call(ctx().app, 'GET', USER_API.logout, { token: user.token });
      expect(out.status).toBe(200);
      const after = await call(ctx().app, 'GET', USER_API.info, { token: user.token });
      expect(after.status).toBe(401);
      expect(after.envelope.message).toBe('登录已过期，请重新登录');
      // Logging out twice (a replayed call) is not an error.
      expect((await call(ctx().app, 'GET', USER_API.logout, { token: user.token })).status).toBe(200);
    });
  });

  describe('change password', () => {
    it('refuses a wrong current password with 400 and changes nothing', async () => {
      const userName = uniqueUserName('chg');
      const user = await register(ctx().app, userName);
      const result = await call(ctx().app, 'POST', USER_API.changePassword, {
        token: user.token,
        body: { oldPassword: 'Not-the-old1', newPassword: 'Brand-new-pass2' },
        language: 'en',
      });
      expect(result.status).toBe(400);
      expect(result.envelope.message).toBe('The current password is incorrect');
      expect(result.envelope.data).toEqual({ field: 'oldPassword', reason: 'server.auth.wrongOldPassword' });
      expect((await login(ctx().app, userName, GOOD_PASSWORD)).status).toBe(200);
    });

    it('needs a session', async () => {
      const result = await call(ctx().app, 'POST', USER_API.changePassword, {
        body: { oldPassword: GOOD_PASSWORD, newPassword: 'Brand-new-pass2' },
      });
      expect(result.status).toBe(401);
    });

    it('sets the new password, clears the forced reset and logs out the other sessions only', async () => {
      const userName = uniqueUserName('reset');
      await createUser(ctx().db, { userName, password: 'Initial-pass1', resetPswStatus: 1 });
      const otherDevice = (await login(ctx().app, userName, 'Initial-pass1')).envelope.data;
      const thisDevice = (await login(ctx().app, userName, 'Initial-pass1')).envelope.data;

      const result = await call<UserInfo>(ctx().app, 'POST', USER_API.changePassword, {
        token: thisDevice.token,
        body: { oldPassword: 'Initial-pass1', newPassword: 'Brand-new-pass2' },
      });
      expect(result.status).toBe(200);
      expect(result.envelope.data.resetPswStatus).toBe(0);

      expect((await call(ctx().app, 'GET', USER_API.info, { token: thisDevice.token })).status).toBe(200);
      expect((await call(ctx().app, 'GET', USER_API.info, { token: otherDevice.token })).status).toBe(401);
      expect((await login(ctx().app, userName, 'Initial-pass1')).status).toBe(400);
      const relogin = await login(ctx().app, userName, 'Brand-new-pass2');
      expect(relogin.status).toBe(200);
      expect(relogin.envelope.data.resetPswStatus).toBe(0);
    });
  });
});
