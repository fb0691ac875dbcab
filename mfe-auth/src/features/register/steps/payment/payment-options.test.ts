import {
  bankTransferReference,
  currencySymbol,
  detectCountry,
  paymentFormErrors,
  paymentMethodsFor,
  PAYMENT_COUNTRIES,
  PAYMENT_METHOD_LABELS,
} from './payment-options';

describe('payment options', () => {
  it('offers the seven countries', () => {
    expect(PAYMENT_COUNTRIES.map((country) => country.code)).toEqual(['AU', 'IN', 'US', 'KE', 'NG', 'ZA', 'GB']);
  });

  it.each([
    ['en-AU', 'AU'],
    ['en-IN', 'IN'],
    ['en-US', 'US'],
    ['en-KE', 'KE'],
    ['sw', 'KE'],
    ['sw-TZ', 'KE'],
    ['en-GB', 'US'],
    ['fr-FR', 'US'],
    ['', 'US'],
  ])('detects %s as %s', (language, country) => {
    expect(detectCountry(language)).toBe(country);
  });

  it.each([
    ['AU', 'A$'],
    ['IN', '₹'],
    ['KE', 'KSh'],
    ['NG', 'KSh'],
    ['GH', 'KSh'],
    ['ZA', 'KSh'],
    ['US', '$'],
    ['GB', '$'],
  ])('uses %s for %s', (country, symbol) => {
    expect(currencySymbol(country)).toBe(symbol);
  });

  it.each([
    ['AU', ['card', 'paypal', 'direct_debit', 'bank_transfer']],
    ['IN', ['card', 'paytm', 'upi', 'bank_transfer']],
    ['KE', ['card', 'mpesa', 'paypal', 'bank_transfer']],
    ['NG', ['card', 'mpesa', 'paypal', 'bank_transfer']],
    ['GH', ['card', 'mpesa', 'paypal', 'bank_transfer']],
    ['ZA', ['card', 'mpesa', 'paypal', 'bank_transfer']],
    ['US', ['card', 'paypal', 'bank_transfer']],
    ['GB', ['card', 'paypal', 'bank_transfer']],
  ])('offers %s its methods', (country, methods) => {
    expect(paymentMethodsFor(country)).toEqual(methods);
  });

  it('labels the card method as the spec does', () => {
    expect(PAYMENT_METHOD_LABELS.card).toBe('Credit/Debit Card');
  });

  it.each([
    ['card', { cardNumber: '4242', cardName: 'A', expiryDate: '01/30' }, ['cvv']],
    ['card', {}, ['cardNumber', 'cardName', 'expiryDate', 'cvv']],
    ['paypal', { paypalEmail: '  ' }, ['paypalEmail']],
    ['paytm', {}, ['phoneNumber']],
    ['mpesa', { phoneNumber: '0712345678' }, []],
    ['direct_debit', { accountNumber: '1' }, ['bsb']],
    ['upi', {}, ['upiId']],
    ['bank_transfer', {}, []],
  ] as const)('requires the %s fields', (method, fields, missing) => {
    expect(Object.keys(paymentFormErrors({ country: 'AU', method, ...fields }))).toEqual(missing);
  });

  it('names the empty field and needs a country and a method', () => {
    expect(paymentFormErrors({ country: 'US', method: 'upi' })).toEqual({ upiId: 'UPI ID is required' });
    expect(paymentFormErrors({})).toEqual({ country: 'Country is required', method: 'Payment method is required' });
  });

  it('builds a DONOR- bank reference', () => {
    expect(bankTransferReference('3f2a9c1e-77aa-4b00-9d1c-000000000000')).toBe('DONOR-3F2A9C1E');
  });
});
