import { typedPriceBound } from './price-bound';

describe('a price bound typed into the filter', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['329', '329'],
    ['0100', '100'],
    ['1e3', '1000'],
    ['2.5', '2.5'],
    ['2.50', '2.5'],
    ['649.99', '649.99'],
    ['0', '0'],
    ['999999', '999999'],
  ])('reads %j as the bound %j', (typed, bound) => {
    expect(typedPriceBound(typed)).toEqual({ bound });
  });

  it.each([
    ['-5', 'negative'],
    ['-0.01', 'negative'],
    ['1e12', 'tooHigh'],
    ['999999.01', 'tooHigh'],
    ['1e308', 'tooHigh'],
    ['2.555', 'cents'],
    ['1e-7', 'cents'],
    ['cheap', 'notNumber'],
  ])('refuses %j: %s', (typed, problem) => {
    expect(typedPriceBound(typed)).toEqual({ problem });
  });
});
