export { useConsoleAreas, publishConsoleAreas, areaOf, useConsoleLink, type ConsoleArea } from './console-areas';
export { registerTexts, loadRegisteredTexts, currentLanguage, type TextBundle, type TextsLoader } from './texts';
