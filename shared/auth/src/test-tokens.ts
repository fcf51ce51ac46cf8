/** An unsigned JWT-shaped token expiring at `expMs` (tests only: the client never verifies signatures). */
export function fakeToken(name: string, expMs: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'none' })}.${encode({ name, exp: Math.floor(expMs / 1000) })}.sig`;
}
