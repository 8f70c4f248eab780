/** Status icons as inline SVG (school laptops' fonts often lack ✓ and ⚠). */
const common = { width: 16, height: 16, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const IconCheck = () => (
  <svg {...common} className="status-icon">
    <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
  </svg>
);

export const IconWarning = () => (
  <svg {...common} className="status-icon">
    <path d="M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z" fill="currentColor" />
  </svg>
);

export const IconFlag = () => (
  <svg {...common} className="status-icon">
    <path d="M14.4 6 14 4H5v17h2v-7h5.6l.4 2h7V6z" fill="currentColor" />
  </svg>
);
