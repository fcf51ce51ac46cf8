import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { unreadableDate, useFormat } from './formatters';

describe('dates a record may hold that are no date', () => {
  it('formats a day and a moment', () => {
    const { result } = renderHook(() => useFormat());
    expect(result.current.date('2026-11-27')).toBe('Nov 27, 2026');
    expect(result.current.localDay('2026-11-27T12:00:00Z')).toBe(new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date('2026-11-27T12:00:00Z')));
  });

  it.each(['', '01  2026', '2026-13-01', 'soon'])('shows %j as a dash, where it threw before', (value) => {
    const { result } = renderHook(() => useFormat());
    expect(result.current.date(value)).toBe(unreadableDate);
    expect(result.current.localDay(value)).toBe(unreadableDate);
  });
});

describe('lists', () => {
  afterEach(() => act(() => void i18next.changeLanguage('en')));

  it('joins names with the language’s own separators, without a final "and"', async () => {
    const { result, rerender } = renderHook(() => useFormat());
    expect(result.current.list(['News', 'Sport', 'Weather'])).toBe('News, Sport, Weather');
    await act(() => i18next.changeLanguage('ar'));
    rerender();
    expect(result.current.list(['أخبار', 'رياضة', 'طقس'])).toBe('أخبار ورياضة وطقس');
  });
});

describe('amounts', () => {
  afterEach(() => act(() => void i18next.changeLanguage('en')));

  it('keeps an amount’s currency in one piece in Arabic (isolated), and as it is elsewhere', async () => {
    const { result, rerender } = renderHook(() => useFormat());
    const usd = { style: 'currency', currency: 'USD' } as const;
    expect(result.current.number(3900, usd)).toBe('$3,900.00');
    await act(() => i18next.changeLanguage('ar'));
    rerender();
    const amount = result.current.number(3900, usd);
    // "US$" between left-to-right isolate marks: the "$" is no longer drawn to the line's other side.
    expect(amount).toContain('\u2066US$\u2069');
    expect(amount.replace(/[\u2066\u2069]/g, '')).toBe(new Intl.NumberFormat('ar', usd).format(3900));
  });
});
