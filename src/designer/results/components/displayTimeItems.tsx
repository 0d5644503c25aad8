import type { DescriptionsProps } from 'antd';
import { Space, Tag } from 'antd';
import type { ShownDisplayTime } from '../../../core/api/results';
import type { Translate } from '../../../shell/hooks';
import { plainTitle } from '../summaries/QuestionCard';

/**
 * The response detail's rows of display time (src/core/validation/displayTime.ts): one per timed question or
 * page break of the response's release, saying how long it was shown against the time set, and whether the
 * time ran out; an item the respondent never reached says so.
 */
export function displayTimeItems(
  t: Translate,
  displayTimes: readonly ShownDisplayTime[],
): NonNullable<DescriptionsProps['items']> {
  return displayTimes.map((item) => ({
    key: `display-${item.itemId}`,
    label: t('resultsScreen.response.displayTime.label', { item: itemName(t, item) }),
    children: (
      <span data-testid="response-display-time">
        {item.shownSeconds === null ? (
          <span className="wd-muted">{t('resultsScreen.response.displayTime.notReached')}</span>
        ) : (
          <Space size={8} wrap>
            <span>
              {t('resultsScreen.response.displayTime.shown', {
                shown: item.shownSeconds.toFixed(3),
                limit: item.limitSeconds,
              })}
            </span>
            {item.ranOut ? (
              <Tag color="orange">{t('resultsScreen.response.displayTime.ranOut')}</Tag>
            ) : (
              <Tag>{t('resultsScreen.response.displayTime.notRanOut')}</Tag>
            )}
          </Space>
        )}
      </span>
    ),
  }));
}

function itemName(t: Translate, item: ShownDisplayTime): string {
  if (item.kind === 'question') return [item.itemCode, plainTitle(item.title)].filter(Boolean).join(' ');
  const position = item.pageBreak ?? 0;
  return item.covers.length > 0
    ? t('resultsScreen.response.displayTime.pageBreakCovers', { n: position, codes: item.covers.join(', ') })
    : t('resultsScreen.response.displayTime.pageBreak', { n: position });
}
