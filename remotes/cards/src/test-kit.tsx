// Helpers for this remote's page tests.
import { screen, within } from '@testing-library/react';
import { renderRemote } from '@console/testing';
import cardsModule from './module';

/**
 * The cards remote at `path`, mounted under each of its base paths (/cards and /dashboard) as
 * the shell mounts it, signed in as the development user, once the page's heading is on screen.
 */
export async function renderCards(path: string) {
  const view = renderRemote(cardsModule, path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
  return view;
}

/** A card of the page: the region its title names. */
export const card = (title: string) => screen.getByRole('region', { name: title });

/** A card once its answer is in (its title comes from the answer). */
export const findCard = (title: string) => screen.findByRole('region', { name: title }, { timeout: 5_000 });

/** The rows of a chart's text alternative, as read: header cell, then the values. */
export function tableRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent ?? ''));
}

/** The value a card's figure list gives `label` (its term), as read. */
export function figure(region: HTMLElement, label: string): string | null | undefined {
  const term = within(region)
    .getAllByRole('term')
    .find((one) => one.textContent === label);
  if (!term) throw new Error(`No figure “${label}” in ${region.getAttribute('aria-labelledby') ?? 'the card'}.`);
  return term.nextElementSibling?.textContent;
}

/** A chart's text alternative in a card: its table, named by its caption. */
export const chartTable = (region: HTMLElement, caption: string) => within(region).getByRole('table', { name: caption });
