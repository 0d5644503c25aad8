import { Table } from 'antd';
import type { MarkupSummary as Markup } from '../../../core/api/results';
import { translate } from '../../../i18n';
import { markLabelKey } from '../../../questions/markupImage/marks';
import { useLanguage, useT } from '../../../shell/hooks';
import { formatPercent } from '../format';

type Picture = Markup['pictures'][number];

/**
 * An image markup's marks per picture: one row per picture (a small thumbnail named by its alt text, and its
 * name), how many marked it, and per mark its count and share of those, with a bar of the share so the
 * leading mark of each picture is seen at a glance. A table and not the generic matrix chart, whose rows
 * would be the marks without their words.
 */
export function MarkupSummary({ markup }: { markup: Markup }) {
  const t = useT();
  const language = useLanguage();
  // The default marks in the interface language (the runner's words for them); a typed mark as typed.
  const markLabel = (mark: string) => {
    const key = markLabelKey(mark);
    return key ? translate(language, key) : mark;
  };
  return (
    <div data-testid="markup-summary">
      <p className="wd-muted">{t('resultsScreen.markup.note')}</p>
      <Table<Picture>
        size="small"
        rowKey="optionId"
        pagination={markup.pictures.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        dataSource={markup.pictures}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'picture',
            title: t('resultsScreen.markup.picture'),
            fixed: 'left',
            render: (_: unknown, picture: Picture) => (
              <span className="wd-res__markup-picture">
                {picture.url ? (
                  <img className="wd-res__markup-thumb" src={picture.url} alt={picture.name} loading="lazy" />
                ) : (
                  <span className="wd-res__markup-thumb wd-res__markup-thumb--none">
                    {t('resultsScreen.markup.noImage')}
                  </span>
                )}
                <span>{picture.name}</span>
              </span>
            ),
          },
          {
            key: 'marked',
            title: t('resultsScreen.markup.marked'),
            dataIndex: 'marked',
            align: 'right',
          },
          ...markup.marks.map((mark, index) => ({
            key: `mark-${index}`,
            title: markLabel(mark),
            align: 'right' as const,
            render: (_: unknown, picture: Picture) => {
              const cell = picture.marks[index];
              if (!cell) return '–';
              return (
                <span className="wd-res__markup-cell" data-testid="markup-cell">
                  <span>
                    {cell.count}
                    <span className="wd-muted"> ({formatPercent(cell.percent)})</span>
                  </span>
                  <span className="wd-res__markup-bar" aria-hidden="true">
                    <span style={{ width: `${Math.min(100, cell.percent)}%` }} />
                  </span>
                </span>
              );
            },
          })),
        ]}
      />
    </div>
  );
}
