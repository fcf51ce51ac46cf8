/**
 * The page buttons to show: the first and last page, the current one and its neighbours, with
 * 'gap' where pages are left out (1 … 4 5 6 … 20). A gap never hides a single page.
 */
export function pageWindow(page: number, pageCount: number, neighbours = 1): (number | 'gap')[] {
  // Few enough pages to show them all in the room the window would take anyway.
  if (pageCount <= 2 * neighbours + 5) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const shown = new Set([1, pageCount]);
  for (let n = page - neighbours; n <= page + neighbours; n += 1) if (n >= 1 && n <= pageCount) shown.add(n);
  const pages = [...shown].filter((n) => n >= 1).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  pages.forEach((n, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && n - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) result.push('gap');
    result.push(n);
  });
  return result;
}
