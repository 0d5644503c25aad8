import { DownOutlined } from '@ant-design/icons';
import type { QuestionPreviewProps } from '../../designer/editor/contract';
import { useDesignT } from '../../designer/fields/EditorContext';
import '../../designer/fields/preview/preview.css';
import { childrenByParent, optionText, TOP_LEVEL } from '../../core/optionTree';
import { cascadeLevels } from './family';
import { levelTitle } from './levels';

/**
 * One closed dropdown per level with its title, as the respondent sees them before choosing, and the first
 * level's options under them, so the designer recognises the tree without opening it.
 */
export function CascadePreview({ question }: QuestionPreviewProps) {
  const t = useDesignT();
  const levels = cascadeLevels(question);
  const top = childrenByParent(question.optionList).get(TOP_LEVEL) ?? [];
  const shown = top.slice(0, 6).map((option) => optionText(option));
  return (
    <div className="wd-pv">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {Array.from({ length: levels }, (_, level) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the levels are positions
          <div key={level} className="wd-pv__box" style={{ minWidth: 120, flex: '1 1 0' }}>
            <span>
              {levelTitle(question, level) || t('familyDesign.cascade.levelDefault', { n: level + 1 })}
            </span>
            <DownOutlined />
          </div>
        ))}
      </div>
      {shown.length > 0 ? (
        <div className="wd-pv__note" style={{ marginTop: 6 }}>
          {shown.join(' · ')}
          {top.length > shown.length
            ? ` · ${t('familyDesign.preview.more', { n: top.length - shown.length })}`
            : ''}
        </div>
      ) : null}
    </div>
  );
}
