import { and, eq } from 'drizzle-orm';
import { translate } from '../../src/i18n';
import { ANSWERABLE_CATALOG_KEYS } from '../../src/questions/answerable';
import type { Database } from '../db/database';
import { questionGroups, releases, surveys, users } from '../db/schema';
import { newId } from '../design/ids';
import { allMembers } from '../design/questions/families';
import { saveQuestion } from '../design/questions/save';
import { createSurvey } from '../design/surveys';
import type { SampleMediaTarget } from '../seed/sample-media';
import { insertSampleResponses, responseCount } from '../seed/sample-responses';
import { ensureDemoInterviews } from '../seed/sampleInterviews';
import { publishSurvey } from './release';

/** Questions per page before a page break is put in. */
const QUESTIONS_PER_PAGE = 5;

/**
 * The published demo survey of the demo designer: one question of every family built end to end
 * (built with the catalogue's defaults through the same save path the designer uses), spread over three
 * groups and several pages, published once. Made only when the demo user has no survey of that name, so a
 * restart neither duplicates it nor undoes what someone changed in it.
 */
export async function ensureDemoSurvey(
  db: Database,
  demoUserId: string,
  media?: SampleMediaTarget,
): Promise<string> {
  const title = translate('zh', 'design.demo.title');
  const [existing] = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(and(eq(surveys.userId, demoUserId), eq(surveys.surveyName, title)))
    .limit(1);
  if (existing) {
    await ensureDemoResponses(db, existing.id, media);
    return existing.id;
  }
  const [user] = await db.select().from(users).where(eq(users.id, demoUserId)).limit(1);
  if (!user) throw new Error('the demo user does not exist');
  const { passwordHash: _hidden, ...account } = user;

  const survey = await db.transaction((tx) =>
    createSurvey(tx, demoUserId, { surveyName: title, surveyLanguage: ['zh', 'en'] }, 'zh'),
  );
  const [firstGroup] = await db.select().from(questionGroups).where(eq(questionGroups.surveyId, survey.id));
  if (!firstGroup) throw new Error('the demo survey has no group');
  const groupTitles = [
    '基本信息 / Profile',
    '选择与评分 / Choices and ratings',
    '填空与开放 / Fill-in and open',
  ];
  const groupIds = [firstGroup.id];
  await db
    .update(questionGroups)
    .set({ groupTitle: groupTitles[0] })
    .where(eq(questionGroups.id, firstGroup.id));
  for (const [index, groupTitle] of groupTitles.slice(1).entries()) {
    const id = newId();
    await db
      .insert(questionGroups)
      .values({ id, surveyId: survey.id, groupType: 2, groupTitle, orderById: index + 2 });
    groupIds.push(id);
  }

  // Only families a respondent can answer: the demo survey must be answerable to the end.
  const members = allMembers().filter(
    ({ member }) => member.catalogKey !== 'pageBreak' && ANSWERABLE_CATALOG_KEYS.includes(member.catalogKey),
  );
  const profile = members.filter(({ member }) => member.itemCode || member.dictionaryKey);
  const choices = members.filter(
    ({ member, endpoint }) =>
      !profile.some((p) => p.member === member) &&
      /radio|checkbox|orderqu|proportion|score|select|number/.test(endpoint),
  );
  const rest = members.filter(
    ({ member }) => !profile.some((p) => p.member === member) && !choices.some((c) => c.member === member),
  );
  for (const [index, part] of [profile, choices, rest].entries()) {
    const groupId = groupIds[index] ?? firstGroup.id;
    for (const [position, { endpoint, member }] of part.entries()) {
      if (position > 0 && position % QUESTIONS_PER_PAGE === 0) {
        await saveQuestion(
          db,
          account,
          '/design/qu-pagetag/ajaxSave',
          { belongId: survey.id, catalogKey: 'pageBreak', groupId },
          'zh',
        );
      }
      await saveQuestion(
        db,
        account,
        endpoint,
        { belongId: survey.id, catalogKey: member.catalogKey, groupId },
        'zh',
      );
    }
  }
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(surveys).where(eq(surveys.id, survey.id));
    if (row) await publishSurvey(tx, row, 'zh');
  });
  await ensureDemoResponses(db, survey.id, media);
  return survey.id;
}

/** Generated responses of the demo survey: enough for every chart to show something, few enough to start fast. */
export const DEMO_RESPONSES = 200;

/**
 * Gives the demo survey generated responses (server/seed/sample-responses.ts) when it has none, so the
 * results screen of a fresh start shows something. A demo survey with any response (real or generated) is
 * left alone; one whose responses were all deleted gets generated ones again at the next start. With a media
 * target, its photo and recording questions are answered with small generated files in the media store.
 */
async function ensureDemoResponses(
  db: Database,
  surveyId: string,
  media: SampleMediaTarget | undefined,
): Promise<void> {
  if ((await responseCount(db, surveyId)) > 0) return;
  const [release] = await db
    .select({ version: releases.version })
    .from(releases)
    .where(eq(releases.surveyId, surveyId))
    .limit(1);
  if (!release) return;
  await insertSampleResponses(db, surveyId, {
    count: DEMO_RESPONSES,
    seed: 'demo',
    batchSize: DEMO_RESPONSES,
    media,
  });
  await ensureDemoInterviews(db, surveyId);
}
