import { z } from 'zod';
import { permissionFieldsSchema } from '../permissions';

/**
 * The account calls (spec 1 §7 "Session"): request bodies are validated with these schemas on the server
 * and in the client's forms; their error texts are message keys (see src/i18n/messages/auth.ts).
 */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
const USER_NAME_PATTERN = /^[A-Za-z0-9_.@-]{3,32}$/;

export const userNameSchema = z
  .string({ error: 'auth.userName.required' })
  .trim()
  .min(1, { error: 'auth.userName.required' })
  .regex(USER_NAME_PATTERN, { error: 'auth.userName.format' });

/** A new password: 8–64 characters with at least one letter and one digit. */
export const newPasswordSchema = z
  .string({ error: 'auth.password.required' })
  .min(8, { error: 'auth.password.length' })
  .max(64, { error: 'auth.password.length' })
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), { error: 'auth.password.strength' });

/** A password typed to log in is only checked for presence: the rules may have changed since it was set. */
const givenPasswordSchema = z
  .string({ error: 'auth.password.required' })
  .min(1, { error: 'auth.password.required' })
  .max(256, { error: 'auth.password.length' });

export const loginRequestSchema = z.object({
  userName: z.string({ error: 'auth.userName.required' }).trim().min(1, { error: 'auth.userName.required' }),
  password: givenPasswordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const registerRequestSchema = z.object({
  userName: userNameSchema,
  password: newPasswordSchema,
  name: optionalText(z.string().trim().max(20, { error: 'auth.name.length' })),
  email: optionalText(z.email({ error: 'auth.email.format' }).max(120, { error: 'auth.email.format' })),
  cellphone: optionalText(z.string().regex(PHONE_PATTERN, { error: 'auth.cellphone.format' })),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const changePasswordRequestSchema = z
  .object({ oldPassword: givenPasswordSchema, newPassword: newPasswordSchema })
  .refine((body) => body.oldPassword !== body.newPassword, {
    error: 'auth.password.sameAsOld',
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const abilitiesSchema = z.object({
  role: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  canEdit: z.boolean(),
  specialEditLevel: z.boolean(),
  release: z.enum(['none', 'own', 'full']),
  data: z.enum(['none', 'own', 'full']),
});

/** What `GET /api/user/info` returns and what the client keeps of the logged-in user (spec 1 §3). */
export const userInfoSchema = permissionFieldsSchema.extend({
  userId: z.string(),
  userName: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  cellphone: z.string().nullable(),
  isCompany: z.number().int(),
  birthday: z.string().nullable(),
  eduQuali: z.string().nullable(),
  sex: z.string().nullable(),
  lastLoginTime: z.string().nullable(),
  bindPhoneStatus: z.number().int(),
  /** 1: the user must choose a new password before doing anything else. */
  resetPswStatus: z.number().int(),
  transferSurveyButton: z.number().int(),
  abilities: abilitiesSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** Login answers the user and the token; the client stores the token in sessionStorage under `token`. */
export const loginResponseSchema = userInfoSchema.extend({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The operator's announcement (spec 1 §1, made configurable): shown once per browser session when set. */
export const announcementSchema = z.object({
  enabled: z.boolean(),
  title: z.string(),
  text: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** The account endpoints; registration, password change and user info paths are ours (the spec omits them). */
export const USER_API = {
  login: '/api/user/auth',
  logout: '/api/user/auth/logout',
  register: '/api/user/regist',
  changePassword: '/api/user/changePassword',
  info: '/api/user/info',
  announcement: '/api/system/announcement',
} as const;
