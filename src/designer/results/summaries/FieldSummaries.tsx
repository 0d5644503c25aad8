import { Table } from 'antd';
import type { GpsPoint, GpsSummary, MediaSummary, PlacesSummary } from '../../../core/api/results';
import { useLanguage, useT } from '../../../shell/hooks';
import { formatBytes, formatDateTime, formatNumber } from '../format';
import { AssociationFigures } from './AssociationFigures';
import { LatencyFigures } from './LatencyFigures';
import { MarkupSummary } from './MarkupSummary';
import type { SummaryOf } from './types';

/**
 * Summaries of the answer kinds counted without a chart of their own: GPS points, places, media files, an
 * image markup's marks per picture.
 * GPS is a list, not a map: a map needs tiles from an online map service, which an offline-first
 * deployment (or an intranet) cannot count on, and a map without tiles says nothing.
 */
export function FieldSummary({ summary }: { summary: SummaryOf<'count'> }) {
  const t = useT();
  if (summary.gps) return <GpsPoints gps={summary.gps} />;
  if (summary.places) return <Places places={summary.places} />;
  if (summary.latency) {
    const files = summary.media ? <MediaFiles media={summary.media} /> : undefined;
    return <LatencyFigures latency={summary.latency} files={files} />;
  }
  if (summary.media) return <MediaFiles media={summary.media} />;
  if (summary.association) return <AssociationFigures association={summary.association} />;
  if (summary.markup) return <MarkupSummary markup={summary.markup} />;
  return <p className="wd-muted">{t('resultsScreen.count.only')}</p>;
}

function GpsPoints({ gps }: { gps: GpsSummary }) {
  const t = useT();
  const language = useLanguage();
  return (
    <div data-testid="gps-summary">
      <p>
        {t('resultsScreen.gps.count', { count: gps.count })}
        {' · '}
        {gps.medianAccuracy === null
          ? t('resultsScreen.gps.noAccuracy')
          : t('resultsScreen.gps.median', { metres: formatNumber(language, gps.medianAccuracy, 1) })}
      </p>
      {gps.points.length > 0 && (
        <>
          <Table<GpsPoint>
            size="small"
            rowKey="responseId"
            dataSource={gps.points}
            pagination={gps.points.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: t('resultsScreen.gps.latitude'), dataIndex: 'latitude', align: 'right' },
              { title: t('resultsScreen.gps.longitude'), dataIndex: 'longitude', align: 'right' },
              {
                title: t('resultsScreen.gps.accuracy'),
                dataIndex: 'accuracy',
                align: 'right',
                render: (value: number | null) => value ?? '–',
              },
              {
                title: t('resultsScreen.gps.altitude'),
                dataIndex: 'altitude',
                align: 'right',
                render: (value: number | null) => value ?? '–',
              },
              {
                title: t('resultsScreen.gps.fixTime'),
                dataIndex: 'fixTime',
                render: (value: string | null) => formatDateTime(language, value),
              },
            ]}
          />
          {gps.points.length < gps.count && (
            <p className="wd-muted">
              {t('resultsScreen.gps.listed', { listed: gps.points.length, count: gps.count })}
            </p>
          )}
        </>
      )}
      <p className="wd-muted">{t('resultsScreen.gps.noMap')}</p>
    </div>
  );
}

function Places({ places }: { places: PlacesSummary }) {
  const t = useT();
  const count = { title: t('resultsScreen.count'), dataIndex: 'count', align: 'right' as const, width: 96 };
  return (
    <div className="wd-res__places" data-testid="places-summary">
      <Table
        size="small"
        rowKey="code"
        pagination={false}
        dataSource={places.top}
        columns={[{ title: t('resultsScreen.places.top'), dataIndex: 'name' }, count]}
      />
      {places.second.length > 0 && (
        <Table
          size="small"
          rowKey="code"
          pagination={places.second.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          dataSource={places.second}
          columns={[
            { title: t('resultsScreen.places.second'), dataIndex: 'name' },
            { title: t('resultsScreen.places.top'), dataIndex: 'parentName' },
            count,
          ]}
        />
      )}
    </div>
  );
}

function MediaFiles({ media }: { media: MediaSummary }) {
  const t = useT();
  const kindName = (kind: string) =>
    kind === 'audio' || kind === 'image' || kind === 'video' ? t(`resultsScreen.media.kind.${kind}`) : kind;
  return (
    <div data-testid="media-summary">
      <p>{t('resultsScreen.media.received', { files: media.files, received: media.received })}</p>
      {media.kinds.length > 0 && (
        <Table
          size="small"
          rowKey="kind"
          pagination={false}
          dataSource={media.kinds}
          columns={[
            { title: t('resultsScreen.media.kind'), dataIndex: 'kind', render: kindName },
            { title: t('resultsScreen.media.files'), dataIndex: 'files', align: 'right', width: 96 },
            {
              title: t('resultsScreen.media.size'),
              dataIndex: 'bytes',
              align: 'right',
              width: 120,
              render: (bytes: number) => formatBytes(bytes),
            },
          ]}
        />
      )}
    </div>
  );
}
