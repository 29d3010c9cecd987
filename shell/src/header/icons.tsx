/** Inline icons for the header (no icon font, no request). */
const base = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export const MenuIcon = () => (
  <svg {...base}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);
export const CloseIcon = () => (
  <svg {...base}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
export const SearchIcon = () => (
  <svg {...base} width={18} height={18}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </svg>
);
export const ChevronIcon = ({ open }: { open: boolean }) => (
  <svg
    {...base}
    width={16}
    height={16}
    style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
  >
    <path d="M6 9l6 6 6-6" />
  </svg>
);
export const PersonIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);
export const BagIcon = () => (
  <svg {...base}>
    <path d="M5 8h14l-1 12H6L5 8z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </svg>
);
/** A circular arrow: "load this again". */
export const RetryIcon = () => (
  <svg {...base} width={16} height={16} strokeWidth={2.2}>
    <path d="M20 12a8 8 0 1 1-2.3-5.7" />
    <path d="M20 4v5h-5" />
  </svg>
);
export const PhoneIcon = () => (
  <svg {...base} width={14} height={14}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </svg>
);
export const GiftMark = () => (
  <svg width={34} height={34} viewBox="0 0 32 32" aria-hidden="true">
    <rect x="4" y="12" width="24" height="17" rx="2" fill="#a8432c" />
    <rect x="2" y="8" width="28" height="6" rx="2" fill="#c45a40" />
    <rect x="14" y="8" width="4" height="21" fill="#f8e3db" />
    <path d="M16 8c-3-6-9-5-8-1s8 1 8 1zm0 0c3-6 9-5 8-1s-8 1-8 1z" fill="#c45a40" />
  </svg>
);
