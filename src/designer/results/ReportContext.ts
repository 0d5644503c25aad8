import { createContext, useContext } from 'react';
import type { TextsResponse } from '../../core/api/results';
import type { TextsQuery } from './api';

/**
 * What the question cards may do beyond drawing their summary: read typed texts page by page (the logged-in
 * report; the public report never lists single answers, so it has none), and the prefix of downloaded PNGs.
 */
export type ReportCapabilities = {
  texts: ((query: TextsQuery) => Promise<TextsResponse>) | null;
  fileBase: string;
};

export const ReportContext = createContext<ReportCapabilities>({ texts: null, fileBase: 'chart' });

export function useReportCapabilities(): ReportCapabilities {
  return useContext(ReportContext);
}
