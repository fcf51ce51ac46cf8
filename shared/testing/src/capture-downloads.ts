// A test helper: the files a page downloads (jsdom has no object URLs and saves nothing).

/** A Blob's text (jsdom's Blob has no text()). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

/**
 * Gives URL the object-URL pair for the calling test file (restored after it), so downloads can be
 * spied on. Call at the top level of a test file.
 */
export function provideObjectUrls(): void {
  const names = ['createObjectURL', 'revokeObjectURL'] as const;
  const jsdomOwn = names.map((name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const);
  beforeAll(() => {
    for (const [name, own] of jsdomOwn) if (!own) Object.defineProperty(URL, name, { configurable: true, writable: true, value: () => '' });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => {
    for (const [name, own] of jsdomOwn) {
      if (own) Object.defineProperty(URL, name, own);
      else Reflect.deleteProperty(URL, name);
    }
  });
}

/** The files downloaded from now on: how many, their names, and the lines of the first (a CSV, without its BOM). */
export function captureDownloads() {
  const blobs: Blob[] = [];
  const saved: string[] = [];
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:download';
  });
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const lines = async () => (await readText(blobs[0] ?? new Blob())).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  return { count: () => blobs.length, saved, lines };
}
