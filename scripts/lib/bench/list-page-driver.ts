// Runs in a list page (installed with addInitScript): makes one change the way a person
// would (a filter select, or typing into the search box) and resolves with the milliseconds
// until the table's new rows were painted. A string, not a function: tsx would compile a
// function with helpers the page does not have.
// The search box marks the moment its debounced text is applied: timing starts there.
import { searchAppliedMark } from '../../../shared/ui/src/filter-bar/search-input';

/** The key under which the driver hangs on `window`. */
export const driverKey = '__listBench';


export const listPageDriver = `(() => {
  const setValue = (element, value) => {
    const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    // React tracks the value it set; only the native setter makes the change look like a person's.
    Object.getOwnPropertyDescriptor(prototype, 'value').set.call(element, value);
  };
  // The list's table, by its caption (its accessible name), or a list of cards by its aria-label
  // (it says when it is busy too); looked up afresh each time, as a list may replace it while it loads.
  // An element that names itself and says busy comes first: a chart's hidden data table has its caption.
  const tableNamed = (name) =>
    [...document.querySelectorAll('[aria-label][aria-busy]')].find((candidate) => candidate.getAttribute('aria-label') === name) ||
    [...document.querySelectorAll('table')].find((candidate) => candidate.caption && candidate.caption.textContent === name);
  // Resolves with performance.now() once the table has gone busy and back, and a frame has been
  // painted after that (a task queued from requestAnimationFrame runs after the paint).
  const rowsPainted = (name) => new Promise((resolve, reject) => {
    if (!tableNamed(name)) throw new Error('No table named ' + name + '.');
    let sawBusy = false;
    const timer = setTimeout(() => { observer.disconnect(); reject(new Error('The table never settled.')); }, 15000);
    const observer = new MutationObserver(() => {
      const table = tableNamed(name);
      const busy = !table || table.getAttribute('aria-busy') === 'true';
      if (busy) { sawBusy = true; return; }
      if (!sawBusy) return;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    });
    observer.observe(document.body, { attributes: true, attributeFilter: ['aria-busy'], childList: true, subtree: true });
  });
  const labelled = (text) => {
    const label = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent.trim() === text);
    return label && document.getElementById(label.htmlFor);
  };
  window[${JSON.stringify(driverKey)}] = {
    /** A filter select (found by its label) set to value: input event → rows painted. */
    async filter(tableName, label, value) {
      const select = labelled(label);
      if (!select) throw new Error('No field labelled ' + label + '.');
      const painted = rowsPainted(tableName);
      const started = performance.now();
      setValue(select, value);
      select.dispatchEvent(new Event('change', { bubbles: true }));
      return (await painted) - started;
    },
    /** Text typed into the search box: the debounced search applied → rows painted. */
    async search(tableName, text) {
      performance.clearMarks(${JSON.stringify(searchAppliedMark)});
      const input = document.querySelector('input[type="search"]');
      const painted = rowsPainted(tableName);
      setValue(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      const end = await painted;
      const applied = performance.getEntriesByName(${JSON.stringify(searchAppliedMark)}).at(-1);
      if (!applied) throw new Error('The search box set no ' + ${JSON.stringify(searchAppliedMark)} + ' mark.');
      return end - applied.startTime;
    },
  };
})();`;
