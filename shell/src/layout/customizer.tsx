import { Moon, RotateCcw, Square, SquareSplitHorizontal, Sun, type LucideIcon } from 'lucide-react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useT } from '../i18n/use-t';
import { DemoDataReset } from './demo-data-reset';
import {
  contentWidths,
  footerTypes,
  menuTypes,
  navbarTypes,
  routerTransitions,
  skins,
  useLayoutSettings,
  type LayoutSettings,
} from '../layout-settings/layout-settings-store';

type ChoiceKey = 'skin' | 'contentWidth' | 'menuType' | 'navbarType' | 'footerType' | 'routerTransition';
type SwitchKey = 'menuCollapsed' | 'menuHidden' | 'rtl' | 'scrollToTop';

const choiceGroups: [ChoiceKey, readonly string[]][] = [
  ['skin', skins],
  ['contentWidth', contentWidths],
  ['menuType', menuTypes],
  ['navbarType', navbarTypes],
  ['footerType', footerTypes],
  ['routerTransition', routerTransitions],
];
const switches: SwitchKey[] = ['menuCollapsed', 'menuHidden', 'rtl', 'scrollToTop'];
// The skins by an icon (light and dark as the navbar's toggle draws them); the label names each one.
const optionIcons: Partial<Record<string, LucideIcon>> = { light: Sun, dark: Moon, bordered: Square, 'semi-dark': SquareSplitHorizontal };

function Choice({ name, options }: { name: ChoiceKey; options: readonly string[] }) {
  const { t } = useT();
  const value = useLayoutSettings((state) => state[name]);
  const set = useLayoutSettings((state) => state.set);
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">{t(`customizer.${name}`)}</legend>
      <div className="d-flex flex-wrap gap-3">
        {options.map((option) => (
          <div className="form-check" key={option}>
            <input
              className="form-check-input"
              type="radio"
              id={`customizer-${name}-${option}`}
              name={`customizer-${name}`}
              checked={value === option}
              onChange={() => set(name, option as LayoutSettings[ChoiceKey] as never)}
            />
            <label className="form-check-label d-inline-flex align-items-center gap-1" htmlFor={`customizer-${name}-${option}`}>
              <OptionIcon name={name} option={option} />
              {t(`customizer.options.${option}`)}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function OptionIcon({ name, option }: { name: ChoiceKey; option: string }) {
  const Icon = name === 'skin' ? optionIcons[option] : undefined;
  return Icon ? <Icon size={16} aria-hidden="true" /> : null;
}

function Switch({ name }: { name: SwitchKey }) {
  const { t } = useT();
  const value = useLayoutSettings((state) => state[name]);
  const set = useLayoutSettings((state) => state.set);
  return (
    <div className="form-check form-switch mb-2">
      <input className="form-check-input" type="checkbox" role="switch" id={`customizer-${name}`} checked={value} onChange={() => set(name, !value)} />
      <label className="form-check-label" htmlFor={`customizer-${name}`}>
        {t(`customizer.${name}`)}
      </label>
    </div>
  );
}

/** The customizer: every layout setting, applied at once and kept across reloads. */
export function Customizer({ show, onHide, onExited }: { show: boolean; onHide(): void; onExited?(): void }) {
  const { t } = useT();
  const reset = useLayoutSettings((state) => state.reset);
  return (
    <Offcanvas show={show} onHide={onHide} onExited={onExited} placement="end" aria-labelledby="customizer-title">
      <Offcanvas.Header closeButton closeLabel={t('customizer.close')}>
        <Offcanvas.Title as="h2" className="h5" id="customizer-title">
          {t('customizer.title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {choiceGroups.map(([name, options]) => (
          <Choice key={name} name={name} options={options} />
        ))}
        {switches.map((name) => (
          <Switch key={name} name={name} />
        ))}
        <button type="button" className="btn btn-outline-secondary mt-3 d-inline-flex align-items-center gap-2" onClick={reset}>
          <RotateCcw size={16} aria-hidden="true" />
          {t('customizer.reset')}
        </button>
        <DemoDataReset />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
