/** The site mark: an outlined cube inside a hexagon, drawn for this site. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">
      <path d="M32 2 58 17v30L32 62 6 47V17Z" fill="#8dd6f9" />
      <path d="M32 17 45 24.5v15L32 47 19 39.5v-15Z" fill="#1c78c0" />
      <path d="M32 17 45 24.5 32 32 19 24.5Z" fill="#2b3a42" opacity="0.35" />
      <path d="M32 32v15" stroke="#fff" strokeWidth="1.5" opacity="0.6" />
    </svg>
  );
}
