// jsdom has no canvas: the tests replace react-chartjs-2 with this, a named empty canvas, and
// check each chart through its text alternative (the hidden table) and the canvas's name; the
// language Chart.js draws its ticks and tooltips in is the canvas's `lang`.
// In a test file: jest.mock('react-chartjs-2', () => jest.requireActual('../chart-test-kit'));
export function Chart({ role, 'aria-label': label, options }: { role?: 'img'; 'aria-label'?: string; options?: { locale?: string } }) {
  return <canvas role={role} aria-label={label} lang={options?.locale} />;
}
