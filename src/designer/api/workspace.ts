import {
  DESIGN_API,
  editPageResponseSchema,
  groupListResponseSchema,
  type MoveQuestionRequest,
  type QuestionSaveRequest,
  type SaveGroupRequest,
  type SavedQuestion,
  type SurveyDesign,
  saveQuestionPath,
  savedQuestionSchema,
  surveyDesignSchema,
  type UploadedFile,
  UPLOAD_LIMITS,
  uploadResponseSchema,
} from '../../core/api/design';
import type { Group } from '../../core/model';
import { ApiError, api } from '../../shell/api';
import { getToken } from '../../shell/session';
import { TOKEN_HEADER } from '../../core/envelope';
import { acceptLanguage, getLanguage } from '../../shell/language';

/**
 * The workspace calls (spec 1 §7 "Question edit" and the design load): the whole design, groups, question
 * saves, order, moves between groups, deletion, page-type fixes and file uploads. Calls that rearrange the
 * survey answer the whole numbered group list, which the workspace takes as the new truth.
 */

export function fetchDesign(surveyId: string): Promise<SurveyDesign> {
  return api.get(DESIGN_API.design, { surveyId }, { parse: (data) => surveyDesignSchema.parse(data) });
}

const parseGroups = (data: unknown): Group[] => groupListResponseSchema.parse(data);

/** Adds a group (no id) or renames one; answers the group list. */
export function saveGroup(body: SaveGroupRequest): Promise<Group[]> {
  return api.post(DESIGN_API.saveGroup, body, { parse: parseGroups });
}

export function deleteGroup(id: string): Promise<Group[]> {
  return api.get(DESIGN_API.deleteGroup, { id }, { parse: parseGroups });
}

/** Saves a question through its family's endpoint (`entry.saveEndpoint`); creates it when quId is absent. */
export function saveQuestion(endpoint: string, body: QuestionSaveRequest): Promise<SavedQuestion> {
  return api.post(saveQuestionPath(endpoint), body, { parse: (data) => savedQuestionSchema.parse(data) });
}

/** Deletion refusals (relations) come back as an error whose message names the related questions. */
export function deleteQuestion(quId: string): Promise<Group[]> {
  return api.get(DESIGN_API.deleteQuestion, { quId }, { parse: parseGroups });
}

/** The new order of one group's questions (the neighbour swap). */
export function orderQuestions(questionsIds: readonly string[]): Promise<Group[]> {
  return api.get(DESIGN_API.questionOrder, { questionsIds }, { parse: parseGroups });
}

/** Moves a question into another group: to a group, or across the group boundary ('up' / 'down'). */
export function moveQuestionToGroup(body: MoveQuestionRequest): Promise<Group[]> {
  return api.post(DESIGN_API.moveQuestionToGroup, body, { parse: parseGroups });
}

/** Page-type fixes after a move or delete (spec 1 §4); the server answers the types it stored. */
export function editPageTypes(body: readonly { id: string; pageType: 1 | 2 | 3 }[]): Promise<unknown> {
  return api.post(DESIGN_API.editPage, body, { parse: (data) => editPageResponseSchema.parse(data) });
}

/** Why an upload was refused before it was sent; the message keys are the contract's. */
export function uploadRefusal(file: File): 'design.upload.tooLarge' | 'design.upload.badFormat' | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeExtension = file.type.split('/')[1]?.toLowerCase() ?? '';
  const allowed: readonly string[] = UPLOAD_LIMITS.extensions;
  if (!allowed.includes(extension) && !allowed.includes(typeExtension)) return 'design.upload.badFormat';
  if (file.size > UPLOAD_LIMITS.maxBytes) return 'design.upload.tooLarge';
  return null;
}

/**
 * Multipart upload of designer files (spec 1 §7): the API client speaks JSON only, so this one call builds
 * its own request with the same token and language headers and reads the same envelope.
 */
export async function uploadFiles(surveyId: string, files: readonly File[]): Promise<UploadedFile[]> {
  const form = new FormData();
  form.append('surveyId', surveyId);
  for (const file of files) form.append('file', file, file.name);
  const headers: Record<string, string> = { 'Accept-Language': acceptLanguage(getLanguage()) };
  const token = getToken();
  if (token) headers[TOKEN_HEADER] = token;
  let payload: { code?: number; message?: string; data?: unknown } | undefined;
  try {
    const response = await fetch(DESIGN_API.uploadFile, { method: 'POST', headers, body: form });
    payload = await response.json().catch(() => undefined);
  } catch {
    throw new ApiError('network', 0, 'offline');
  }
  if (payload?.code !== 200) {
    throw new ApiError('server', payload?.code ?? 500, payload?.message ?? '', payload?.data ?? null);
  }
  return uploadResponseSchema.parse(payload.data);
}
