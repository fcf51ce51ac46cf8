import { act, renderHook } from '@testing-library/react';
import { useOpenRecord } from './use-open-record';

interface Row {
  id: number;
  name: string;
}
const ada: Row = { id: 1, name: 'Ada' };
const bo: Row = { id: 2, name: 'Bo' };

function setup(rows: readonly Row[] | null) {
  return renderHook(({ list }) => useOpenRecord<Row, 'new' | null>(list, null), { initialProps: { list: rows } });
}

it('starts with what the caller gives and opens what it is told', () => {
  const { result } = setup([ada, bo]);
  expect(result.current[0]).toBeNull();
  act(() => result.current[1]('new'));
  expect(result.current[0]).toBe('new');
  act(() => result.current[1](bo));
  expect(result.current[0]).toBe(bo);
});

it('follows the open record to the newest copy the rows bring', () => {
  const { result, rerender } = setup([ada, bo]);
  act(() => result.current[1](ada));
  const renamed = { ...ada, name: 'Ada Lovelace' };
  rerender({ list: [renamed, bo] });
  expect(result.current[0]).toEqual(renamed);
});

it('keeps the copy last seen when the rows no longer hold the record', () => {
  const { result, rerender } = setup([ada, bo]);
  act(() => result.current[1](ada));
  const renamed = { ...ada, name: 'Ada Lovelace' };
  rerender({ list: [renamed, bo] });
  rerender({ list: [bo] });
  expect(result.current[0]).toEqual(renamed);
  rerender({ list: null });
  expect(result.current[0]).toEqual(renamed);
});

it('leaves a marker alone whatever the rows hold', () => {
  const { result, rerender } = setup([ada]);
  act(() => result.current[1]('new'));
  rerender({ list: [{ ...ada, name: 'Changed' }] });
  expect(result.current[0]).toBe('new');
});
