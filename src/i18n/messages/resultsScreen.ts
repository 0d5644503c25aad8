import { defineMessages } from '../define';

/** Texts of the designer's results workspace (overview, charts, responses, exports, public report). */
export const resultsScreenMessages = defineMessages({
  'resultsScreen.tab': { zh: '数据', en: 'Results' },
});
