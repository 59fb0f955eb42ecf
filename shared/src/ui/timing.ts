/** The screen's constants: how long a confirmed swipe shows and toasts stay (R76), the spinner. */

/** A confirmed swipe shows its success this long before the next step. */
export const SWIPE_SUCCESS_MS = 1500;

export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  theme: 'light',
} as const;

export const SPINNER = { size: '4rem', from: '#FFE7A8', to: '#EF4372' } as const;
