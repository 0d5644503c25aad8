import { describe, expect, it } from 'vitest';
import { USER_API, type UserInfo } from '../../src/core/api/user';
import type { PermissionFields } from '../../src/core/permissions';
import { DEMO_PERMISSIONS } from '../../server/accounts/demo';
import { createUser } from '../../server/accounts/service';
import { currentUser, requireAbility } from '../../server/http/auth';
import { login, uniqueUserName, useTestApp } from './support/app';
import { databaseTargets } from './support/databases';
import { call } from './support/http';

const NO_RIGHTS: PermissionFields = {
  qgType: 0,
  pmType: 0,
  pmEdit: 1,
  pmRelease: 2,
  pmData: 2,
  // Role 0 reads the re fields: these decide, not the pm fields above.
  reEdit: 0,
  reRelease: 0,
  reData: 0,
};
const ROLE_2_OWN: PermissionFields = {
  qgType: 0,
  pmType: 1,
  pmEdit: 3,
  pmRelease: 1,
  pmData: 1,
  reEdit: 0,
  reRelease: 0,
  reData: 0,
};

describe.each(databaseTargets())('permission guards on $name', (target) => {
  const ctx = useTestApp(target, {}, (app) => {
    // Stand-ins for the design routes to come, guarded the way they will be.
    app.get('/api/test/edit', { preHandler: [app.requireUser, requireAbility('edit')] }, async (request) => ({
      code: 200,
      message: 'ok',
      data: currentUser(request).userName,
    }));
    app.get(
      '/api/test/release-all',
      { preHandler: [app.requireUser, requireAbility('releaseAll')] },
      async () => ({
        code: 200,
        message: 'ok',
        data: null,
      }),
    );
  });

  async function userWith(permissions: PermissionFields): Promise<string> {
    const userName = uniqueUserName('perm');
    await createUser(ctx().db, { userName, password: 'Perm-pass1', permissions });
    return (await login(ctx().app, userName, 'Perm-pass1')).envelope.data.token;
  }

  it('reports the abilities derived from the permission fields in the user info', async () => {
    const cases: [PermissionFields, UserInfo['abilities']][] = [
      [NO_RIGHTS, { role: 0, canEdit: false, specialEditLevel: false, release: 'none', data: 'none' }],
      [ROLE_2_OWN, { role: 2, canEdit: true, specialEditLevel: true, release: 'own', data: 'own' }],
      [DEMO_PERMISSIONS, { role: 1, canEdit: true, specialEditLevel: false, release: 'full', data: 'full' }],
    ];
    for (const [permissions, abilities] of cases) {
      const info = await call<UserInfo>(ctx().app, 'GET', USER_API.info, {
        token: await userWith(permissions),
      });
      expect(info.envelope.data).toMatchObject({ ...permissions, abilities });
    }
  });

  it('lets a route demand an ability: 403 envelope without it, 401 without a session', async () => {
    const none = await userWith(NO_RIGHTS);
    const ownRights = await userWith(ROLE_2_OWN);
    const full = await userWith(DEMO_PERMISSIONS);

    const refused = await call(ctx().app, 'GET', '/api/test/edit', { token: none, language: 'en' });
    expect(refused.status).toBe(403);
    expect(refused.envelope.message).toBe('You do not have permission to do this');
    expect((await call(ctx().app, 'GET', '/api/test/edit', { token: ownRights })).status).toBe(200);

    expect((await call(ctx().app, 'GET', '/api/test/release-all', { token: ownRights })).status).toBe(403);
    expect((await call(ctx().app, 'GET', '/api/test/release-all', { token: full })).status).toBe(200);
    expect((await call(ctx().app, 'GET', '/api/test/release-all')).status).toBe(401);
  });
});
