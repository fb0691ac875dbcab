import { fallbackIntro, readService, serviceBadgeText, serviceForMessage, subjectForService } from './contact-service';

describe('subjectForService', () => {
  it.each([
    ['legal-support', 'Legal Support Request: Legal Support'],
    ['Legal Support', 'Legal Support Request: Legal Support'],
    ['partnership', 'Partnership Inquiry: Partnership'],
    ['Corporate Partnership', 'Partnership Inquiry: Corporate Partnership'],
    ['donation', 'Donation Information Request: Donation'],
    ['Blood Donation', 'Donation Information Request: Blood Donation'],
    ['technical', 'Technical Support Request: Technical Support'],
    ['Technical Issue', 'Technical Support Request: Technical Issue'],
    ['Healthcare Partner', 'Information Request: Healthcare Partner'],
    ['Additional Services', 'Information Request: Additional Services'],
  ])('%s → %s', (service, subject) => {
    expect(subjectForService(service)).toBe(subject);
  });

  it('is empty without a service', () => {
    expect(subjectForService(null)).toBe('');
  });

  it('checks the rules in their order (legal-support before partnership)', () => {
    expect(subjectForService('legal-support-partnership')).toBe('Legal Support Request: legal-support-partnership');
  });
});

describe('service helpers', () => {
  it('reads a trimmed, non-blank service from the query string', () => {
    expect(readService(new URLSearchParams('service=%20Healthcare%20Partner%20'))).toBe('Healthcare Partner');
    expect(readService(new URLSearchParams('service=%20'))).toBeNull();
    expect(readService(new URLSearchParams(''))).toBeNull();
  });

  it('builds the badge text as the service followed by Inquiry', () => {
    expect(serviceBadgeText('Corporate Partner')).toBe('Corporate Partner Inquiry');
  });

  it('names the known slugs readably on the badge and in the intro, never the raw slug', () => {
    expect(serviceBadgeText('legal-support')).toBe('Legal Support Inquiry');
    expect(serviceBadgeText('Legal_Support')).toBe('Legal Support Inquiry');
    expect(serviceBadgeText('technical')).toBe('Technical Support Inquiry');
    expect(serviceBadgeText('partnership')).toBe('Partnership Inquiry');
    expect(serviceBadgeText('donation')).toBe('Donation Inquiry');
    expect(fallbackIntro('legal-support')[0]).toMatch(/^Thank you for your interest in Legal Support\./);
    // and in the subject: the readable name, not the slug
    expect(subjectForService('legal-support')).toBe('Legal Support Request: Legal Support');
    expect(subjectForService('Legal_Support')).toBe('Legal Support Request: Legal Support');
  });

  it('has one fallback intro thanking for the service and one without', () => {
    expect(fallbackIntro('Healthcare Partner')[0]).toMatch(/^Thank you for your interest in Healthcare Partner\./);
    expect(fallbackIntro(null)[0]).toMatch(/our team will get back to you shortly\.$/);
    expect(fallbackIntro(null)[1]).toMatch(/^For urgent medical needs/);
  });

  it('cuts the stored service to the database limit of 100 characters', () => {
    expect(serviceForMessage('x'.repeat(150))).toHaveLength(100);
    expect(serviceForMessage(null)).toBeNull();
  });
});

describe('prototype keys in the service link', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'shows %s as given, never a member of Object.prototype',
    (service) => {
      expect(serviceBadgeText(service)).toBe(`${service} Inquiry`);
      expect(fallbackIntro(service)[0]).toBe(
        `Thank you for your interest in ${service}. Fill out the form below and our team will get back to you with more information.`,
      );
    },
  );
});
