import { type CSSProperties, useEffect, useRef } from 'react';
import type { CoverLook } from '../../core/style/look';
import type { Language } from '../../i18n';
import { translate } from '../translate';

/**
 * The style's cover (spec 1 §3 cover group): its image filling the screen, the logo where the designer put
 * it, the survey title and a start button in the cover's colours. Shown once, before the first page of a
 * response not yet begun; its start button takes the focus, so a keyboard or screen reader starts there.
 */
export function CoverScreen(props: {
  cover: CoverLook;
  title: string;
  lang: Language;
  onStart: () => void;
  /** Off in the designer's preview, which must not take the focus from the style form. */
  focusStart?: boolean;
}) {
  const { cover } = props;
  const startRef = useRef<HTMLButtonElement>(null);
  const focusStart = props.focusStart ?? true;
  useEffect(() => {
    if (focusStart) startRef.current?.focus();
  }, [focusStart]);
  const coverStyle = {
    '--wr-cover-image': cover.imageUrl ? `url("${cover.imageUrl}")` : 'none',
  } as CSSProperties;
  return (
    <main className="wr-cover" style={coverStyle} data-testid="cover">
      {cover.logoUrl ? (
        <img
          className={`wr-cover__logo wr-cover__logo--${cover.logoPosition}`}
          src={cover.logoUrl}
          alt=""
          data-testid="cover-logo"
        />
      ) : null}
      {cover.showTitle ? (
        <h1
          className="wr-cover__title"
          style={{
            fontSize: cover.titleSize,
            color: cover.titleColor,
            textAlign: textAlignOf(cover.titlePosition),
          }}
          data-testid="cover-title"
        >
          {props.title}
        </h1>
      ) : (
        <h1 className="wr-sr">{props.title}</h1>
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
    </main>
  );
}

function textAlignOf(position: string): CSSProperties['textAlign'] {
  return position === 'left' || position === 'right' ? position : 'center';
}
