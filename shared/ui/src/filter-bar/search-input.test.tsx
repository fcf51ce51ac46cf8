import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchInput, searchMaxLength } from './search-input';

it('takes at most 200 characters, so a pasted page of text cannot make the address too long to load', async () => {
  const user = userEvent.setup();
  const onSearch = jest.fn();
  render(<SearchInput id="q" label="Search users" value="" onSearch={onSearch} />);
  const box = screen.getByRole('searchbox', { name: 'Search users' });
  expect(box).toHaveAttribute('maxLength', String(searchMaxLength));

  box.focus();
  await user.paste('a'.repeat(10_000));
  expect(box).toHaveValue('a'.repeat(searchMaxLength));
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(onSearch).toHaveBeenLastCalledWith('a'.repeat(searchMaxLength));
});
