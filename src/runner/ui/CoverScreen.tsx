import { type CSSProperties, useEffect, useRef } from 'react';
import type { CoverLook } from '../../core/style/look';
import type { Language } from '../../i18n';
import { translate } from '../translate';

/**
 * The style's cover (spec 1 §3 cover group): its image filling the screen behind the rest, or as a banner
 * above it (cover.imgType `top`), the logo where the designer put it, the survey title and a start button in
 * the cover's colours. Shown once, before the first page of a response not yet begun; its start button takes
 * the focus, so a keyboard or screen reader starts there.
 */
export function CoverScreen(props: {
  cover: CoverLook;
  title: string;
  lang: Language;
  onStart: () => void;
  /**
   * In the designer's preview: the start button does not take the focus from the style form, and the cover is
   * a plain box with a plain title, inside the style screen's own main landmark and heading.
   */
  inPreview?: boolean;
}) {
  const { cover } = props;
  const startRef = useRef<HTMLButtonElement>(null);
  const focusStart = !props.inPreview;
  const Root = props.inPreview ? 'div' : 'main';
  const Title = props.inPreview ? 'p' : 'h1';
  useEffect(() => {
    if (focusStart) startRef.current?.focus();
  }, [focusStart]);
  const coverStyle = {
    '--wr-cover-image': cover.imageUrl ? `url("${cover.imageUrl}")` : 'none',
  } as CSSProperties;
  const banner = cover.imageType === 'top';
  return (
    <Root
      className={banner ? 'wr-cover wr-cover--top' : 'wr-cover'}
      style={coverStyle}
      data-testid="cover"
      data-image-type={cover.imageType}
    >
      {banner && cover.imageUrl ? (
        <div className="wr-cover__banner" aria-hidden="true" data-testid="cover-banner" />
      ) : null}
      {cover.logoUrl ? (
        <img
          className={`wr-cover__logo wr-cover__logo--${cover.logoPosition}`}
          src={cover.logoUrl}
          alt=""
          data-testid="cover-logo"
        />
      ) : null}
      {cover.showTitle ? (
        <Title
          className="wr-cover__title"
          style={{
            fontSize: cover.titleSize,
            color: cover.titleColor,
            textAlign: textAlignOf(cover.titlePosition),
          }}
          data-testid="cover-title"
        >
          {props.title}
        </Title>
      ) : (
        <Title className="wr-sr">{props.title}</Title>
      )}
      <button
        ref={startRef}
        type="button"
        className="wr-cover__start"
        style={{ background: cover.buttonBackground, color: cover.buttonTextColor }}
        onClick={props.onStart}
        data-testid="cover-start"
      >
        {cover.buttonText ?? translate(props.lang, 'runner.cover.start')}
      </button>
    </Root>
  );
}

function textAlignOf(position: string): CSSProperties['textAlign'] {
  return position === 'left' || position === 'right' ? position : 'center';
}
