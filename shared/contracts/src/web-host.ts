/** A host name: labels of letters, digits and inner hyphens, a top-level label of letters or an internationalised one (xn--…). */
const hostPattern = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const webAddress = /^https?:\/\//;
// A bare domain has none of these: a path, a query, a fragment, a port, a user or a space.
const notInADomain = /[/?#:@\s\\]/;

/**
 * A website's host as a browser, and an ad SDK on its pages, reports it: lower case, an accented
 * (internationalised) name in its ASCII form ("exämple.com" → "xn--exmple-cua.com"), a pasted web
 * address ("https://www.example.com/news") reduced to its host. null when the text names no host.
 */
export function webHost(typed: string): string | null {
  const word = typed.trim().toLowerCase();
  if (word === '' || (!webAddress.test(word) && notInADomain.test(word))) return null;
  try {
    // The WHATWG URL parser applies IDNA (UTS #46): the same ASCII form the browser sends.
    const host = new URL(webAddress.test(word) ? word : `http://${word}`).hostname;
    return hostPattern.test(host) ? host : null;
  } catch {
    return null;
  }
}
