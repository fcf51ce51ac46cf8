/**
 * What index.html's first script asked for before main.js arrived (index.template.html, shell
 * only): remotes.json and, once it answered, every manifest it lists. The shell takes these
 * answers instead of asking again once its code has run; anything missing or failed is asked
 * for again the usual way.
 */
interface EarlyListing {
  url: string;
  list: Promise<string>;
  manifests: Record<string, Promise<string> | undefined>;
}

const early = (): EarlyListing | undefined => (window as unknown as { __consoleEarlyListing?: EarlyListing }).__consoleEarlyListing;

/** remotes.json's text as index.html asked for it, when it asked for this very URL. */
export function earlyListText(url: string): Promise<string> | undefined {
  const listing = early();
  return listing?.url === url ? listing.list : undefined;
}

/** A manifest's text as index.html asked for it; given once (a Retry asks the server again). */
export function takeEarlyManifest(url: string): Promise<string> | undefined {
  const listing = early();
  const text = listing?.manifests[url];
  if (listing && text) listing.manifests[url] = undefined;
  return text;
}
