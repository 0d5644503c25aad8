import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { ContentDialog } from '../../../designer/editor/ContentDialog';
import type { SetContentProps } from '../../../designer/editor/contract';
import { useDesignT } from '../../../designer/fields/EditorContext';
import { cityLevels } from '../family';
import { type AddressPreview, addressPreview, fetchAddressList } from './addressPreview';
import { CityLevelsChoice } from './CityLevelsChoice';
import './cityContent.css';

/** How many paths the preview lists. */
const PREVIEW_PATHS = 6;
const LEVEL_UNITS = [
  'familyDesign.city.countLevel1',
  'familyDesign.city.countLevel2',
  'familyDesign.city.countLevel3',
] as const;

type Loaded = { status: 'loading' } | { status: 'ready'; preview: AddressPreview } | { status: 'failed' };

/**
 * The city's set-content tool. A city question's content is the divisions the server ships, cut at its levels
 * (paramInt01: province, city, district), which is all the spec lets a designer set; the dialog sets the
 * levels and shows the first places and the counts a respondent chooses from at those levels.
 */
export function CityContentDialog({ question, save, onClose }: SetContentProps) {
  const t = useDesignT();
  const [levels, setLevels] = useState(() => cityLevels(question));
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [refusals, setRefusals] = useState<readonly string[]>([]);

  useEffect(() => {
    let current = true;
    setLoaded({ status: 'loading' });
    fetchAddressList(levels).then(
      (items) => current && setLoaded({ status: 'ready', preview: addressPreview(items, PREVIEW_PATHS) }),
      () => current && setLoaded({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [levels]);

  const submit = async () => {
    const outcome = await save({
      ...question,
      answerConfig: { ...question.answerConfig, paramInt01: levels },
    });
    if (outcome.saved) onClose();
    else setRefusals(outcome.issues.map((found) => t(found.key, found.params)));
  };

  return (
    <ContentDialog
      title={t('familyDesign.city.contentTitle')}
      testId="city-content"
      refusals={refusals}
      onSave={submit}
      onClose={onClose}
    >
      <p className="wd-fe__hint">{t('familyDesign.city.contentHint')}</p>
      <CityLevelsChoice
        value={levels}
        onChange={(next) => {
          setLevels(next);
          setRefusals([]);
        }}
      />
      <div className="wd-city-content__preview" data-testid="city-content-preview" aria-live="polite">
        {loaded.status === 'loading' ? <Spin size="small" /> : null}
        {loaded.status === 'failed' ? (
          <p className="wd-fe__hint">{t('familyDesign.city.contentUnavailable')}</p>
        ) : null}
        {loaded.status === 'ready' ? <PreviewList preview={loaded.preview} /> : null}
      </div>
    </ContentDialog>
  );
}

function PreviewList({ preview }: { preview: AddressPreview }) {
  const t = useDesignT();
  return (
    <>
      <div className="wd-fe__hint">
        {t('familyDesign.city.contentCounts', {
          counts: preview.countsByLevel
            .map((n, level) => t(LEVEL_UNITS[level] as (typeof LEVEL_UNITS)[number], { n }))
            .join('、'),
        })}
      </div>
      <ul className="wd-city-content__paths">
        {preview.paths.map((path) => (
          <li key={path.join('/')}>{path.join(' / ')}</li>
        ))}
        <li className="wd-fe__hint">…</li>
      </ul>
    </>
  );
}
