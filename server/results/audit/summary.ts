import { sql } from 'drizzle-orm';
import type { AuditSummary } from '../../../src/core/api/audit';
import type { ResultsFilter } from '../../../src/core/api/results';
import { stallFlags } from '../../../src/core/audit/visits';
import type { Database } from '../../db/database';
import { queryRows, toNumber } from '../../db/raw';
import { responsesWhere } from '../filter';
import { auditQuestionsOf } from './questions';

/**
 * Time per question over the filtered responses' audit trails, in SQL: the rule of src/core/audit/visits.ts
 * (a stay is an enter and the first leave after it on the same clock, hidden spans before that leave taken
 * out), then each response's stays on a question added up, then the median over responses. A test holds the
 * SQL to the TypeScript rule on the same trails.
 *
 * A visit is numbered by the enters before it (a running count); within a visit, only events up to its first
 * leave count. Hidden and visible alternate (the recorder records each once), so the time hidden is the sum
 * of 'visible' offsets minus the sum of 'hidden' ones, plus the leave's offset for one still open.
 */
export async function auditSummary(
  db: Database,
  surveyId: string,
  filter: ResultsFilter,
): Promise<AuditSummary> {
  const where = responsesWhere(surveyId, filter);
  const stays = await queryRows<{ question_id: string; median_ms: unknown; responses: unknown }>(
    db,
    sql`with ev as (
          select e.response_id, e.seq, e.kind, e.question_id, e.clock, e.offset_ms,
            sum(case when e.kind = 'question-enter' then 1 else 0 end)
              over (partition by e.response_id order by e.seq) as visit
          from audit_events e join responses r on r.id = e.response_id
          where ${where}
        ), marked as (
          select ev.*, coalesce(sum(case when kind = 'question-leave' then 1 else 0 end)
              over (partition by response_id, visit order by seq rows between unbounded preceding and 1 preceding), 0)
              as leaves_before
          from ev where visit > 0
        ), visits as (
          select response_id, visit,
            max(question_id) filter (where kind = 'question-enter') as question_id,
            max(offset_ms) filter (where kind = 'question-enter') as entered,
            max(question_id) filter (where kind = 'question-leave') as left_question,
            max(offset_ms) filter (where kind = 'question-leave') as left_at,
            coalesce(sum(offset_ms) filter (where kind = 'visible'), 0)
              - coalesce(sum(offset_ms) filter (where kind = 'hidden'), 0) as hidden_sum,
            count(*) filter (where kind = 'hidden') - count(*) filter (where kind = 'visible') as still_hidden,
            min(clock) as first_clock, max(clock) as last_clock
          from marked where leaves_before = 0
          group by response_id, visit
        ), per_response as (
          select question_id, response_id,
            sum(greatest(0, left_at - entered - (hidden_sum + still_hidden * left_at))) as ms
          from visits
          where left_at is not null and left_question = question_id and first_clock = last_clock
          group by question_id, response_id
        )
        select question_id, percentile_cont(0.5) within group (order by ms) as median_ms,
          count(*) as responses
        from per_response group by question_id`,
  );
  const changes = await queryRows<{ question_id: string; n: unknown }>(
    db,
    sql`select e.question_id, count(*) as n from audit_events e join responses r on r.id = e.response_id
        where ${where} and e.kind = 'answer-change' group by e.question_id`,
  );
  const [counted] = await queryRows<{ n: unknown }>(
    db,
    sql`select count(*) as n from responses r
        where ${where} and exists (select 1 from audit_events e where e.response_id = r.id)`,
  );
  const questions = await auditQuestionsOf(db, surveyId);
  const changed = new Map(changes.map((row) => [row.question_id, toNumber(row.n) ?? 0]));
  const figures = stays.map((row) => {
    const question = questions.get(row.question_id);
    return {
      questionId: row.question_id,
      code: question?.code ?? '',
      title: question?.title ?? '',
      medianSeconds: Math.round(toNumber(row.median_ms) ?? 0) / 1000,
      responses: toNumber(row.responses) ?? 0,
      changes: changed.get(row.question_id) ?? 0,
      order: question?.order ?? Number.MAX_SAFE_INTEGER,
    };
  });
  figures.sort((left, right) => right.medianSeconds - left.medianSeconds || left.order - right.order);
  const stalls = stallFlags(figures.map((figure) => figure.medianSeconds));
  return {
    responses: toNumber(counted?.n) ?? 0,
    questions: figures.map(({ order: _order, ...figure }, index) => ({
      ...figure,
      stall: stalls[index] === true,
    })),
  };
}
