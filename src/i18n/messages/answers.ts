import { defineMessages } from '../define';

/**
 * Messages of the answer calls (spec 2 §7 save and progress). The runner shows the refusals on its status
 * page or beside the question, so each says what happened in the respondent's words, not the server's.
 */
export const answersMessages = defineMessages({
  'answers.survey.notFound': { zh: '问卷不存在', en: 'This survey does not exist' },
  'answers.survey.notCollecting': {
    zh: '问卷暂停收集答案，请稍后再试',
    en: 'This survey is not collecting answers at the moment, please try again later',
  },
  'answers.survey.ended': {
    zh: '问卷已结束，不再收集答案',
    en: 'This survey has ended and no longer collects answers',
  },
  'answers.version.unknown': {
    zh: '问卷版本 {version} 不存在，请重新打开问卷',
    en: 'Version {version} of this survey does not exist, please open the survey again',
  },
  'answers.save.newerFormat': {
    zh: '答案由较新版本的应用保存，服务器正在更新，稍后会自动重新发送',
    en: 'These answers were saved by a newer version of the app while the server is being updated; they will be sent again shortly',
  },
  'answers.response.completedConflict': {
    zh: '这份答卷已提交，不能再修改',
    en: 'This response has already been submitted and cannot be changed',
  },
  'answers.response.otherSurvey': {
    zh: '答卷编号已被另一份问卷使用，请重新开始作答',
    en: 'This response id belongs to another survey, please start a new response',
  },
  'answers.response.notFound': { zh: '找不到这份答卷', en: 'This response was not found' },
  'answers.invalid': { zh: '{question}：{message}', en: '{question}: {message}' },
  'answers.question.unknown': {
    zh: '问卷中没有这道题',
    en: 'This question is not part of the survey',
  },
});
