import { maxPriceShown, parseTypedPrice, priceForInput } from './typed-price';

describe('parseTypedPrice', () => {
  it.each([
    ['12.5', 'en', '12.5'],
    ['12,5', 'de', '12.5'],
    ['12,50', 'fr', '12.50'],
    ['1,234.56', 'en', '1234.56'],
    ['1.234,56', 'de', '1234.56'],
    ['1 234,56', 'fr', '1234.56'],
    ['1\u202f234,56', 'fr', '1234.56'],
    ['12.5', 'de', '12.5'],
    ['12,5', 'en', '12.5'],
    ['  7 ', 'ja', '7'],
    ['007.10', 'en', '7.10'],
    ['99999999999.99', 'en', '99999999999.99'],
    ['99.999.999.999,99', 'it', '99999999999.99'],
  ])('reads %p typed in %s as the price %s', (text, locale, price) => {
    expect(parseTypedPrice(text, locale)).toEqual({ price, error: null });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'format'],
    ['-5', 'format'],
    ['1e3', 'format'],
    ['12.5.1', 'format'],
    ['1.234', 'decimals'],
    ['12.345', 'decimals'],
    ['0', 'positive'],
    ['0.00', 'positive'],
    ['100000000000', 'max'],
    ['100000000000.00', 'max'],
  ])('refuses %p in English as %s (spec §5)', (text, error) => {
    expect(parseTypedPrice(text, 'en')).toEqual({ price: null, error });
  });
});

describe('priceForInput and maxPriceShown', () => {
  it("shows a price with two decimals and the locale's decimal separator", () => {
    expect(priceForInput('12.5', 'en')).toBe('12.50');
    expect(priceForInput('12.5', 'de')).toBe('12,50');
    expect(priceForInput('3', 'ja')).toBe('3.00');
  });

  it('reads back what it shows', () => {
    for (const locale of ['en', 'de', 'fr', 'ja']) expect(parseTypedPrice(priceForInput('1234.5', locale), locale).price).toBe('1234.50');
  });

  it("writes the highest price in the locale's digits", () => {
    expect(maxPriceShown('en')).toBe('99,999,999,999.99');
    expect(maxPriceShown('de')).toBe('99.999.999.999,99');
  });
});
