/** Small line icons of the search islands (decorative: hidden from assistive technology). */
export type IconKind =
  | 'search'
  | 'recent'
  | 'city'
  | 'place'
  | 'country'
  | 'hotel'
  | 'calendar'
  | 'guests'
  | 'star'
  | 'heart'
  | 'pin'
  | 'filter'
  | 'close';

const PATHS: Record<IconKind, string> = {
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm9 16-4-4',
  recent: 'M12 3a9 9 0 1 0 9 9M12 7v5l3 2M21 3v6h-6',
  city: 'M3 21h18M5 21V8l6-3v16M11 21V9h8v12M8 10v.01M8 13v.01M8 16v.01M14 12h2M14 15h2M14 18h2',
  place:
    'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  country:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.7 3.8 5.7 3.8 9S14.5 18.3 12 21c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z',
  hotel:
    'M3 19V6M3 14h18v5M21 14v-2a3 3 0 0 0-3-3h-7v5M7 12.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  guests:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7M22 21v-1a6 6 0 0 0-4-5.7',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9Z',
  heart:
    'M12 20s-7.5-4.6-9.3-9.2C1.5 7.6 3.5 4.5 6.8 4.5c2 0 3.4 1.1 4.2 2.4.8-1.3 2.2-2.4 4.2-2.4 3.3 0 5.3 3.1 4.1 6.3C19.5 15.4 12 20 12 20Z',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  filter: 'M4 5h16M7 12h10M10 19h4',
  close: 'M6 6l12 12M18 6 6 18',
};

/** A 20 px line icon; `filled` fills the shape (stars, a chosen heart). */
export function TypeIcon({
  kind,
  filled = false,
  className = 'h-5 w-5 shrink-0',
}: {
  kind: IconKind;
  filled?: boolean;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[kind]} />
    </svg>
  );
}
