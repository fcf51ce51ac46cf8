import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import * as v from 'valibot';
import { ApiError } from '@console/auth';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from '@console/router';
import { ConfirmDialog, DataTable, EmptyState, FilterBar, FullScreenFallback, NotFound, PageHeader, Pagination, SchemaForm, showUndoToast, SkeletonLines, SubmitButton, TextField, useSchemaForm } from '../index';
import type { DataColumn } from '../index';
import { numberFormat } from '../format/formatters';
import { uiAr } from './ui-ar';
import { uiEn } from './ui-en';
import { uiFr } from './ui-fr';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree): string[] => Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)));
const french = new Set(leaves(uiFr));
/** The kit's English texts that French says differently, placeholders left out. */
const englishOnly = leaves(uiEn).filter((text) => !french.has(text) && !text.includes('{{'));

interface Film {
  id: number;
  title: string;
}
const columns: DataColumn<Film>[] = [{ id: 'title', header: 'Titre', sortable: true, cell: (film) => film.title }];
const films: Film[] = [{ id: 1, title: 'Aurores boréales' }];

function expectNoEnglish() {
  for (const text of englishOnly) {
    expect({ text, shown: screen.queryAllByText(text).length + screen.queryAllByLabelText(text).length }).toEqual({ text, shown: 0 });
  }
}

beforeAll(async () => {
  i18next.addResourceBundle('fr', 'ui', uiFr, true, true);
  i18next.addResourceBundle('ar', 'ui', uiAr, true, true);
  await i18next.changeLanguage('fr');
});
afterAll(() => i18next.changeLanguage('en'));

describe('the list kit in French', () => {
  it('DataTable: the loading spinner, the failed load with Retry, the stale rows', () => {
    const { rerender } = render(<DataTable label="Films" columns={columns} rows={null} getRowId={(film) => String(film.id)} status="loading" />);
    expect(screen.getByRole('status', { name: 'Chargement : films' })).toBeInTheDocument();
    expectNoEnglish();

    rerender(<DataTable label="Films" columns={columns} rows={films} getRowId={(film) => String(film.id)} status="error" onRetry={jest.fn()} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(`${uiFr.table.loadFailed} ${uiFr.staleRows}`);
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expectNoEnglish();

    rerender(<DataTable label="Films" columns={columns} rows={[]} getRowId={(film) => String(film.id)} status="ready" />);
    expect(within(screen.getByRole('table')).getByRole('cell')).toHaveTextContent('Rien à afficher.');
  });

  it('Pagination: its words, and its numbers written the French way', () => {
    const fr = numberFormat('fr');
    render(<Pagination page={2} perPage={10} total={1234} pageSizes={[10, 25]} onPageChange={jest.fn()} onPerPageChange={jest.fn()} />);
    // French groups digits with a narrow no-break space; getByText reads every space as ' '.
    expect(fr.format(1234)).toBe('1\u202f234');
    expect(screen.getByText('Affichage de 11 à 20 sur 1 234 lignes')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page précédente' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Page suivante' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: `Page ${fr.format(124)}` })).toHaveTextContent(fr.format(124));
    expect(screen.getByRole('combobox', { name: 'Lignes par page' })).toBeInTheDocument();
    expectNoEnglish();
  });

  it('FilterBar: the landmark and Clear filters', () => {
    render(<FilterBar search={{ label: 'Rechercher', value: 'nuit', onSearch: jest.fn() }} onClear={jest.fn()} />);
    expect(screen.getByRole('search', { name: 'Filtres' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Effacer les filtres' })).toBeInTheDocument();
    expectNoEnglish();
  });

  it('ConfirmDialog: Cancel and the close button', async () => {
    render(
      <ConfirmDialog show title="Supprimer ?" confirmLabel="Supprimer" onConfirm={jest.fn()} onCancel={jest.fn()}>
        Vraiment ?
      </ConfirmDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ?' });
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expectNoEnglish();
  });

  it('showUndoToast: Undo', async () => {
    render(<Toaster />);
    let pending: ReturnType<typeof showUndoToast> | undefined;
    act(() => {
      pending = showUndoToast({ message: 'Film supprimé.', onUndo: jest.fn(), onCommit: jest.fn() });
    });
    expect(await screen.findByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expectNoEnglish();
    act(() => pending?.flush());
  });

  it('the page patterns and pages: breadcrumb, empty and loading states, Not found', () => {
    render(
      <MemoryRouter>
        <PageHeader title="Films" breadcrumb={[{ label: 'Accueil', to: '/' }]} />
        <EmptyState />
        <SkeletonLines lines={2} />
        <FullScreenFallback />
        <NotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeInTheDocument();
    expect(screen.getByText('Rien à afficher.')).toBeInTheDocument();
    expect(screen.getAllByRole('status', { name: 'Chargement' })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeInTheDocument();
    expectNoEnglish();
  });
});

/** A one-field form whose save the server refuses with its English summary and a field's message. */
function RefusedForm() {
  const form = useSchemaForm(v.object({ title: v.string() }), { title: 'Dune' });
  return (
    <SchemaForm form={form} aria-label="Film" onSubmit={() => Promise.reject(new ApiError(400, 'The film is not valid.', { title: 'Ce titre est déjà pris.' }))}>
      <TextField name="title" label="Titre" />
      <SubmitButton>Enregistrer</SubmitButton>
    </SchemaForm>
  );
}

describe('a form the server refuses, in French', () => {
  it('points at the fields in French instead of showing the server’s English summary', async () => {
    render(<RefusedForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Certains champs sont à corriger : voir les messages sous ces champs.');
    expect(screen.queryByText('The film is not valid.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveAccessibleDescription('Ce titre est déjà pris.');
  });
});

describe('the list kit in Arabic', () => {
  beforeAll(() => i18next.changeLanguage('ar'));
  afterAll(() => i18next.changeLanguage('fr'));

  it('Pagination: Arabic words and digits', () => {
    const ar = numberFormat('ar');
    render(<Pagination page={2} perPage={10} total={1234} itemLabel="أفلام" onPageChange={jest.fn()} />);
    expect(screen.getByText(`عرض ${ar.format(11)} إلى ${ar.format(20)} من ${ar.format(1234)} أفلام`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `الصفحة ${ar.format(2)}` })).toHaveAttribute('aria-current', 'page');
  });
});
