import { App } from 'antd';
import type { Question } from '../../core/model';
import { useDesignT } from '../../designer/fields/EditorContext';
import '../../designer/fields/preview/preview.css';
import { baseImage, CE_PREVIEW_WIDTH, regionRect } from './family';
import { RegionStage, rectStyle } from './RegionStage';

/**
 * Concept evaluation in view mode: the base image at the hot-spot preview width with its regions outlined
 * and named by code, then the none-of-the-above option. Regions are edited only in edit mode: a double-click
 * here is refused with "forbidden operation" (spec 1 §4).
 */
export function ConceptPreview({ question }: { question: Question }) {
  const t = useDesignT();
  const { message } = App.useApp();
  const image = baseImage(question);
  const forbidden = () => void message.warning(t('familyDesign.ce.forbidden'));
  const nones = question.optionList.filter((option) => option.type === 'none');
  return (
    <div className="wd-pv">
      {image ? (
        <RegionStage
          url={image.url}
          alt={image.name}
          maxWidth={CE_PREVIEW_WIDTH}
          testId="ce-preview-image"
          onDoubleClick={forbidden}
        >
          {question.optionList.map((option) => {
            const rect = regionRect(option);
            return rect ? (
              <div
                key={option.id}
                className="ce-region"
                style={rectStyle(rect)}
                title={option.positionName ?? ''}
              >
                <span className="ce-region__label">{option.positionCode}</span>
              </div>
            ) : null;
          })}
        </RegionStage>
      ) : (
        // biome-ignore lint/a11y/noStaticElementInteractions: the refusal answers a designer's double-click; nothing here is a control
        <div className="wd-pv__hint" data-testid="ce-preview-image" onDoubleClick={forbidden}>
          {t('familyDesign.ce.noImage')}
        </div>
      )}
      <div className="wd-pv__options ce-preview-nones">
        {nones.map((option) => (
          <div key={option.id} className="wd-pv__option">
            <span className="wd-pv__mark wd-pv__mark--check" />
            <span className="wd-pv__option-text">{option.positionName || option.optionName}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
