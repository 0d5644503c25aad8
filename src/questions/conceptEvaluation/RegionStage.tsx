import type { CSSProperties, PointerEventHandler, ReactNode } from 'react';
import type { Rect } from './family';
import './conceptEvaluation.css';

/** Where a region sits over the image: percentages of the image's box, so it follows any displayed size. */
export function rectStyle(rect: Rect): CSSProperties {
  return {
    left: `${rect.x * 100}%`,
    top: `${rect.y * 100}%`,
    width: `${rect.w * 100}%`,
    height: `${rect.h * 100}%`,
  };
}

/**
 * The base image with its regions laid over it, as the designer's canvas, the designer's preview and the
 * runner all draw it: the image fills the stage's width (at most `maxWidth`) and the regions (children,
 * placed by rectStyle) are positioned against the image's own box. Free of antd and of the runner, so both
 * sides share it.
 */
export function RegionStage({
  url,
  alt,
  maxWidth,
  children,
  className,
  testId,
  onPointerDown,
  onPointerMove,
  onPointerUp,
  onDoubleClick,
  imageHidden,
}: {
  url: string;
  alt: string;
  /**
   * The runner's display time ran out with 'hide': the picture is hidden in place, so the stage keeps its size
   * and the regions stay where they were, still to be tapped.
   */
  imageHidden?: boolean;
  maxWidth?: number;
  children?: ReactNode;
  className?: string;
  testId?: string;
  onPointerDown?: PointerEventHandler<HTMLDivElement>;
  onPointerMove?: PointerEventHandler<HTMLDivElement>;
  onPointerUp?: PointerEventHandler<HTMLDivElement>;
  onDoubleClick?: () => void;
}) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the pointer gestures draw on the picture; the regions themselves are buttons
    <div
      className={className ? `ce-stage ${className}` : 'ce-stage'}
      style={maxWidth ? { maxWidth } : undefined}
      data-testid={testId}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onDoubleClick={onDoubleClick}
    >
      <img
        className={imageHidden ? 'ce-stage__image ce-stage__image--hidden' : 'ce-stage__image'}
        src={url}
        alt={alt}
        draggable={false}
        aria-hidden={imageHidden || undefined}
      />
      {children}
    </div>
  );
}
