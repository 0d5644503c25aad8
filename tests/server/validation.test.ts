import { describe, expect, it } from 'vitest';
import { USER_API } from '../../src/core/api/user';
import { GOOD_PASSWORD, register, uniqueUserName, useTestApp } from './support/app';
import { databaseTargets } from './support/databases';
import { call } from './support/http';

describe.each(databaseTargets())('request validation and error envelopes on $name', (target) => {
  const ctx = useTestApp(target, {}, (app) => {
    // A route that fails the way a bug would, to see what the client gets.
    app.get('/api/test/broken', async () => {
      throw new Error('database exploded: secret detail');
    });
  });

  it('names a missing field and its reason', async () => {
    const result = await call(ctx().app, 'POST', USER_API.login, { body: { password: 'x' } });
    expect(result.status).toBe(400);
    expect(result.envelope.message).toBe('用户名：请输入用户名');
    expect(result.envelope.data).toEqual({ field: 'userName', reason: 'auth.userName.required' });
  });

  it('names a field of the wrong type', async () => {
    const result = await call(ctx().app, 'POST', USER_API.register, {
      body: { userName: uniqueUserName(), password: 12345678 },
      language: 'en',
    });
    expect(result.status).toBe(400);
    expect(result.envelope.message).toBe('Password: Enter your password');
    expect(result.envelope.data).toEqual({ field: 'password', reason: 'auth.password.required' });
  });

  it('gives a generic reason where the schema has no message of its own', async () => {
    const result = await call(ctx().app, 'POST', USER_API.register, {
      body: { userName: uniqueUserName(), password: GOOD_PASSWORD, name: 42 },
      language: 'en',
    });
    expect(result.status).toBe(400);
    expect(result.envelope.message).toBe('Name: the value is not valid');
    expect(result.envelope.data).toEqual({ field: 'name', reason: 'server.validation.invalid' });
  });

  it('refuses a name that is too long', async () => {
    const result = await call(ctx().app, 'POST', USER_API.register, {
      body: { userName: uniqueUserName(), password: GOOD_PASSWORD, name: '名'.repeat(21) },
    });
    expect(result.status).toBe(400);
    expect(result.envelope.message).toBe('姓名：姓名最多 20 个字符');
    expect(result.envelope.data).toEqual({ field: 'name', reason: 'auth.name.length' });
  });

  it.each([
    ['short', 'auth.password.length'],
    ['onlyletterslong', 'auth.password.strength'],
    ['1234567890', 'auth.password.strength'],
  ])('refuses the weak password %s', async (password, reason) => {
    const result = await call(ctx().app, 'POST', USER_API.register, {
      body: { userName: uniqueUserName(), password },
    });
    expect(result.status).toBe(400);
    expect(result.envelope.data).toEqual({ field: 'password', reason });
  });

  it('refuses a bad user name and a same-as-old new password', async () => {
    const badName = await call(ctx().app, 'POST', USER_API.register, {
      body: { userName: 'a b', password: GOOD_PASSWORD },
    });
    expect(badName.envelope.data).toEqual({ field: 'userName', reason: 'auth.userName.format' });

    const user = await register(ctx().app);
    const same = await call(ctx().app, 'POST', USER_API.changePassword, {
      token: user.token,
      body: { oldPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD },
    });
    expect(same.status).toBe(400);
    expect(same.envelope.data).toEqual({ field: 'newPassword', reason: 'auth.password.sameAsOld' });
  });

  it('answers malformed JSON with 400', async () => {
    const result = await call(ctx().app, 'POST', USER_API.login, {
      rawBody: '{"userName": "a",',
      contentType: 'application/json',
      language: 'en',
    });
    expect(result.status).toBe(400);
    expect(result.envelope.message).toBe('The request body is not valid JSON');
  });

  it('answers a missing body with 400', async () => {
    const result = await call(ctx().app, 'POST', USER_API.login, { language: 'en' });
    expect(result.status).toBe(400);
    expect(result.envelope.message).toBe('Request body: The request body is empty; send it as JSON');
    expect(result.envelope.data).toEqual({ field: 'body', reason: 'server.request.emptyJson' });
  });

  it('answers a wrong content type with 415', async () => {
    const result = await call(ctx().app, 'POST', USER_API.login, {
      rawBody: '<login/>',
      contentType: 'application/xml',
    });
    expect(result.status).toBe(415);
    expect(result.envelope.message).toBe('不支持的内容类型，请以 JSON（application/json）发送');
  });

  it('answers a body over the limit with 413', async () => {
    const result = await call(ctx().app, 'POST', USER_API.login, {
      rawBody: JSON.stringify({ userName: 'x', password: 'y'.repeat(2 * 1024 * 1024) }),
      contentType: 'application/json',
      language: 'en',
    });
    expect(result.status).toBe(413);
    expect(result.envelope.message).toBe('The request body is too large');
  });

  it('answers an unknown route with the 404 envelope', async () => {
    const get = await call(ctx().app, 'GET', '/api/no/such/thing?x=1', { language: 'en' });
    expect(get.status).toBe(404);
    expect(get.envelope).toEqual({
      code: 404,
      message: 'No such endpoint: GET /api/no/such/thing',
      data: null,
    });
    const post = await call(ctx().app, 'POST', '/api/user/nothing', { body: {} });
    expect(post.status).toBe(404);
    expect(post.envelope.message).toBe('接口不存在：POST /api/user/nothing');
  });

  it('answers an unexpected error with a generic 500 envelope that leaks nothing', async () => {
    const result = await call(ctx().app, 'GET', '/api/test/broken', { language: 'en' });
    expect(result.status).toBe(500);
    expect(result.envelope).toEqual({
      code: 500,
      message: 'System error, please try again later',
      data: null,
    });
  });

  it('speaks Chinese by default and English for Accept-Language en', async () => {
    const zh = await call(ctx().app, 'GET', USER_API.announcement);
    expect(zh.envelope.message).toBe('成功');
    expect(zh.envelope.data).toEqual({ enabled: false, title: '公告', text: '' });
    const en = await call(ctx().app, 'GET', USER_API.announcement, { language: 'en-US,en;q=0.9' });
    expect(en.envelope.message).toBe('Success');
    expect(en.envelope.data).toEqual({ enabled: false, title: 'Announcement', text: '' });
  });
});
