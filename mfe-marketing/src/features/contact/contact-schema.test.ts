import { validateWithSchema } from '@donation-network/shared-ui/forms';
import { CONTACT_MESSAGES } from '@donation-network/shared-rules';
import { contactSchema } from './contact-schema';

const validate = validateWithSchema(contactSchema);
const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Hello there', message: 'A long enough message.' };

describe('contactSchema', () => {
  it('accepts a valid message', () => {
    expect(validate(valid)).toEqual({});
  });

  it('reports the shared-rules messages', () => {
    expect(validate({ name: 'A', email: 'nope', subject: 'Hi', message: 'short' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      subject: 'Subject must be at least 5 characters',
      message: 'Message must be at least 10 characters',
    });
  });

  it('counts lengths after trimming, like the database', () => {
    expect(validate({ ...valid, name: '  A  ', subject: '  Hi   ' })).toEqual({
      name: CONTACT_MESSAGES.nameMin,
      subject: CONTACT_MESSAGES.subjectMin,
    });
  });

  it('applies the shared maximum lengths', () => {
    expect(validate({ ...valid, name: 'x'.repeat(121), message: 'x'.repeat(5001) })).toEqual({
      name: CONTACT_MESSAGES.nameMax,
      message: CONTACT_MESSAGES.messageMax,
    });
  });

  it('treats Unicode white space as empty and counts characters, not UTF-16 units', () => {
    expect(validate({ ...valid, name: '\u00a0\u3000\u2003', subject: '\t\n\ufeff\u200b\u00a0\u00a0' })).toEqual({
      name: CONTACT_MESSAGES.nameMin,
      subject: CONTACT_MESSAGES.subjectMin,
    });
    // 120 emoji are 240 UTF-16 units but 120 characters: the database accepts them
    expect(validate({ ...valid, name: '😀'.repeat(120) })).toEqual({});
    expect(validate({ ...valid, name: '😀'.repeat(121) })).toEqual({ name: CONTACT_MESSAGES.nameMax });
    expect(validate({ ...valid, email: 'ada\u00a0lovelace@example.com' })).toEqual({ email: CONTACT_MESSAGES.email });
  });
});
