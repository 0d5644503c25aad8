import { z } from 'zod';

/**
 * The permission fields of a user record (spec 1 §3 "User session") and the rules of spec 1 §6 that turn
 * them into what a user may do. Server and client both call these functions, so a button the client shows
 * is a request the server accepts.
 */
export const permissionFieldsSchema = z.object({
  qgType: z.number().int().nullable(),
  pmType: z.number().int().nullable(),
  pmEdit: z.number().int().nullable(),
  pmRelease: z.number().int().nullable(),
  pmData: z.number().int().nullable(),
  reEdit: z.number().int().nullable(),
  reRelease: z.number().int().nullable(),
  reData: z.number().int().nullable(),
});
export type PermissionFields = z.infer<typeof permissionFieldsSchema>;

/** Role 1 (qgType 1), role 2 (pmType 1), otherwise role 0. */
export type Role = 0 | 1 | 2;

export function deriveRole(user: Pick<PermissionFields, 'qgType' | 'pmType'>): Role {
  if (user.qgType === 1) return 1;
  if (user.pmType === 1) return 2;
  return 0;
}

/** Roles 1 and 2 read the pm fields; everyone else reads the re fields. */
function effectiveFields(user: PermissionFields): {
  edit: number | null;
  release: number | null;
  data: number | null;
} {
  return deriveRole(user) === 0
    ? { edit: user.reEdit, release: user.reRelease, data: user.reData }
    : { edit: user.pmEdit, release: user.pmRelease, data: user.pmData };
}

/** Can edit when the edit field is truthy (spec 1 §6). */
export function canEdit(user: PermissionFields): boolean {
  return Boolean(effectiveFields(user).edit);
}

/** An edit value other than 0 or 1 is a special level; it still allows editing. */
export function isSpecialEditLevel(user: PermissionFields): boolean {
  const edit = effectiveFields(user).edit;
  return edit !== null && edit !== 0 && edit !== 1;
}

/** Release value 2 is full release rights; any other truthy value allows releasing one's own surveys. */
export function releaseLevel(user: PermissionFields): 'none' | 'own' | 'full' {
  const release = effectiveFields(user).release;
  if (release === 2) return 'full';
  return release ? 'own' : 'none';
}

/** Data value 2 is full data rights; any other truthy value allows reading one's own surveys' data. */
export function dataLevel(user: PermissionFields): 'none' | 'own' | 'full' {
  const data = effectiveFields(user).data;
  if (data === 2) return 'full';
  return data ? 'own' : 'none';
}

export type Abilities = {
  role: Role;
  canEdit: boolean;
  specialEditLevel: boolean;
  release: 'none' | 'own' | 'full';
  data: 'none' | 'own' | 'full';
};

export function abilitiesOf(user: PermissionFields): Abilities {
  return {
    role: deriveRole(user),
    canEdit: canEdit(user),
    specialEditLevel: isSpecialEditLevel(user),
    release: releaseLevel(user),
    data: dataLevel(user),
  };
}

/**
 * A self-registered designer works on their own surveys: role 0 with edit, release and data rights on what
 * they own. Operators grant more by changing the fields.
 */
export const SELF_REGISTERED_PERMISSIONS: PermissionFields = {
  qgType: 0,
  pmType: 0,
  pmEdit: 0,
  pmRelease: 0,
  pmData: 0,
  reEdit: 1,
  reRelease: 1,
  reData: 1,
};
