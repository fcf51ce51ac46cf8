// A separate entry (`@console/ui/theme`) so the login page gets the colours without the list kit.
export { applyBrandTheme, brandThemeCss, brandTokens, surfaces, type ThemeMode, type TokenSet } from './brand-tokens';
export { contrast, mix, withContrast } from './color';
export { loadBootstrapFor } from './bootstrap-stylesheet';
