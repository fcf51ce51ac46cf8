import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FilterBar, type FilterSelect } from './filter-bar';
import { SearchInput } from './search-input';

const genres = ['drama', 'comedy'] as const;
type Genre = (typeof genres)[number];

/** A bar whose state lives here, as a page keeps it in the URL; `applied` records each change. */
function Bar({ applied, debounceMs = 0 }: { applied: jest.Mock; debounceMs?: number }) {
  const [q, setQ] = useState('');
  const [genre, setGenre] = useState<Genre | ''>('');
  const filter: FilterSelect<Genre> = {
    id: 'genre',
    label: 'Genre',
    allLabel: 'All genres',
    value: genre,
    options: genres.map((value) => ({ value, label: value.toUpperCase() })),
    onChange: (value) => {
      setGenre(value);
      applied({ genre: value });
    },
  };
  return (
    <FilterBar
      label="Filter films"
      search={{
        label: 'Search films',
        value: q,
        debounceMs,
        onSearch: (value) => {
          setQ(value);
          applied({ q: value });
        },
      }}
      filters={[filter]}
      onClear={() => {
        setQ('');
        setGenre('');
      }}
    >
      <button type="button">Add film</button>
    </FilterBar>
  );
}

describe('FilterBar', () => {
  it('labels every control, in a search landmark, with the actions beside it', () => {
    render(<Bar applied={jest.fn()} />);
    const landmark = screen.getByRole('search', { name: 'Filter films' });
    expect(within(landmark).getByRole('searchbox', { name: 'Search films' })).toBeInTheDocument();
    const select = within(landmark).getByRole('combobox', { name: 'Genre' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['All genres', 'DRAMA', 'COMEDY']);
    expect(within(landmark).queryByRole('button', { name: 'Add film' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add film' })).toBeInTheDocument();
  });

  it('applies a filter at once, and a search once typing settles', async () => {
    const applied = jest.fn();
    const user = userEvent.setup();
    render(<Bar applied={applied} debounceMs={50} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Genre' }), 'comedy');
    expect(applied).toHaveBeenLastCalledWith({ genre: 'comedy' });

    await user.type(screen.getByRole('searchbox'), 'night');
    expect(applied).not.toHaveBeenCalledWith({ q: 'n' });
    await waitFor(() => expect(applied).toHaveBeenLastCalledWith({ q: 'night' }));
    expect(applied.mock.calls.filter(([change]) => 'q' in change)).toHaveLength(1);
  });

  it('applies the search at once on Enter', async () => {
    const applied = jest.fn();
    const user = userEvent.setup();
    render(<Bar applied={applied} debounceMs={10_000} />);
    await user.type(screen.getByRole('searchbox'), 'harbour{Enter}');
    expect(applied).toHaveBeenCalledWith({ q: 'harbour' });
  });

  it('inside a form, Enter searches and does not submit the form (a picker in an editor)', async () => {
    const submitted = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const searched = jest.fn();
    const user = userEvent.setup();
    render(
      <form onSubmit={submitted}>
        <SearchInput id="pick" label="Find videos" value="" onSearch={searched} debounceMs={10_000} />
        <button type="submit">Save playlist</button>
      </form>,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Find videos' }), 'harbour{Enter}');
    expect(searched).toHaveBeenCalledWith('harbour');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('emptied right after Enter (before its debounce), the box still clears the search', async () => {
    const searched = jest.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <SearchInput
          id="q"
          label="Search"
          value={value}
          onSearch={(next) => {
            searched(next);
            setValue(next);
          }}
          debounceMs={10_000}
        />
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    await user.type(screen.getByRole('searchbox'), 'harbour{Enter}');
    expect(searched).toHaveBeenLastCalledWith('harbour');
    await user.clear(screen.getByRole('searchbox'));
    await waitFor(() => expect(searched).toHaveBeenLastCalledWith(''));
  });

  it('offers Clear filters only when something is filtered, and the search box follows it', async () => {
    const user = userEvent.setup();
    render(<Bar applied={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'dune{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Genre' }), 'drama');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Genre' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    // The button pressed is gone: the focus is in the search box, not lost to the page.
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it("folds the filters behind a Filters button (a phone's layout) that says how many are set, extra filters too", async () => {
    const user = userEvent.setup();
    render(
      <FilterBar
        filters={[{ id: 'genre', label: 'Genre', allLabel: 'All genres', value: 'drama', options: [{ value: 'drama', label: 'Drama' }], onChange: jest.fn() }]}
        more={<input aria-label="From" type="date" />}
        moreActive={1}
        onClear={jest.fn()}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Filters 2' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });
});

it('shows a filter value none of its options has (a stale bookmark’s) rather than "All", and lets it be cleared', async () => {
  const onChange = jest.fn();
  const stale: FilterSelect = { id: 'brand', label: 'Brand', allLabel: 'All brands', value: '99', options: [{ value: '1', label: 'Cedar' }], onChange };
  render(<FilterBar filters={[stale]} />);
  const select = screen.getByRole('combobox', { name: 'Brand' });
  expect(select).toHaveDisplayValue('99');
  await userEvent.setup().selectOptions(select, 'All brands');
  expect(onChange).toHaveBeenCalledWith('');
});

it('says a value its loaded options do not have is not found (and shows it as it is while they load)', () => {
  const brand = (optionsLoaded: boolean): FilterSelect => ({ id: 'brand', label: 'Brand', allLabel: 'All brands', value: '999999999999', options: [{ value: '1', label: 'Cedar' }], optionsLoaded, onChange: jest.fn() });
  const { rerender } = render(<FilterBar filters={[brand(false)]} />);
  expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveDisplayValue('999999999999');
  rerender(<FilterBar filters={[brand(true)]} />);
  expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveDisplayValue('999999999999 (not found)');
});
