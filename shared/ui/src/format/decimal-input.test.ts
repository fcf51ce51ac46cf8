import { decimalInput } from './decimal-input';

describe('decimalInput', () => {
  it('reads a French amount: spaces between thousands, a comma before the cents', () => {
    expect(decimalInput('250,00', 'fr')).toBe('250.00');
    expect(decimalInput(' 1 234,5 ', 'fr')).toBe('1234.5');
    expect(decimalInput('1\u202f234\u00a0567,89', 'fr')).toBe('1234567.89');
    expect(decimalInput('250', 'fr')).toBe('250');
  });

  it('leaves an English amount as typed, thousands commas included (the schema reads them)', () => {
    expect(decimalInput('1,234.50', 'en')).toBe('1,234.50');
    expect(decimalInput('250,00', 'en')).toBe('250,00');
    expect(decimalInput('12.50', 'fr')).toBe('12.50');
  });

  it('reads Eastern Arabic digits and separators in any language', () => {
    expect(decimalInput('٢٥٠٫٥٠', 'ar')).toBe('250.50');
    expect(decimalInput('١٬٢٣٤', 'ar')).toBe('1234');
    expect(decimalInput('۱۲', 'en')).toBe('12');
  });

  it('gives back what is no number, for the schema to refuse', () => {
    expect(decimalInput('douze', 'fr')).toBe('douze');
    expect(decimalInput('1,2,3', 'fr')).toBe('1,2,3');
    expect(decimalInput('-5,00', 'fr')).toBe('-5,00');
  });
});
