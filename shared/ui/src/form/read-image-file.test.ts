import { readImageFile } from './read-image-file';

const rules = { types: ['image/png'], maxKilobytes: 1 };
const file = (bytes: number, type = 'image/png') => new File([new Uint8Array(bytes)], 'picture.png', { type });

afterEach(() => jest.restoreAllMocks());

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
