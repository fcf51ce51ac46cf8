export { useConsoleAreas, publishConsoleAreas, areaOf, useConsoleLink, type ConsoleArea } from './console-areas';
export { initReactI18next, useTranslation } from './react-binding';
export { registerTexts, loadRegisteredTexts, currentLanguage, type TextBundle, type TextsLoader } from './texts';
export { useConsoleBrand, publishConsoleBrand, type ConsoleBrand } from './console-brand';
