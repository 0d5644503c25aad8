import { Empty, Input, List, Pagination } from 'antd';
import { useState } from 'react';
import { useLanguage, useT } from '../../../shell/hooks';
import { LoadFrame } from '../components/LoadFrame';
import { formatDateTime } from '../format';
import { useReportCapabilities } from '../ReportContext';
import { useLoad } from '../useLoad';

const PAGE_SIZE = 10;

type Props = { questionId: string; descId?: string; otherOfOptionId?: string };

/** Typed answers of one question (or sub-question, or "other" option), page by page, searchable. */
export function TextList({ questionId, descId, otherOfOptionId }: Props) {
  const t = useT();
  const language = useLanguage();
  const { texts } = useReportCapabilities();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = { questionId, descId, otherOfOptionId, search: search.trim(), page, pageSize: PAGE_SIZE };
  const state = useLoad(JSON.stringify(query), () =>
    texts ? texts(query) : Promise.resolve({ total: 0, texts: [] }),
  );
  if (!texts) return null;

  return (
    <div className="wd-res__texts" data-testid="text-list">
      <Input.Search
        allowClear
        placeholder={t('resultsScreen.texts.search')}
        aria-label={t('resultsScreen.texts.search')}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        className="wd-res__texts-search"
      />
      <LoadFrame state={state} minHeight={80}>
        {(data) =>
          data.texts.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('resultsScreen.texts.none')} />
          ) : (
            <>
              <List
                size="small"
                dataSource={data.texts}
                renderItem={(item) => (
                  <List.Item key={`${item.responseId}-${item.answeredAt}`}>
                    <span className="wd-res__text">{item.text}</span>
                    <span className="wd-muted wd-res__text-date">
                      {formatDateTime(language, item.answeredAt)}
                    </span>
                  </List.Item>
                )}
              />
              {data.total > PAGE_SIZE && (
                <Pagination
                  size="small"
                  className="wd-res__pager"
                  current={page}
                  pageSize={PAGE_SIZE}
                  total={data.total}
                  showSizeChanger={false}
                  showTotal={(total) => t('resultsScreen.total', { count: total })}
                  onChange={setPage}
                />
              )}
            </>
          )
        }
      </LoadFrame>
    </div>
  );
}
