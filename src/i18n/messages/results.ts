import { defineMessages } from '../define';

/** Messages of the results, export and archive calls (server refusals and export job errors). */
export const resultsMessages = defineMessages({
  'results.noDataRight': {
    zh: '您没有查看此问卷数据的权限',
    en: 'You may not see the data of this survey',
  },
});
