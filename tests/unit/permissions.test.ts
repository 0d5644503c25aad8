import { describe, expect, it } from 'vitest';
import {
  abilitiesOf,
  canEdit,
  dataLevel,
  deriveRole,
  isSpecialEditLevel,
  type PermissionFields,
  releaseLevel,
} from '../../src/core/permissions';

const base: PermissionFields = {
  qgType: null,
  pmType: null,
  pmEdit: null,
  pmRelease: null,
  pmData: null,
  reEdit: null,
  reRelease: null,
  reData: null,
};

describe('deriveRole (spec 1 §6)', () => {
  it.each([
    [{ qgType: 1, pmType: 1 }, 1],
    [{ qgType: 1, pmType: 0 }, 1],
    [{ qgType: 0, pmType: 1 }, 2],
    [{ qgType: null, pmType: 1 }, 2],
    [{ qgType: 2, pmType: 2 }, 0],
    [{ qgType: 0, pmType: 0 }, 0],
    [{ qgType: null, pmType: null }, 0],
  ] as const)('%o gives role %i', (fields, role) => {
    expect(deriveRole(fields)).toBe(role);
  });
});

describe('edit, release and data levels read pm fields for roles 1 and 2, re fields otherwise', () => {
  const pmFull = { pmEdit: 1, pmRelease: 2, pmData: 2, reEdit: 0, reRelease: 0, reData: 0 };
  const reOwn = { pmEdit: 0, pmRelease: 0, pmData: 0, reEdit: 1, reRelease: 1, reData: 1 };

  it.each([
    ['role 1 with pm rights', { qgType: 1, ...pmFull }, true, 'full', 'full'],
    ['role 2 with pm rights', { pmType: 1, ...pmFull }, true, 'full', 'full'],
    ['role 0 ignores pm rights', { ...pmFull }, false, 'none', 'none'],
    ['role 0 with re rights', { ...reOwn }, true, 'own', 'own'],
    ['role 1 ignores re rights', { qgType: 1, ...reOwn }, false, 'none', 'none'],
    ['release 1 and data 3 are "own"', { pmType: 1, pmEdit: 1, pmRelease: 1, pmData: 3 }, true, 'own', 'own'],
  ] as const)('%s', (_label, fields, edit, release, data) => {
    const user = { ...base, ...fields };
    expect(canEdit(user)).toBe(edit);
    expect(releaseLevel(user)).toBe(release);
    expect(dataLevel(user)).toBe(data);
  });

  it.each([
    [0, false, false],
    [1, true, false],
    [2, true, true],
    [9, true, true],
  ])('edit value %i: can edit %s, special level %s', (edit, allowed, special) => {
    const user = { ...base, qgType: 1, pmEdit: edit };
    expect(canEdit(user)).toBe(allowed);
    expect(isSpecialEditLevel(user)).toBe(special);
  });

  it('abilitiesOf puts them together', () => {
    expect(abilitiesOf({ ...base, pmType: 1, pmEdit: 2, pmRelease: 2, pmData: 1 })).toEqual({
      role: 2,
      canEdit: true,
      specialEditLevel: true,
      release: 'full',
      data: 'own',
    });
  });
});
