import { z } from 'zod';
import type { ReleaseWire } from '../../core/api/design';
import {
  type AssignedSurvey,
  assignedSurveysSchema,
  type DeviceReportRequest,
  type DeviceReportResponse,
  deviceReportResponseSchema,
  INTERVIEWER_API,
  type InterviewerLoginRequest,
  type InterviewerLoginResponse,
  interviewerLoginResponseSchema,
} from '../../core/api/interviewers';
import { envelopeSchema } from '../../core/envelope';
import { acceptLanguage, getLanguage } from '../../shell/language';
import {
  INTERVIEWER_HEADER,
  type InterviewerLogin,
  keepLogin,
  noteRenewedToken,
  TOKEN_LIFETIME_MS,
} from './tokenStore';

/**
 * The interviewer's own calls (docs/architecture.md "Interviewer mode"), made by the interviewer screen with
 * the token kept on the device; a renewed token coming back in the header replaces the kept one.
 */

/** A call the server answered with another code than 200: its data.reason and words. */
export class InterviewCallError extends Error {
  constructor(
    readonly code: number,
    readonly reason: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

async function call<T extends z.ZodType>(
  path: string,
  schema: T,
  options: { token?: string; body?: unknown } = {},
): Promise<z.infer<T>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguage(getLanguage()),
  };
  if (options.token) headers[INTERVIEWER_HEADER] = options.token;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers,
    credentials: 'same-origin',
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
  });
  if (options.token)
    await noteRenewedToken(options.token, response.headers.get(INTERVIEWER_HEADER), TOKEN_LIFETIME_MS);
  const envelope = (await response.json().catch(() => undefined)) as
    | { code?: number; message?: string; data?: { reason?: string } }
    | undefined;
  if (envelope?.code !== 200) {
    throw new InterviewCallError(
      envelope?.code ?? response.status,
      envelope?.data?.reason,
      envelope?.message ?? response.statusText,
    );
  }
  return (envelopeSchema(schema).parse(envelope) as { data: z.infer<T> }).data;
}

/** Logs in (account or access code) and keeps the login on the device. */
export async function logIn(request: InterviewerLoginRequest): Promise<InterviewerLogin> {
  const answer: InterviewerLoginResponse = await call(INTERVIEWER_API.login, interviewerLoginResponseSchema, {
    body: request,
  });
  const login: InterviewerLogin = { ...answer, loggedInAt: Date.now() };
  await keepLogin(login);
  return login;
}

/** Ends the token on the server (when reachable; the device forgets it either way). */
export async function logOutOnServer(token: string): Promise<void> {
  await fetch(INTERVIEWER_API.logout, {
    method: 'POST',
    headers: { [INTERVIEWER_HEADER]: token, 'Content-Type': 'application/json' },
    body: '{}',
    credentials: 'same-origin',
  }).catch(() => undefined);
}

export async function assignedSurveys(token: string): Promise<AssignedSurvey[]> {
  return (await call(INTERVIEWER_API.surveys, assignedSurveysSchema, { token })).surveys;
}

/**
 * The release as it came, kept unparsed like every release the runner keeps (the logic worker reads it with
 * the core's migrations); only its shape is checked here.
 */
const rawReleaseSchema = z.object({
  surveyId: z.string(),
  release: z.custom<ReleaseWire>(
    (value) =>
      typeof value === 'object' && value !== null && typeof Reflect.get(value, 'version') === 'number',
  ),
  auditValues: z.boolean().optional(),
  interviewLocation: z.boolean().optional(),
});

/** A survey's release: the current one, or the version asked. */
export function fetchRelease(
  token: string,
  surveyId: string,
  version?: number,
): Promise<z.infer<typeof rawReleaseSchema>> {
  const query = new URLSearchParams({ surveyId });
  if (version !== undefined) query.set('version', String(version));
  return call(`${INTERVIEWER_API.release}?${query}`, rawReleaseSchema, { token });
}

/** Tells the server what the device holds of the interviewer's surveys (the supervisor's "on devices"). */
export function sendDeviceReport(token: string, report: DeviceReportRequest): Promise<DeviceReportResponse> {
  return call(INTERVIEWER_API.deviceReport, deviceReportResponseSchema, { token, body: report });
}
