import { formatDonorId } from './donor-id';

describe('formatDonorId', () => {
  it('splits a 7-character ID 1-2-2-rest', () => {
    expect(formatDonorId('a123456')).toBe('a-12-34-56');
    expect(formatDonorId('1234567')).toBe('1-23-45-67');
  });

  it('shows any other length as it is', () => {
    expect(formatDonorId('ada42')).toBe('ada42');
    expect(formatDonorId('ada.lovelace123')).toBe('ada.lovelace123');
    expect(formatDonorId('')).toBe('');
  });
});
