import {
  bankTransferReference,
  currencySymbol,
  detectCountry,
  formatCountryAmount,
  localPaymentAmount,
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
    ['NG', '₦'],
    ['ZA', 'R'],
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

  it.each([
    ['AU', 38.25, 'A$38.25'],
    ['IN', 2087.5, '₹2,087.50'],
    ['KE', 3225, 'KSh\u00a03,225.00'],
    ['NG', 38750, '₦38,750.00'],
    ['ZA', 460, 'R\u00a0460.00'],
    ['GB', 25, '$25.00'],
  ])('writes a %s amount with its own symbol', (country, amount, text) => {
    expect(formatCountryAmount(amount, country)).toBe(text);
  });

  it('converts a USD price with the stored rates, or gives null for USD payers and unknown rates', () => {
    const rates = { USD: 1, AUD: 1.53, NGN: 1550 };
    expect(localPaymentAmount(25, 'AU', rates)).toBe('A$38.25');
    expect(localPaymentAmount('15.00', 'NG', rates)).toBe('₦23,250.00');
    expect(localPaymentAmount(25, 'US', rates)).toBeNull();
    expect(localPaymentAmount(25, 'GB', rates)).toBeNull();
    expect(localPaymentAmount(25, 'KE', rates)).toBeNull();
    expect(localPaymentAmount(25, 'AU', null)).toBeNull();
  });

  it('builds a DONOR- bank reference', () => {
    expect(bankTransferReference('3f2a9c1e-77aa-4b00-9d1c-000000000000')).toBe('DONOR-3F2A9C1E');
  });
});
