// jsdom has no canvas: the tests replace react-chartjs-2 with this, a named empty canvas, and
// check each chart through its text alternative (the hidden table) and the canvas's name.
// In a test file: jest.mock('react-chartjs-2', () => jest.requireActual('../chart-test-kit'));
export function Chart({ role, 'aria-label': label }: { role?: 'img'; 'aria-label'?: string }) {
  return <canvas role={role} aria-label={label} />;
}
