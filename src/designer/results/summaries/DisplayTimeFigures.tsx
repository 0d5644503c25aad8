import { ClockCircleOutlined } from '@ant-design/icons';
import type { DisplayTimeSummary } from '../../../core/api/displayTimeSummary';
import { useLanguage, useT } from '../../../shell/hooks';
import { formatNumber } from '../format';

/**
 * A question card's display time (src/core/validation/displayTime.ts): for each timed item covering the
 * question — its own, or its page's — the time set and what then happens, how many respondents it was shown
 * to, how many had its time run out and how many left before, and the median and mean time shown.
 */
export function DisplayTimeFigures({ items }: { items: readonly DisplayTimeSummary[] }) {
  return (
    <>
      {items.map((item) => (
        <DisplayTimeItem key={item.itemId} item={item} />
      ))}
    </>
  );
}

function DisplayTimeItem({ item }: { item: DisplayTimeSummary }) {
  const t = useT();
  const language = useLanguage();
  const people = (n: number) => t('resultsScreen.displayTime.people', { n });
  const seconds = (value: number | null) =>
    value === null
      ? '–'
      : t('resultsScreen.displayTime.seconds', { seconds: formatNumber(language, value, 3) });
  const figures: [string, string, string][] = [
    ['reached', t('resultsScreen.displayTime.reached'), people(item.reached)],
    [
      'ranOut',
      t(item.end === 'next' ? 'resultsScreen.displayTime.movedOn' : 'resultsScreen.displayTime.hidden'),
      people(item.ranOut),
    ],
    ['before', t('resultsScreen.displayTime.before'), people(item.reached - item.ranOut)],
    ['median', t('resultsScreen.displayTime.median'), seconds(item.medianSeconds)],
    ['mean', t('resultsScreen.displayTime.mean'), seconds(item.meanSeconds)],
  ];
  return (
    <section className="wd-res__displaytime" data-testid="display-time-summary" data-kind={item.kind}>
      <p className="wd-res__displaytime-head">
        <ClockCircleOutlined aria-hidden />
        <span>
          {t(
            item.kind === 'question'
              ? 'resultsScreen.displayTime.question'
              : 'resultsScreen.displayTime.page',
            {
              limit: formatNumber(language, item.limitSeconds, 0),
            },
          )}
          {' · '}
          {t(item.end === 'next' ? 'resultsScreen.displayTime.endNext' : 'resultsScreen.displayTime.endHide')}
        </span>
      </p>
      <dl className="wd-res__displaytime-figures">
        {figures.map(([key, label, value]) => (
          <div key={key} data-figure={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
