import { DownOutlined } from '@ant-design/icons';
import type { Question } from '../../core/model';
import { useDesignT } from '../../designer/fields/EditorContext';
import '../../designer/fields/preview/preview.css';

/** A closed dropdown and, under it, what it offers. */
export function SelectPreview({ question }: { question: Question }) {
  const t = useDesignT();
  const names = question.optionList.map((option) => option.optionName);
  return (
    <div className="wd-pv">
      <div className="wd-pv__box">
        <span>{t('familyDesign.preview.select')}</span>
        <DownOutlined />
      </div>
      <div className="wd-pv__hint">
        {names.slice(0, 6).join(' / ')}
        {names.length > 6 ? ` … ${t('familyDesign.preview.more', { n: names.length - 6 })}` : ''}
      </div>
    </div>
  );
}
