import { parsePercent, priceAfterPercent } from './price-change';

describe('parsePercent', () => {
  it.each([
    ['-10', 'en', -1000n],
    ['+7.5', 'en', 750n],
    ['7,5', 'de', 750n],
    ['−12,25 %', 'fr', -1225n],
    ['5%', 'ja', 500n],
    ['-99.99', 'en', -9999n],
    ['1000', 'en', 100000n],
  ])('reads %p typed in %s as %p hundredths of a percent', (text, locale, hundredths) => {
    expect(parsePercent(text, locale)).toEqual({ hundredths, error: null });
  });

  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['ten', 'format'],
    ['--5', 'format'],
    ['5.555', 'format'],
    ['0', 'zero'],
    ['-100', 'range'],
    ['1000.01', 'range'],
  ])('refuses %p: %s', (text, error) => {
    expect(parsePercent(text, 'en')).toEqual({ hundredths: null, error });
  });
});

describe('priceAfterPercent', () => {
  it('applies the change and rounds half up to the cent', () => {
    expect(priceAfterPercent('10', -1000n)).toEqual({ price: '9.00', error: null });
    expect(priceAfterPercent('2.6', 750n)).toEqual({ price: '2.80', error: null });
    expect(priceAfterPercent('0.05', -1000n)).toEqual({ price: '0.05', error: null });
    expect(priceAfterPercent('4800.0', 1n)).toEqual({ price: '4800.48', error: null });
  });

  it('refuses a price that would fall to zero or rise above the spec limit', () => {
    expect(priceAfterPercent('0.01', -9999n)).toEqual({ price: null, error: 'positive' });
    expect(priceAfterPercent('99999999999.99', 100n)).toEqual({ price: null, error: 'max' });
  });
});
