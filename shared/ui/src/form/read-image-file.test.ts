import { readImageFile } from './read-image-file';

const rules = { types: ['image/png'], maxKilobytes: 1 };
const file = (bytes: number, type = 'image/png') => new File([new Uint8Array(bytes)], 'picture.png', { type });

/**
 * jsdom draws no picture and has no decode(): this one answers as a browser does, by the content
 * the image is given (a PNG's signature), whatever the file's name or type says.
 */
const drawOnlyPngs = () =>
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value(this: HTMLImageElement) {
      const bytes = atob(this.src.slice(this.src.indexOf(',') + 1));
      return bytes.startsWith('\x89PNG') ? Promise.resolve() : Promise.reject(new DOMException('The source image cannot be decoded.', 'EncodingError'));
    },
  });

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
});

it('reads a picture of an accepted type and size as a data URL', async () => {
  await expect(readImageFile(file(4), rules)).resolves.toEqual({ dataUrl: expect.stringMatching(/^data:image\/png;base64,/) });
});

it('refuses another type and a picture over the size before reading it', async () => {
  const reads = jest.spyOn(FileReader.prototype, 'readAsDataURL');
  await expect(readImageFile(file(4, 'application/pdf'), rules)).resolves.toEqual({ problem: 'type' });
  await expect(readImageFile(file(1025), rules)).resolves.toEqual({ problem: 'size' });
  expect(reads).not.toHaveBeenCalled();
});

it('says a file the browser could not read is unreadable, instead of failing', async () => {
  // The kit is below @console/testing (its failFileReads): the same failure, written here.
  jest.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
    setTimeout(() => this.dispatchEvent(new ProgressEvent('error')));
  });
  await expect(readImageFile(file(4), rules)).resolves.toEqual({ problem: 'unreadable' });
});

it('refuses a file the browser cannot draw as a picture, whatever its name and type say', async () => {
  drawOnlyPngs();
  const renamed = new File(['just some notes'], 'fake.png', { type: 'image/png' });
  await expect(readImageFile(renamed, rules)).resolves.toEqual({ problem: 'undecodable' });
});

it('takes a picture the browser can draw', async () => {
  drawOnlyPngs();
  const picture = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'cover.png', { type: 'image/png' });
  await expect(readImageFile(picture, rules)).resolves.toEqual({ dataUrl: 'data:image/png;base64,iVBORw0KGgo=' });
});
