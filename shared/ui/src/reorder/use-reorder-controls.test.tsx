import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type RefObject } from 'react';
import { useReorderControls } from './use-reorder-controls';

function Fruits({ fruits, onChange, whenEmpty }: { fruits: string[]; onChange(fruits: string[]): void; whenEmpty: RefObject<HTMLElement | null> }) {
  const { control, move, remove, said } = useReorderControls({
    items: fruits,
    keyOf: (fruit) => fruit,
    onChange,
    whenEmpty,
    movedText: (fruit, position) => `${fruit} moved to position ${position}.`,
    removedText: (fruit) => `${fruit} removed.`,
  });
  return (
    <>
      <ol aria-label="Fruits">
        {fruits.map((fruit, index) => (
          <li key={fruit}>
            {fruit}
            <button ref={control(fruit, 'up')} type="button" disabled={index === 0} onClick={() => move(index, index - 1)}>
              Move {fruit} up
            </button>
            <button ref={control(fruit, 'down')} type="button" disabled={index === fruits.length - 1} onClick={() => move(index, index + 1)}>
              Move {fruit} down
            </button>
            <button ref={control(fruit, 'remove')} type="button" onClick={() => remove(index)}>
              Remove {fruit}
            </button>
          </li>
        ))}
      </ol>
      <div role="status">{said}</div>
    </>
  );
}

/** The list goes with its last item, as a page shows "none" instead: the focus must not go with it. */
function Basket() {
  const [fruits, setFruits] = useState(['Apple', 'Banana', 'Cherry']);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <main>
      <h2 ref={heading} tabIndex={-1}>
        Basket
      </h2>
      {fruits.length ? <Fruits fruits={fruits} onChange={setFruits} whenEmpty={heading} /> : <p>Nothing left.</p>}
    </main>
  );
}

const order = () => within(screen.getByRole('list', { name: 'Fruits' })).getAllByRole('listitem').map((item) => item.firstChild?.textContent);
const button = (name: string) => screen.getByRole('button', { name });

it('keeps the focus on the moved item’s Move down, then on its Move up once it is last', async () => {
  const user = userEvent.setup();
  render(<Basket />);
  button('Move Apple down').focus();
  await user.keyboard('{Enter}');
  expect(order()).toEqual(['Banana', 'Apple', 'Cherry']);
  expect(button('Move Apple down')).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('Apple moved to position 2.');
  await user.keyboard('{Enter}');
  expect(order()).toEqual(['Banana', 'Cherry', 'Apple']);
  expect(button('Move Apple down')).toBeDisabled();
  expect(button('Move Apple up')).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('Apple moved to position 3.');
});

it('keeps the focus on the moved item’s Move up, then on its Move down once it is first', async () => {
  const user = userEvent.setup();
  render(<Basket />);
  await user.click(button('Move Cherry up'));
  expect(order()).toEqual(['Apple', 'Cherry', 'Banana']);
  expect(button('Move Cherry up')).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(order()).toEqual(['Cherry', 'Apple', 'Banana']);
  expect(button('Move Cherry up')).toBeDisabled();
  expect(button('Move Cherry down')).toHaveFocus();
});

it('after a removal focuses the next item’s Remove, the previous one’s at the end, then the fallback once empty', async () => {
  const user = userEvent.setup();
  render(<Basket />);
  button('Remove Apple').focus();
  await user.keyboard('{Enter}');
  expect(order()).toEqual(['Banana', 'Cherry']);
  expect(button('Remove Banana')).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('Apple removed.');
  button('Remove Cherry').focus();
  await user.keyboard('{Enter}');
  expect(order()).toEqual(['Banana']);
  expect(button('Remove Banana')).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByText('Nothing left.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Basket' })).toHaveFocus();
});
