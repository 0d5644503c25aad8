import { defineMessages } from '../define';

/**
 * Publish and share: the designer's publish page (/publish), the survey list's link popover, and the link
 * preview the server writes into an answer link's page (server/share/).
 */
export const shareMessages = defineMessages({
  'share.preview.invitation': { zh: '诚邀您参与本次问卷调查', en: 'You are invited to answer this survey' },
});
