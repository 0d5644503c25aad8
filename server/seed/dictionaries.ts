import { sql } from 'drizzle-orm';
import type { DictionaryKey } from '../../src/core/api/design';
import type { Database } from '../db/database';
import { dictionaries } from '../db/schema';

/** [code, zh, en] rows of one dictionary, in display order. */
type Entries = readonly (readonly [string, string, string])[];

/**
 * The profile dictionaries (spec 1 §3 "Fixed profile codes", spec 2 §7 dictionary keys): education levels of
 * the Chinese system, occupation status, industries after the national classification (GB/T 4754 sections),
 * household size and definition, monthly household income bands in RMB, age stages, city tiers and the
 * seven geographic regions of China; city zones from the centre to the countryside.
 */
export const DICTIONARY_SEED: Record<DictionaryKey, Entries> = {
  degree: [
    ['1', '小学及以下', 'Primary school or below'],
    ['2', '初中', 'Junior middle school'],
    ['3', '高中/中专/技校', 'Senior high / vocational school'],
    ['4', '大专', 'Junior college'],
    ['5', '大学本科', "Bachelor's degree"],
    ['6', '硕士研究生', "Master's degree"],
    ['7', '博士研究生及以上', 'Doctorate or above'],
  ],
  workStatus: [
    ['1', '全职工作', 'Employed full-time'],
    ['2', '兼职工作', 'Employed part-time'],
    ['3', '自由职业', 'Freelance'],
    ['4', '个体经营/企业主', 'Self-employed / business owner'],
    ['5', '在校学生', 'Student'],
    ['6', '离退休', 'Retired'],
    ['7', '待业/失业', 'Unemployed'],
    ['8', '全职家庭主妇/主夫', 'Homemaker'],
    ['9', '其他', 'Other'],
  ],
  industry: [
    ['A', '农、林、牧、渔业', 'Agriculture, forestry, animal husbandry and fishery'],
    ['B', '采矿业', 'Mining'],
    ['C', '制造业', 'Manufacturing'],
    ['D', '电力、热力、燃气及水生产和供应业', 'Electricity, heat, gas and water supply'],
    ['E', '建筑业', 'Construction'],
    ['F', '批发和零售业', 'Wholesale and retail trade'],
    ['G', '交通运输、仓储和邮政业', 'Transport, storage and postal services'],
    ['H', '住宿和餐饮业', 'Accommodation and catering'],
    ['I', '信息传输、软件和信息技术服务业', 'Information transmission, software and IT services'],
    ['J', '金融业', 'Finance'],
    ['K', '房地产业', 'Real estate'],
    ['L', '租赁和商务服务业', 'Leasing and business services'],
    ['M', '科学研究和技术服务业', 'Scientific research and technical services'],
    ['N', '水利、环境和公共设施管理业', 'Water conservancy, environment and public facilities'],
    ['O', '居民服务、修理和其他服务业', 'Resident services, repair and other services'],
    ['P', '教育', 'Education'],
    ['Q', '卫生和社会工作', 'Health and social work'],
    ['R', '文化、体育和娱乐业', 'Culture, sports and entertainment'],
    ['S', '公共管理、社会保障和社会组织', 'Public administration, social security and organisations'],
    ['T', '国际组织', 'International organisations'],
  ],
  familyPeople: [
    ['1', '1人', '1 person'],
    ['2', '2人', '2 people'],
    ['3', '3人', '3 people'],
    ['4', '4人', '4 people'],
    ['5', '5人', '5 people'],
    ['6', '6人及以上', '6 or more people'],
  ],
  familyDefine: [
    ['1', '单身独居', 'Single, living alone'],
    ['2', '夫妻二人，无子女', 'Couple without children'],
    ['3', '夫妻与未婚子女同住', 'Couple with unmarried children'],
    ['4', '单亲与子女同住', 'Single parent with children'],
    ['5', '三代及以上同住', 'Three or more generations together'],
    ['6', '与朋友/同事合住', 'Sharing with friends or colleagues'],
    ['7', '其他', 'Other'],
  ],
  familyIncome: [
    ['1', '3000元以下', 'Below 3,000 RMB'],
    ['2', '3000-4999元', '3,000–4,999 RMB'],
    ['3', '5000-7999元', '5,000–7,999 RMB'],
    ['4', '8000-11999元', '8,000–11,999 RMB'],
    ['5', '12000-19999元', '12,000–19,999 RMB'],
    ['6', '20000-29999元', '20,000–29,999 RMB'],
    ['7', '30000-49999元', '30,000–49,999 RMB'],
    ['8', '50000元及以上', '50,000 RMB or more'],
  ],
  ageStage: [
    ['1', '18岁以下', 'Under 18'],
    ['2', '18-24岁', '18–24'],
    ['3', '25-29岁', '25–29'],
    ['4', '30-34岁', '30–34'],
    ['5', '35-39岁', '35–39'],
    ['6', '40-49岁', '40–49'],
    ['7', '50-59岁', '50–59'],
    ['8', '60岁及以上', '60 or older'],
  ],
  cityLevel2: [
    ['1', '一线城市', 'Tier-1 city'],
    ['2', '新一线城市', 'New tier-1 city'],
    ['3', '二线城市', 'Tier-2 city'],
    ['4', '三线城市', 'Tier-3 city'],
    ['5', '四线城市', 'Tier-4 city'],
    ['6', '五线城市及以下', 'Tier-5 city or smaller'],
  ],
  cityZone: [
    ['1', '市中心城区', 'City centre'],
    ['2', '非中心城区', 'Urban area outside the centre'],
    ['3', '城郊结合部', 'Urban fringe'],
    ['4', '郊区/县城', 'Suburb or county town'],
    ['5', '乡镇', 'Township'],
    ['6', '农村', 'Rural village'],
  ],
  gpsRegion: [
    ['1', '华北', 'North China'],
    ['2', '东北', 'Northeast China'],
    ['3', '华东', 'East China'],
    ['4', '华中', 'Central China'],
    ['5', '华南', 'South China'],
    ['6', '西南', 'Southwest China'],
    ['7', '西北', 'Northwest China'],
  ],
};

/**
 * Writes the dictionaries; idempotent (one statement, existing rows are brought up to date), so every start
 * and several nodes starting at once are safe.
 */
export async function ensureDictionaries(db: Database): Promise<void> {
  const rows = Object.entries(DICTIONARY_SEED).flatMap(([dictKey, entries]) =>
    entries.map(([dictCode, dictName, dictNameEn], index) => ({
      dictKey,
      dictCode,
      dictName,
      dictNameEn,
      orderById: index + 1,
    })),
  );
  await db
    .insert(dictionaries)
    .values(rows)
    .onConflictDoUpdate({
      target: [dictionaries.dictKey, dictionaries.dictCode],
      set: {
        dictName: sql`excluded.dict_name`,
        dictNameEn: sql`excluded.dict_name_en`,
        orderById: sql`excluded.order_by_id`,
      },
    });
}
