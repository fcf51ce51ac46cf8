/** The page's #root element, which index.template.html always has. */
export function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element.');
  return element;
}
