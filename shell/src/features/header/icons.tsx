/** Inline icons (no icon font on the customer's page). Decorative: the button carries the label. */
const common = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const CartIcon = () => (
  <svg aria-hidden="true" {...common}>
    <circle cx="9" cy="20" r="1.4" />
    <circle cx="18" cy="20" r="1.4" />
    <path d="M2.5 3h2.6l2.4 12.2a1.6 1.6 0 0 0 1.6 1.3h8.6a1.6 1.6 0 0 0 1.6-1.2L21 7H6" />
  </svg>
);
export const SearchIcon = () => (
  <svg aria-hidden="true" {...common}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);
export const PinIcon = () => (
  <svg aria-hidden="true" {...common}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
);
export const UserIcon = () => (
  <svg aria-hidden="true" {...common}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);
export const ChevronIcon = () => (
  <svg aria-hidden="true" {...common} width={16} height={16}>
    <path d="m9 6 6 6-6 6" />
  </svg>
);
export const CloseIcon = () => (
  <svg aria-hidden="true" {...common} width={18} height={18}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);
