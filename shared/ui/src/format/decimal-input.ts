import { useCallback } from 'react';
import { numberFormat, useFormat } from './formatters';

/** Eastern Arabic and Persian digits, and the Arabic decimal and thousands separators, as ASCII. */
function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u066b\u066c]/g, (char) => {
    const code = char.charCodeAt(0);
    if (char === '\u066b') return '.';
    if (char === '\u066c') return '';
    return String(code - (code >= 0x6f0 ? 0x6f0 : 0x660));
  });
}

const decimalSeparator = (language: string) => numberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';

/**
 * A number typed as the language writes it, as the API's plain decimal text: '1 234,50' in French
 * gives '1234.50', '٢٥٠٫٥' gives '250.5'. Anything else is given back as typed (digits made
 * ASCII), for the field's schema to refuse with its message.
 */
export function decimalInput(text: string, language: string): string {
  const typed = westernDigits(text).trim();
  if (decimalSeparator(language) !== ',') return typed;
  // Digits grouped by spaces (any kind), then a decimal comma: the French way.
  return /^\d[\d \u00a0\u202f]*(?:,\d+)?$/.test(typed) ? typed.replace(/[ \u00a0\u202f]/g, '').replace(',', '.') : typed;
}

/** `decimalInput` in the current language: a TextField's `parse` for amounts and rates typed as text. */
export function useDecimalInput(): (text: string) => string {
  const { language } = useFormat();
  return useCallback((text: string) => decimalInput(text, language), [language]);
}
