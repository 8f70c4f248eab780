/** Playback icons as inline SVG: system fonts on school laptops often lack ⏮ and ⏭. */
const common = { width: 18, height: 18, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const IconFirst = () => (
  <svg {...common}>
    <path d="M6 5h2v14H6zM20 5v14L9 12z" fill="currentColor" />
  </svg>
);
export const IconBack = () => (
  <svg {...common}>
    <path d="M17 5v14L6 12z" fill="currentColor" />
  </svg>
);
export const IconForward = () => (
  <svg {...common}>
    <path d="M7 5v14l11-7z" fill="currentColor" />
  </svg>
);
export const IconNextExpansion = () => (
  <svg {...common}>
    <path d="M4 5v14l8-7zM12 5v14l8-7z" fill="currentColor" />
  </svg>
);
export const IconPlay = () => (
  <svg {...common}>
    <path d="M7 4v16l13-8z" fill="currentColor" />
  </svg>
);
export const IconPause = () => (
  <svg {...common}>
    <path d="M6 4h4v16H6zM14 4h4v16h-4z" fill="currentColor" />
  </svg>
);
