import { FORM_ERROR } from 'final-form';
import * as yup from 'yup';
import { validateWithSchema } from './validate-with-schema';

const schema = yup.object({
  email: yup.string().required('Email is required').email('Enter a valid email'),
  age: yup.number().typeError('Age must be a number').min(18, 'You must be 18 or older'),
  address: yup.object({
    city: yup.string().required('City is required'),
    zip: yup.string().matches(/^\d{5}$/, 'ZIP must be 5 digits'),
  }),
  contacts: yup.array(
    yup.object({
      name: yup.string().required('Contact name is required'),
    }),
  ),
});

const validate = validateWithSchema(schema);

test('returns an empty object for valid values', () => {
  expect(validate({ email: 'a@b.org', age: 30, address: { city: 'Oslo', zip: '12345' }, contacts: [{ name: 'Kim' }] })).toEqual({});
});

test('collects every error (abortEarly false) into final-form nested shape', () => {
  const errors = validate({ email: '', age: 12, address: { city: '', zip: 'x' }, contacts: [{ name: 'Kim' }, { name: '' }] });
  expect(errors).toEqual({
    email: 'Email is required',
    age: 'You must be 18 or older',
    address: { city: 'City is required', zip: 'ZIP must be 5 digits' },
    contacts: [undefined, { name: 'Contact name is required' }],
  });
});

test('keeps the first message per field', () => {
  const strict = yup.object({
    password: yup.string().min(8, 'Too short').matches(/\d/, 'Needs a digit'),
  });
  expect(validateWithSchema(strict)({ password: 'abc' })).toEqual({ password: 'Too short' });
});

test('is synchronous', () => {
  const result = validate({ email: 'x' });
  expect(result).not.toBeInstanceOf(Promise);
});

test('maps a root-level test failure to FORM_ERROR', () => {
  const matching = yup
    .object({ password: yup.string(), confirm: yup.string() })
    .test('match', 'Passwords differ', (value) => value.password === value.confirm);
  expect(validateWithSchema(matching)({ password: 'a', confirm: 'b' })).toEqual({ [FORM_ERROR]: 'Passwords differ' });
});

test('passes context to the schema', () => {
  const withContext = yup.object({
    units: yup.number().when('$max', ([max], s) => (max ? s.max(max, `At most ${max}`) : s)),
  });
  expect(validateWithSchema(withContext, { context: { max: 2 } })({ units: 3 })).toEqual({ units: 'At most 2' });
});
