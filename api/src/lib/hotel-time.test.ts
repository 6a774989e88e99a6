import { describe, expect, it } from 'vitest';
import { hotelTimeText } from './hotel-time.ts';

const HONOLULU = '2027-01-13T09:59:59Z'; // 23:59:59 on 12 January in Honolulu

describe('hotelTimeText', () => {
  it('writes a hotel time as the site shows it, in the document’s language', () => {
    expect(hotelTimeText(HONOLULU, 'Pacific/Honolulu', 'en')).toBe(
      '12 January, 23:59, Honolulu time',
    );
    expect(hotelTimeText(HONOLULU, 'Pacific/Honolulu', 'en', 'Asia/Jerusalem')).toBe(
      '12 January, 23:59, Honolulu time (13 January, 11:59 your time)',
    );
    expect(hotelTimeText(HONOLULU, 'Pacific/Honolulu', 'he', 'Asia/Tokyo')).toBe(
      '12 בינואר, 23:59 לפי שעון הונולולו (13 בינואר, 18:59 לפי השעון שלכם)',
    );
    expect(hotelTimeText('2027-01-12T22:59:59Z', 'Europe/Madrid', 'ja')).toBe(
      '1月12日 23:59（スペイン時間）',
    );
  });
});
