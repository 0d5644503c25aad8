/** A clipboard with blank lines in the brand's teal: the empty list's picture. */
export function EmptyIllustration() {
  return (
    <svg width="148" height="120" viewBox="0 0 148 120" aria-hidden="true" focusable="false">
      <ellipse cx="74" cy="108" rx="54" ry="8" fill="#E8F6F6" />
      <rect x="34" y="14" width="80" height="92" rx="10" fill="#fff" stroke="#BFE6E5" strokeWidth="2" />
      <rect x="56" y="6" width="36" height="16" rx="6" fill="#38ADAB" />
      <circle cx="50" cy="44" r="5" fill="none" stroke="#38ADAB" strokeWidth="2" />
      <rect x="62" y="41" width="38" height="6" rx="3" fill="#D7EFEE" />
      <circle cx="50" cy="64" r="5" fill="none" stroke="#38ADAB" strokeWidth="2" />
      <rect x="62" y="61" width="30" height="6" rx="3" fill="#D7EFEE" />
      <circle cx="50" cy="84" r="5" fill="none" stroke="#38ADAB" strokeWidth="2" />
      <rect x="62" y="81" width="34" height="6" rx="3" fill="#D7EFEE" />
    </svg>
  );
}
