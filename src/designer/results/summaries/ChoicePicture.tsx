import type { ChoicePicture as Picture } from '../../../core/api/results';
import { useT } from '../../../shell/hooks';
import { formatPercent } from '../format';
import type { SummaryOf } from './types';

/**
 * A choice whose options are regions of one picture (concept evaluation): the picture with each region drawn
 * over it, the more respondents chose it the deeper its colour (a heat map of the regions), labelled with its
 * name and share. The table under the chart gives the same figures as text.
 */
export function ChoicePicture({ picture, summary }: { picture: Picture; summary: SummaryOf<'choice'> }) {
  const t = useT();
  const byOption = new Map(summary.options.map((option) => [option.optionId, option]));
  const highest = Math.max(0, ...summary.options.map((option) => option.percent));
  return (
    <figure className="wd-res__picture" data-testid="choice-picture">
      <div className="wd-res__picture-stage">
        <img src={picture.url} alt={t('resultsScreen.picture.alt')} />
        {picture.regions.map((region) => {
          const option = byOption.get(region.optionId);
          const percent = option?.percent ?? 0;
          // From a faint wash for the least chosen to a strong fill for the most chosen.
          const heat = highest > 0 ? percent / highest : 0;
          return (
            <div
              key={region.optionId}
              className="wd-res__region"
              data-testid="choice-picture-region"
              style={{
                left: `${region.x * 100}%`,
                top: `${region.y * 100}%`,
                width: `${region.w * 100}%`,
                height: `${region.h * 100}%`,
                backgroundColor: `rgba(39, 119, 118, ${(0.08 + 0.55 * heat).toFixed(2)})`,
              }}
            >
              <span className="wd-res__region-label">
                {option?.label ?? ''} {formatPercent(percent)}
              </span>
            </div>
          );
        })}
      </div>
      <figcaption className="wd-muted">{t('resultsScreen.picture.caption')}</figcaption>
    </figure>
  );
}
