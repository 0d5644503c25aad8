import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import {
  DESIGN_API,
  type PublishProblem,
  publishProblemSchema,
  type SurveyInfoWire,
  type SurveyListResponse,
  type SurveyPickItem,
  type SurveyStateResponse,
  surveyInfoWireSchema,
  surveyListResponseSchema,
  surveyPickListResponseSchema,
  surveyStateResponseSchema,
  type UpdateSurveyRequest,
} from '../../core/api/design';
import type { SurveyStateValue } from '../../core/model';
import { ApiError, api } from '../../shell/api';

/**
 * The survey calls of spec 1 §7 "Session and survey list": list, pick list, one survey, create/update,
 * delete, state and copy. Responses are checked against the contract's schemas, so a server that drifts
 * from it fails loudly here instead of deep inside a screen.
 */

/** The table's query (the contract's input type leaves the coerced numbers unknown). */
export type SurveyListQuery = {
  pageNo: number;
  pageSize: number;
  surveyName?: string;
  surveyState?: SurveyStateValue;
};

export function fetchSurveyList(query: SurveyListQuery): Promise<SurveyListResponse> {
  return api.get(DESIGN_API.surveyList, query, { parse: (data) => surveyListResponseSchema.parse(data) });
}

export function fetchSurveyPickList(): Promise<SurveyPickItem[]> {
  return api.get(DESIGN_API.surveyPickList, undefined, {
    parse: (data) => surveyPickListResponseSchema.parse(data),
  });
}

/** Creates a survey when `surveyId` is absent, otherwise updates the fields sent. */
export function saveSurvey(body: UpdateSurveyRequest): Promise<SurveyInfoWire> {
  return api.post(DESIGN_API.updateSurvey, body, { parse: (data) => surveyInfoWireSchema.parse(data) });
}

export function deleteSurveys(ids: readonly string[]): Promise<unknown> {
  return api.get(DESIGN_API.deleteSurvey, { id: ids });
}

/**
 * The design of `fromSurveyId` copied into a new survey (the server names it "… (copy)"). The contract
 * gives no response schema for this call, so only what the designer needs of it is read: the new id.
 */
const copiedSurveySchema = z.looseObject({ surveyId: z.string(), surveyName: z.string().optional() });
export function copySurvey(fromSurveyId: string): Promise<z.infer<typeof copiedSurveySchema>> {
  return api.get(
    DESIGN_API.copySurvey,
    { fromSurveyId },
    { parse: (data) => copiedSurveySchema.parse(data) },
  );
}

/** A refused publish carries the design problems in its data; they are read here, or null. */
export function publishProblems(cause: unknown): PublishProblem[] | null {
  if (!(cause instanceof ApiError)) return null;
  const data = cause.data as { problems?: unknown } | unknown[] | null;
  const list = Array.isArray(data) ? data : (data as { problems?: unknown } | null)?.problems;
  if (!Array.isArray(list)) return null;
  const problems = list.flatMap((item) => {
    const parsed = publishProblemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return problems.length > 0 ? problems : null;
}

/**
 * Changes the survey state (1 publish, 2 end, 0 pause). The state change has the long timeout of spec 1 §7.
 * `silent` lets the publish screen show a refused publish's problem list itself instead of the generic alert.
 */
export function changeSurveyState(
  surveyId: string,
  surveyState: SurveyStateValue,
  options: { silent?: boolean } = {},
): Promise<SurveyStateResponse> {
  return api.get(
    DESIGN_API.surveyState,
    { id: surveyId, surveyState },
    { timeout: 600_000, silent: options.silent, parse: (data) => surveyStateResponseSchema.parse(data) },
  );
}

export type SurveyListState = {
  rows: SurveyInfoWire[];
  total: number;
  loading: boolean;
  reload: () => void;
};

/**
 * The paged list for the table. A failed query empties the table and shows total 0 (spec 1 §8); the API
 * client has already alerted. Answers that arrive after a newer query started are dropped.
 */
export function useSurveyList(query: SurveyListQuery): SurveyListState {
  const [rows, setRows] = useState<SurveyInfoWire[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const latest = useRef(0);
  const { pageNo, pageSize, surveyName, surveyState } = query;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger
  useEffect(() => {
    const ticket = ++latest.current;
    setLoading(true);
    fetchSurveyList({ pageNo, pageSize, surveyName: surveyName || undefined, surveyState })
      .then((page) => {
        if (ticket !== latest.current) return;
        setRows(page.list);
        setTotal(page.total);
      })
      .catch(() => {
        if (ticket !== latest.current) return;
        setRows([]);
        setTotal(0);
      })
      .finally(() => {
        if (ticket === latest.current) setLoading(false);
      });
  }, [pageNo, pageSize, surveyName, surveyState, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { rows, total, loading, reload };
}

/** The copy-source picker's list, loaded once. */
export function useSurveyPickList(): { items: SurveyPickItem[]; loading: boolean } {
  const [items, setItems] = useState<SurveyPickItem[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    fetchSurveyPickList()
      .then((list) => {
        if (live) setItems(list);
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, []);
  return { items, loading };
}
