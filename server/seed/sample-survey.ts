import { eq } from 'drizzle-orm';
import { type QuestionSaveRequest, questionSaveRequestSchema } from '../../src/core/api/design';
import { entryFor } from '../../src/questions/catalogue';
import type { Database } from '../db/database';
import { surveys, users } from '../db/schema';
import { saveQuestion } from '../design/questions/save';
import { createSurvey } from '../design/surveys';
import { publishSurvey } from '../publish/release';

/** One question of the sample survey: a catalogue key and what differs from its defaults. */
type SampleQuestion = Omit<QuestionSaveRequest, 'belongId'> & { catalogKey: string };

const opts = (...names: string[]) => names.map((optionName) => ({ optionName }));
const rows = (...names: string[]) => names.map((optionName) => ({ optionName }));

/**
 * Questions of every summary kind (choice, profile choice with dictionary options, matrix, sort, chip,
 * numeric, scores, time in each format, text, blanks; no answerable family is summarised as a bare count yet), with an "other" option, an HTML title and
 * texts in several languages, so results, exports and their tests meet every path.
 */
export const EVERY_KIND: readonly SampleQuestion[] = [
  {
    catalogKey: 'radio',
    quTitle: '<p>您是从哪里<b>知道</b>我们的？</p>',
    optionList: [...opts('朋友推荐', '广告', '网上搜索'), { optionName: '其他', type: 'other' }],
  },
  {
    catalogKey: 'checkbox',
    quTitle: '您常用哪些 App？ / Which apps do you use?',
    optionList: [...opts('微信', 'LINE', '카카오톡', 'WhatsApp'), { optionName: 'Other', type: 'other' }],
  },
  { catalogKey: 'select', quTitle: '所在城市', optionList: opts('北京', '上海', '广州', '深圳', '成都') },
  { catalogKey: 'gender' },
  { catalogKey: 'education' },
  {
    catalogKey: 'matrixRadio',
    quTitle: '请评价以下方面',
    descList: rows('价格', '质量', '服务'),
    optionList: opts('很差', '差', '一般', '好', '很好'),
  },
  {
    catalogKey: 'matrixCheckbox',
    quTitle: '各场景下使用的设备',
    descList: rows('工作', '娱乐'),
    optionList: opts('手机', '电脑', '平板'),
  },
  { catalogKey: 'sort', quTitle: '请按重要性排序', optionList: opts('价格', '品牌', '外观', '续航') },
  { catalogKey: 'chip', quTitle: '把 10 分分配给以下品牌', optionList: opts('品牌A', '品牌B', '品牌C') },
  { catalogKey: 'rating', quTitle: '总体满意度' },
  { catalogKey: 'slider', quTitle: '推荐给朋友的可能性' },
  { catalogKey: 'ratingGroup', quTitle: '各项打分', descList: rows('外观', '性能', '价格') },
  {
    catalogKey: 'number',
    quTitle: '每月花费（元）',
    answerConfig: { limitRangeInd: 1, paramInt01: 0, paramInt02: 500 },
  },
  { catalogKey: 'age' },
  { catalogKey: 'time', quTitle: '通常几点起床？', answerConfig: { timeType: '01' } },
  {
    catalogKey: 'time',
    quTitle: '首次购买的年月',
    answerConfig: { timeType: '02' },
    scoreQuType: 3,
    scoreQuParagraph: 1,
  },
  {
    catalogKey: 'time',
    quTitle: '最近一次购买日期',
    answerConfig: { timeType: '03' },
    scoreQuType: 3,
    scoreQuParagraph: 2,
  },
  { catalogKey: 'time', quTitle: '预约时间', answerConfig: { timeType: '04' }, scoreQuType: 4 },
  { catalogKey: 'birthday' },
  { catalogKey: 'fillBlank', quTitle: '您还有什么建议？' },
  { catalogKey: 'multiFillBlank', quTitle: '请填写', descList: rows('优点', '缺点') },
  { catalogKey: 'multiOpen', quTitle: '详细说说', descList: rows('第一印象', '使用感受') },
  { catalogKey: 'name' },
];

/** The benchmark's survey: the kinds above repeated to `count` questions (50 by default). */
export function benchQuestions(count = 50): SampleQuestion[] {
  return Array.from({ length: count }, (_, index) => {
    const base = EVERY_KIND[index % EVERY_KIND.length] as SampleQuestion;
    // Profile questions have fixed codes and may appear once; repeat them as plain choices instead.
    return entryFor(base.catalogKey)?.profile && index >= EVERY_KIND.length
      ? { catalogKey: 'radio', quTitle: `Q${index + 1}`, optionList: opts('A', 'B', 'C', 'D') }
      : { ...base, quTitle: base.quTitle ? `${base.quTitle} (${index + 1})` : base.quTitle };
  });
}

/**
 * Creates and publishes a survey for a user through the designer's own code paths (the same calls the
 * design API makes, without HTTP): every question is validated, numbered and sanitised as a designer's
 * would be, and profile options come from the dictionaries. Returns the survey id and its release version.
 */
export async function buildSampleSurvey(
  db: Database,
  userId: string,
  questionsToMake: readonly SampleQuestion[] = EVERY_KIND,
  surveyName = '样本问卷 / Sample survey',
): Promise<{ surveyId: string; version: number }> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error(`user ${userId} does not exist`);
  const { passwordHash: _hidden, ...account } = user;
  const survey = await db.transaction((tx) =>
    createSurvey(tx, userId, { surveyName, surveyLanguage: ['zh', 'en', 'ja', 'ko'] }, 'zh'),
  );
  for (const question of questionsToMake) {
    const entry = entryFor(question.catalogKey);
    if (!entry) throw new Error(`unknown catalogue key ${question.catalogKey}`);
    const body = questionSaveRequestSchema.parse({ ...question, belongId: survey.id });
    await saveQuestion(db, account, entry.saveEndpoint as never, body, 'zh');
  }
  const version = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(surveys).where(eq(surveys.id, survey.id));
    if (!row) throw new Error('the sample survey vanished');
    return publishSurvey(tx, row, 'zh').catch((error: unknown) => {
      // A design problem here is the sample's own mistake: name it rather than a bare message key.
      const params = (error as { params?: unknown }).params;
      throw new Error(`the sample survey does not publish: ${JSON.stringify(params ?? String(error))}`);
    });
  });
  return { surveyId: survey.id, version };
}
