// The test clip this remote ships (scripts/make-test-clip.ts). `new URL(…, import.meta.url)` makes
// webpack emit it beside the remote's chunks and give its address on the remote's own origin, so
// it plays in the shell's page and standalone alike, offline. (Jest tests mock this module: Jest
// runs CommonJS, where import.meta does not exist.)
export const bundledClipUrl = new URL('../assets/test-clip.webm', import.meta.url).href;
