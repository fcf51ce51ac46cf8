/**
 * The page's main heading (PageHeader's h1): the h1 of the main landmark, else the page's first h1
 * (a remote on its own, a test). Made focusable from script if it is not already: it is where the
 * focus goes when what held it has gone and nothing nearer is known (the shell focuses the same
 * heading after a navigation).
 */
export function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}
