import { create } from 'zustand';
import { browserLanguage, directionOf, isLanguage, type LanguageCode } from '../i18n/languages';

export const skins = ['light', 'dark', 'bordered', 'semi-dark'] as const;
export const contentWidths = ['full', 'boxed'] as const;
export const menuTypes = ['vertical', 'horizontal'] as const;
export const navbarTypes = ['static', 'sticky', 'floating', 'hidden'] as const;
export const footerTypes = ['static', 'sticky', 'hidden'] as const;
export const routerTransitions = ['fadeIn', 'fadeInLeft', 'zoomIn', 'none'] as const;

type Skin = (typeof skins)[number];
/** The skins that are not dark: where the navbar's dark-mode toggle returns to. */
const lightSkins = skins.filter((skin): skin is Exclude<Skin, 'dark'> => skin !== 'dark');

export interface LayoutSettings {
  skin: Skin;
  /** The skin dark mode was turned on from (Bordered, Semi dark): turned off, it returns there. */
  lightSkin: (typeof lightSkins)[number];
  contentWidth: (typeof contentWidths)[number];
  menuType: (typeof menuTypes)[number];
  menuCollapsed: boolean;
  menuHidden: boolean;
  navbarType: (typeof navbarTypes)[number];
  footerType: (typeof footerTypes)[number];
  routerTransition: (typeof routerTransitions)[number];
  rtl: boolean;
  scrollToTop: boolean;
  language: LanguageCode;
}

/** Spec §4 defaults: light skin, vertical menu, full width, static navbar and footer, fadeIn, scroll-to-top on. */
export const defaultLayout: LayoutSettings = {
  skin: 'light',
  lightSkin: 'light',
  contentWidth: 'full',
  menuType: 'vertical',
  menuCollapsed: false,
  menuHidden: false,
  navbarType: 'static',
  footerType: 'static',
  routerTransition: 'fadeIn',
  rtl: false,
  scrollToTop: true,
  language: 'en',
};

/** Where the settings are kept; index.html's inline script reads the same key before paint. */
export const layoutStorageKey = 'console.layout';

const choices: Partial<Record<keyof LayoutSettings, readonly unknown[]>> = {
  skin: skins,
  lightSkin: lightSkins,
  contentWidth: contentWidths,
  menuType: menuTypes,
  navbarType: navbarTypes,
  footerType: footerTypes,
  routerTransition: routerTransitions,
};

/** Stored settings, each value checked: anything unknown or hand-edited falls back to its default. */
export function readLayout(storage?: Storage): LayoutSettings {
  let stored: Record<string, unknown> = {};
  try {
    // Inside the try: where the browser blocks site data, merely reading localStorage throws.
    const parsed: unknown = JSON.parse((storage ?? localStorage).getItem(layoutStorageKey) ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) stored = parsed as Record<string, unknown>;
  } catch {
    // corrupted or refused: defaults
  }
  // A first visit (no language chosen yet) speaks the browser's language, and Arabic's direction.
  const language = browserLanguage();
  const settings = { ...defaultLayout, language, rtl: directionOf(language) === 'rtl' };
  for (const key of Object.keys(defaultLayout) as (keyof LayoutSettings)[]) {
    const value = stored[key];
    const allowed = choices[key];
    const valid = allowed ? allowed.includes(value) : key === 'language' ? isLanguage(value) : typeof value === 'boolean';
    if (valid) Object.assign(settings, { [key]: value });
  }
  return settings;
}

interface LayoutState extends LayoutSettings {
  set<K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]): void;
  reset(): void;
}

/** The layout the user chose (customizer, navbar toggles), kept in local storage. */
export const useLayoutSettings = create<LayoutState>((set) => ({
  ...readLayout(),
  // Turning dark on from another skin remembers that skin, for turning dark off (persisted with the rest).
  set: (key, value) =>
    set((state) => (key === 'skin' && value === 'dark' && state.skin !== 'dark' ? { skin: 'dark', lightSkin: state.skin } : ({ [key]: value } as Partial<LayoutState>))),
  // The language is the navbar's choice, not a look the customizer resets; the direction goes
  // back to the language's own.
  reset: () => set((state) => ({ ...defaultLayout, language: state.language, rtl: directionOf(state.language) === 'rtl' })),
}));

useLayoutSettings.subscribe((state) => {
  const settings = Object.fromEntries(Object.keys(defaultLayout).map((key) => [key, state[key as keyof LayoutSettings]]));
  try {
    localStorage.setItem(layoutStorageKey, JSON.stringify(settings));
  } catch {
    // storage full or unavailable: the choice lasts for this visit only
  }
});

// Another tab changed the layout (skin, language, menu…): this one follows, so two tabs of the
// console never disagree about what the user chose. Only other tabs' writes raise this event.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === layoutStorageKey) useLayoutSettings.setState(readLayout());
  });
}
