import { totalInWords } from './words';

describe('a total in words', () => {
  it('₹225: whole rupees, no paise', () => {
    expect(totalInWords(22500)).toEqual({
      en: 'Two Hundred Twenty Five Rupees Only',
      hi: 'दो सौ पच्चीस रुपये मात्र',
    });
  });

  it('₹1,00,000: counted in lakhs, not hundreds of thousands', () => {
    expect(totalInWords(10_000_000)).toEqual({ en: 'One Lakh Rupees Only', hi: 'एक लाख रुपये मात्र' });
    expect(totalInWords(1_000_000_000).en).toBe('One Crore Rupees Only');
    expect(totalInWords(1_000_000_000).hi).toBe('एक करोड़ रुपये मात्र');
  });

  it('₹45.50: rupees and paise', () => {
    expect(totalInWords(4550)).toEqual({
      en: 'Forty Five Rupees And Fifty Paise Only',
      hi: 'पैंतालीस रुपये और पचास पैसे मात्र',
    });
  });

  it('the singular for one rupee and one paisa', () => {
    expect(totalInWords(101)).toEqual({ en: 'One Rupee And One Paisa Only', hi: 'एक रुपया और एक पैसा मात्र' });
  });

  it('paise that floating point would get wrong (₹0.07, ₹16.95, ₹12,34,567.89)', () => {
    expect(totalInWords(7).en).toBe('Zero Rupees And Seven Paise Only');
    expect(totalInWords(1695).en).toBe('Sixteen Rupees And Ninety Five Paise Only');
    expect(totalInWords(123_456_789)).toEqual({
      en: 'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Rupees And Eighty Nine Paise Only',
      hi: 'बारह लाख चौंतीस हज़ार पांच सौ सड़सठ रुपये और नवासी पैसे मात्र',
    });
  });

  it('Hindi is written in Devanagari', () => {
    for (const paise of [22500, 4550, 19200, 999_999]) {
      expect(totalInWords(paise).hi).toMatch(/^[\u0900-\u097F ]+$/);
    }
  });

  it('refuses negative or fractional paise', () => {
    expect(() => totalInWords(-100)).toThrow(/whole, non-negative/);
    expect(() => totalInWords(45.5)).toThrow(/whole, non-negative/);
  });
});
