import { PictureOutlined } from '@ant-design/icons';
import { useCallback } from 'react';
import type { Question } from '../../core/model';
import { useDesignT } from '../../designer/fields/EditorContext';
import '../../designer/fields/preview/preview.css';
import { markLabelKey, markupPicture } from './marks';
import './markupImage.css';

/** A mark in the designer's language: the default marks' words, a typed mark as typed. */
export function useMarkLabel(): (mark: string) => string {
  const t = useDesignT();
  return useCallback(
    (mark: string) => {
      const key = markLabelKey(mark);
      return key ? t(key) : mark;
    },
    [t],
  );
}

/** Image markup in view mode: each picture with its name, and the marks offered under it. */
export function MarkupPreview({ question }: { question: Question }) {
  const label = useMarkLabel();
  const marks = question.answerConfig.markOptions.map(label).join(' / ');
  return (
    <div className="wd-pv">
      <div className="mk-preview" data-testid="mark-preview">
        {question.optionList.map((option) => {
          const picture = markupPicture(option);
          return (
            <figure key={option.id} className="mk-preview__item">
              {picture ? (
                <img className="mk-preview__image" src={picture} alt={option.optionName} />
              ) : (
                <span className="mk-preview__image mk-design-item__image--none">
                  <PictureOutlined />
                </span>
              )}
              <figcaption>{option.optionName}</figcaption>
            </figure>
          );
        })}
      </div>
      <div className="wd-pv__hint">{marks}</div>
    </div>
  );
}
