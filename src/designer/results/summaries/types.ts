import type { QuestionSummary } from '../../../core/api/results';

export type SummaryOf<K extends QuestionSummary['kind']> = Extract<QuestionSummary, { kind: K }>;
