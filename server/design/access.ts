import { and, eq } from 'drizzle-orm';
import type { SurveyAccess } from '../../src/core/api/design';
import { ResponseCode } from '../../src/core/envelope';
import { SurveyState } from '../../src/core/model';
import type { AccountUser } from '../accounts/service';
import type { Database } from '../db/database';
import { type SurveyRow, surveyGrants, surveys } from '../db/schema';
import { AppError } from '../http/app-error';
import { hasAbility } from '../http/auth';

/** A transaction or the database: the checks below run inside the callers' transactions too. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type SurveyWithAccess = { survey: SurveyRow; access: SurveyAccess };

/**
 * The survey and what the user may do with it: everything when they own it, the granted rights otherwise,
 * always within the user's own abilities (spec 1 §6). A survey the user neither owns nor was granted is
 * answered exactly like a missing one (404), so ids of other people's surveys leak nothing.
 */
export async function findSurveyAccess(
  db: Queryable,
  user: AccountUser,
  surveyId: string,
): Promise<SurveyWithAccess | undefined> {
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, surveyId)).limit(1);
  if (!survey) return undefined;
  if (survey.userId === user.id) {
    return {
      survey,
      access: {
        owner: true,
        edit: hasAbility(user, 'edit'),
        release: hasAbility(user, 'release'),
        data: hasAbility(user, 'data'),
      },
    };
  }
  const [grant] = await db
    .select()
    .from(surveyGrants)
    .where(and(eq(surveyGrants.surveyId, surveyId), eq(surveyGrants.userId, user.id)))
    .limit(1);
  if (!grant) return undefined;
  return {
    survey,
    access: {
      owner: false,
      edit: grant.mayEdit === 1 && hasAbility(user, 'edit'),
      release: grant.mayRelease === 1 && hasAbility(user, 'release'),
      data: grant.mayData === 1 && hasAbility(user, 'data'),
    },
  };
}

export function surveyNotFound(): AppError {
  return new AppError(ResponseCode.notFound, 'design.survey.notFound');
}

/** A survey the user may read (owner or any grant). */
export async function readableSurvey(db: Queryable, user: AccountUser, surveyId: string) {
  const found = await findSurveyAccess(db, user, surveyId);
  if (!found) throw surveyNotFound();
  return found;
}

/**
 * A survey the user may change the design of: edit right, and the survey in designing state. A published or
 * ended survey is refused with the spec's message pointing to the Publish page (spec 1 §4).
 */
export async function editableSurvey(db: Queryable, user: AccountUser, surveyId: string) {
  const readable = await readableSurvey(db, user, surveyId);
  if (!readable.access.edit) throw new AppError(ResponseCode.forbidden, 'design.survey.noEditRight');
  const found = await lockedSurvey(db, readable);
  if (found.survey.surveyState !== SurveyState.designing) {
    throw new AppError(
      ResponseCode.conflict,
      'design.survey.notEditable',
      {},
      { surveyState: found.survey.surveyState },
    );
  }
  return found;
}

/** A survey whose state the user may change (release right on it), locked like an editable one. */
export async function releasableSurvey(db: Queryable, user: AccountUser, surveyId: string) {
  const found = await readableSurvey(db, user, surveyId);
  if (!found.access.release) throw new AppError(ResponseCode.forbidden, 'design.survey.noReleaseRight');
  return lockedSurvey(db, found);
}

/**
 * The survey row locked (SELECT … FOR UPDATE) until the caller's transaction ends, read again under the lock.
 * Every change of a design or of a survey's state goes through editableSurvey or releasableSurvey first, so
 * changes of one survey run one after another: each one's "append at the end" (questions, groups), numbering
 * (Q1…Qn across groups) and publish (state check, version = last + 1) see the changes committed before it.
 * Without it, on PostgreSQL, twenty questions created at once got positions 1, 2, 2, 2, 3… and five publishes
 * made five releases. Taken after the access check, so nobody can hold a lock on another person's survey.
 */
async function lockedSurvey(db: Queryable, found: SurveyWithAccess): Promise<SurveyWithAccess> {
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, found.survey.id)).for('update');
  if (!survey) throw surveyNotFound();
  return { ...found, survey };
}

/** Marks the survey as changed now (list order, caches). */
export async function touchSurvey(db: Queryable, surveyId: string): Promise<void> {
  await db.update(surveys).set({ updatedAt: new Date() }).where(eq(surveys.id, surveyId));
}
