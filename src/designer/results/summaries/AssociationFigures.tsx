import { Flex, Table, Tag } from 'antd';
import {
  type AssociationStimulus,
  type AssociationSummary,
  D_BANDS,
  D_STRENGTH_CUTS,
} from '../../../core/api/results';
import type { Language } from '../../../i18n';
import { useLanguage, useT } from '../../../shell/hooks';
import { formatNumber, formatPercent } from '../format';

type T = ReturnType<typeof useT>;
type Band = { band: number; count: number };

/**
 * An implicit association question in the report: per stimulus its trials, latencies (ms), error share (full
 * IAT) and swipes given up, a swipe round's sides; for a full IAT the D scores' summary and bands.
 */
export function AssociationFigures({ association }: { association: AssociationSummary }) {
  const t = useT();
  const language = useLanguage();
  const { sides, stimuli, iat } = association;
  const ms = (value: number | null) => formatNumber(language, value, 0);
  return (
    <Flex vertical gap="middle" className="wd-res__iat" data-testid="association-summary">
      <Table<AssociationStimulus>
        size="small"
        rowKey="stimulusId"
        pagination={false}
        dataSource={stimuli}
        columns={[
          {
            title: t('resultsScreen.iat.stimulus'),
            dataIndex: 'label',
            render: (label: string, row) => (
              <>
                {label} {row.attribute && <Tag>{t('resultsScreen.iat.attribute')}</Tag>}
              </>
            ),
          },
          { title: t('resultsScreen.iat.trials'), dataIndex: 'trials', align: 'right' },
          { title: t('resultsScreen.iat.meanMs'), dataIndex: 'meanMs', align: 'right', render: ms },
          { title: t('resultsScreen.iat.medianMs'), dataIndex: 'medianMs', align: 'right', render: ms },
          ...(iat
            ? [
                {
                  title: t('resultsScreen.iat.errorShare'),
                  dataIndex: 'errorShare',
                  align: 'right' as const,
                  render: (share: number | null) => formatPercent(share === null ? null : share * 100),
                },
              ]
            : sides.map((side, at) => ({
                title: t(at === 0 ? 'resultsScreen.iat.left' : 'resultsScreen.iat.right', { side }),
                key: `side${at}`,
                align: 'right' as const,
                render: (_: unknown, row: AssociationStimulus) => row.sides?.[at] ?? 0,
              }))),
          { title: t('resultsScreen.iat.abandoned'), dataIndex: 'abandoned', align: 'right' },
        ]}
      />
      {iat && <DScores iat={iat} sides={sides} t={t} language={language} />}
    </Flex>
  );
}

function DScores({
  iat,
  sides,
  t,
  language,
}: {
  iat: NonNullable<AssociationSummary['iat']>;
  sides: AssociationSummary['sides'];
  t: T;
  language: Language;
}) {
  const bands = iat.bands.map((count, band) => ({ band, count }));
  return (
    <div className="wd-res__iat-d" data-testid="association-d">
      <p>
        {t('resultsScreen.iat.respondents', {
          respondents: iat.respondents,
          scored: iat.scored,
          flagged: iat.flagged,
        })}
      </p>
      <p>
        <strong>{t('resultsScreen.iat.meanD', { d: formatNumber(language, iat.meanD, 2) })}</strong>{' '}
        <span className="wd-muted">
          {t('resultsScreen.iat.positive', { side: sides[0], attribute: iat.attributes[0] })}
        </span>
      </p>
      <Table<Band>
        size="small"
        rowKey="band"
        pagination={false}
        dataSource={bands}
        columns={[
          {
            title: t('resultsScreen.iat.range'),
            dataIndex: 'band',
            render: (band: number) => bandRange(band),
          },
          {
            title: t('resultsScreen.iat.strength'),
            key: 'strength',
            render: (_: unknown, row: Band) => bandStrength(row.band, sides, iat.attributes, t),
          },
          { title: t('resultsScreen.iat.people'), dataIndex: 'count', align: 'right', width: 96 },
          {
            title: t('resultsScreen.iat.share'),
            key: 'share',
            align: 'right',
            width: 96,
            render: (_: unknown, row: Band) =>
              formatPercent(iat.scored ? (row.count / iat.scored) * 100 : null),
          },
        ]}
      />
    </div>
  );
}

const MIDDLE = (D_BANDS - 1) / 2;
const STRENGTHS = [
  'resultsScreen.iat.slight',
  'resultsScreen.iat.moderate',
  'resultsScreen.iat.strong',
] as const;
const cut = (strength: number) => String(D_STRENGTH_CUTS[strength - 1] ?? 0);

/** A band's range of D: open on the side of zero, closed at the strength it reaches (see dBand). */
function bandRange(band: number): string {
  const strength = Math.abs(band - MIDDLE);
  const top = D_STRENGTH_CUTS.length;
  if (strength === 0) return `−${cut(1)} < D < ${cut(1)}`;
  if (band < MIDDLE)
    return strength === top ? `D ≤ −${cut(top)}` : `−${cut(strength + 1)} < D ≤ −${cut(strength)}`;
  return strength === top ? `D ≥ ${cut(top)}` : `${cut(strength)} ≤ D < ${cut(strength + 1)}`;
}

/** Slight, moderate or strong, and which target goes with which attribute (positive D: the first with the first). */
function bandStrength(
  band: number,
  sides: AssociationSummary['sides'],
  attributes: [string, string],
  t: T,
): string {
  const strength = Math.abs(band - MIDDLE);
  if (strength === 0) return t('resultsScreen.iat.none');
  const level = t(STRENGTHS[Math.min(strength, STRENGTHS.length) - 1] ?? 'resultsScreen.iat.strong');
  const attribute = band > MIDDLE ? attributes[0] : attributes[1];
  return t('resultsScreen.iat.leaning', { level, side: sides[0], attribute });
}
