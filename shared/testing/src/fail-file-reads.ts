/**
 * The browser fails to read the next files, as when one was moved or deleted since it was chosen
 * (restore with the spy's `mockRestore`, or `jest.restoreAllMocks`).
 */
export const failFileReads = () =>
  jest.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
    setTimeout(() => this.dispatchEvent(new ProgressEvent('error')));
  });
