/**
 * Theme tokens (SPEC section 9). Brand colours are CSS custom properties set in
 * src/styles/global.css, so white-label and widget colours only change variables.
 * @type {import('tailwindcss').Config}
 */
export default {
  theme: {
    screens: {
      sm: '640px',
      md: '768px',
      lg: '1024px',
      xl: '1280px',
      '2xl': '1536px',
    },
    fontWeight: {
      light: '300',
      normal: '400',
      bold: '700',
      black: '900',
    },
    extend: {
      colors: {
        brand: 'var(--brand)',
        'bg-brand': 'var(--bg-brand)',
        'bg-brand-alt': 'var(--bg-brand-alt)',
        'text-brand': 'var(--text-brand)',
        'text-brand-alt': 'var(--text-brand-alt)',
        page: 'var(--background)',
      },
    },
  },
};
