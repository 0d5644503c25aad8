import type { FormInstance, FormRule as Rule } from 'antd';
import { useEffect } from 'react';
import type { z } from 'zod';
import { type Language, translate } from '../i18n';

/**
 * Form rules from the contract's zod schemas: a schema's error text is a message key, shown in the current
 * language. The same schemas validate the request on the server.
 */
export function zodRule(schema: z.ZodType, language: Language): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(translate(language, result.error.issues[0]?.message ?? ''));
    },
  };
}

/** Error texts are strings once shown: after a language switch, fields showing errors are checked again. */
export function useRevalidateOnLanguage(form: FormInstance, language: Language): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the point is to run again when the language changes
  useEffect(() => {
    const withErrors = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    if (withErrors.length > 0) form.validateFields(withErrors).catch(() => undefined);
  }, [form, language]);
}

/** Maps a schema's issues to the form fields they name, translated. */
export function issuesToFields<Values>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  language: Language,
): Parameters<FormInstance<Values>['setFields']>[0] {
  const fields = issues
    .filter((issue) => typeof issue.path[0] === 'string')
    .map((issue) => ({ name: issue.path[0] as string, errors: [translate(language, issue.message)] }));
  return fields as Parameters<FormInstance<Values>['setFields']>[0];
}

/** The form field a server error names in its data (`{ field: 'userName', … }`), if any. */
export function errorField(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const field = (data as Record<string, unknown>).field;
  return typeof field === 'string' && field.length > 0 ? field : null;
}
