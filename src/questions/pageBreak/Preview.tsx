import { useDesignT } from '../../designer/fields/EditorContext';
import '../../designer/fields/preview/preview.css';

/** A page break: a dashed rule across the block. */
export function PageBreakPreview() {
  const t = useDesignT();
  return (
    <div className="wd-pv">
      <div className="wd-pv__page">{t('familyDesign.page.label')}</div>
    </div>
  );
}
