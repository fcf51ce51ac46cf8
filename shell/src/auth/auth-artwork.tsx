import type { Brand } from '../branding/brands';

// Drawn for this project: one scene per brand, in the brand's colours.
function StudioScene({ primary }: { primary: string }) {
  return (
    <>
      <rect x="60" y="80" width="280" height="170" rx="16" fill="#fff" stroke={primary} strokeWidth="4" />
      <path d="M180 130v70l60-35z" fill={primary} />
      {[0, 1, 2, 3].map((index) => (
        <rect key={index} x={60 + index * 72} y="280" width="64" height="40" rx="8" fill={primary} opacity={0.25 + index * 0.2} />
      ))}
      <rect x="60" y="340" width="280" height="8" rx="4" fill={primary} opacity="0.2" />
      <rect x="60" y="340" width="170" height="8" rx="4" fill={primary} />
    </>
  );
}

function SdkScene({ primary }: { primary: string }) {
  const nodes = [
    [200, 200],
    [90, 110],
    [310, 110],
    [90, 290],
    [310, 290],
  ] as const;
  return (
    <>
      {nodes.slice(1).map(([x, y]) => (
        <line key={`${x}-${y}`} x1="200" y1="200" x2={x} y2={y} stroke={primary} strokeWidth="4" opacity="0.5" />
      ))}
      {nodes.map(([x, y], index) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={index ? 28 : 46} fill={index ? '#fff' : primary} stroke={primary} strokeWidth="4" />
      ))}
      <path d="M186 182v36l30-18z" fill="#fff" />
      {nodes.slice(1).map(([x, y]) => (
        <circle key={`dot-${x}-${y}`} cx={x} cy={y} r="9" fill={primary} />
      ))}
    </>
  );
}

function SearchScene({ primary }: { primary: string }) {
  return (
    <>
      {[0, 1, 2].map((row) =>
        [0, 1, 2, 3].map((column) => (
          <rect key={`${row}-${column}`} x={50 + column * 78} y={70 + row * 70} width="66" height="56" rx="8" fill={primary} opacity={row === 1 && column === 2 ? 0.9 : 0.18} />
        )),
      )}
      <circle cx="252" cy="168" r="62" fill="none" stroke={primary} strokeWidth="10" />
      <path d="M296 212l56 56" stroke={primary} strokeWidth="14" strokeLinecap="round" />
    </>
  );
}

/** The right-hand artwork panel of the login screens; `label` names it in the page's language. */
export function AuthArtwork({ brand, label }: { brand: Brand; label: string }) {
  const Scene = brand.id === 'sdk' ? SdkScene : brand.id === 'search' ? SearchScene : StudioScene;
  return (
    <svg viewBox="0 0 400 400" className="auth-artwork" role="img" aria-label={label}>
      <rect width="400" height="400" rx="32" fill={brand.tint} />
      <Scene primary={brand.primary} />
    </svg>
  );
}
