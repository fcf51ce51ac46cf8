/** Starts the one in-page mock backend (loaded as its own chunk, in parallel with remotes.json). */
export async function startMockBackend(): Promise<void> {
  const { makeServer, allDomains } = await import('@console/mirage');
  makeServer({ domains: allDomains() });
}
