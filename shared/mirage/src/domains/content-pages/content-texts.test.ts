import { loadContentTexts, textsIn } from './content-texts';

// The Arabic chunk fails to download once (a dropped connection), then arrives.
let mockFailures = 1;
jest.mock('./content-texts.ar', () => {
  if (mockFailures-- > 0) throw new Error('Loading chunk 7 failed.');
  return jest.requireActual<object>('./content-texts.ar');
});

it('tries a failed download again on the next call, then keeps the texts', async () => {
  await expect(loadContentTexts('ar')).rejects.toThrow('Loading chunk 7 failed.');
  const arabic = await loadContentTexts('ar');
  expect(arabic.faq.payment.title).toBe('الدفع');
  expect(await textsIn('ar')).toBe(arabic);
});

it('needs nothing for English: the seed is English', async () => {
  expect(await textsIn('en')).toBeUndefined();
});
