export { renderRemote } from './render-remote';
export { apiFetch, apiJson } from './api-json';
export { mockServerPerTest } from './mock-server-per-test';
export { switchTestLanguage, englishLeftOnScreen, englishAmong, textsOnScreen } from './translations';
export { pdfText, readingOrder } from './pdf-text';
export { captureDownloads, provideObjectUrls } from './capture-downloads';
export { failFileReads } from './fail-file-reads';
export { chooseOption, listboxOf, optionNames } from './choose-option';
export { drawOnlyPngs } from './draw-only-pngs';
