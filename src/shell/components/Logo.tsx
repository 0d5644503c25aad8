import { useId } from 'react';

/**
 * The product mark: a speech tile with 问 ("ask"), teal on light grounds, white on the teal brand panels.
 * Decorative: the product name is always written beside it.
 */
export function Logo({
  size = 40,
  className,
  inverted = false,
}: {
  size?: number;
  className?: string;
  inverted?: boolean;
}) {
  // Each mark its own gradient id: a shared id would resolve to the first copy, which may be hidden.
  const gradient = `wd-logo-${useId().replace(/:/g, '')}`;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#45C2BF" />
          <stop offset="1" stopColor="#2E9593" />
        </linearGradient>
      </defs>
      <path
        d="M14 4h36a10 10 0 0 1 10 10v30a10 10 0 0 1-10 10H30l-12 8v-8h-4A10 10 0 0 1 4 44V14A10 10 0 0 1 14 4z"
        fill={inverted ? '#fff' : `url(#${gradient})`}
      />
      <text
        x="32"
        y="41"
        textAnchor="middle"
        fontSize="30"
        fontWeight="700"
        fill={inverted ? '#2E9593' : '#fff'}
        fontFamily="'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Noto Sans SC',sans-serif"
      >
        问
      </text>
    </svg>
  );
}
