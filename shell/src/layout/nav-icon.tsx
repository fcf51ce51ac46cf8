import type { NavIcon as NavIconName } from '@console/contracts';

// Drawn on a 24×24 grid as strokes, so they follow the text colour (and the skin).
const paths: Record<NavIconName | 'dot', string> = {
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  'check-square': 'M4 4h16v16H4zM8 12l3 3 5-6',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M16 3a4 4 0 0 1 0 8M22 21c0-3-2-5-4-6',
  'file-text': 'M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8',
  'shopping-cart': 'M3 3h3l2 12h11l2-8H7M9 20h.01M18 20h.01',
  book: 'M4 4h7a3 3 0 0 1 3 3v14a2 2 0 0 0-2-2H4zM20 4h-5a3 3 0 0 0-3 3',
  'bar-chart': 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  shield: 'M12 2l8 4v6c0 5-4 8-8 10-4-2-8-5-8-10V6z',
  film: 'M3 3h18v18H3zM7 3v18M17 3v18M3 8h4M3 16h4M17 8h4M17 16h4',
  radio: 'M12 12h.01M8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8',
  mail: 'M3 5h18v14H3zM3 5l9 8 9-8',
  'message-circle': 'M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12z',
  dot: 'M12 12h.01',
};

const isKnown = (name: string | undefined): name is NavIconName => name !== undefined && Object.hasOwn(paths, name);

/** A menu icon; decorative (the entry's text names it). An icon this shell does not know draws a dot. */
export function NavIcon({ name }: { name: string | undefined }) {
  return (
    <svg className="nav-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[isKnown(name) ? name : 'dot']} />
    </svg>
  );
}
