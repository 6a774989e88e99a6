import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Locale } from '../lib/i18n.ts';
import { sampleVoucher } from './fixtures.test-support.ts';
import { pdfFonts, pdfText } from './pdf-reading.test-support.ts';
import { renderVoucherPdf } from './voucher-pdf.ts';

const dir = mkdtempSync(join(tmpdir(), 'voucher-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The guest's and the hotel's names in the script of each locale.
const NAMES: [Locale, { hotel: string; guest: string; address: string }][] = [
  [
    'en',
    { hotel: 'Grand Hotel Berlin', guest: 'Anna Schmidt', address: 'Unter den Linden 77, Berlin' },
  ],
  ['he', { hotel: 'מלון המלך דוד', guest: 'ישראל ישראלי', address: 'רחוב המלך דוד 23, ירושלים' }],
  ['ar', { hotel: 'فندق النخيل', guest: 'محمد عبد الله', address: 'شارع الشيخ زايد 12، دبي' }],
  ['ja', { hotel: 'ホテル東京ベイ', guest: '山田 太郎', address: '東京都港区芝浦1-2-3' }],
  ['zh-cn', { hotel: '北京饭店', guest: '王小明', address: '北京市东城区东长安街33号' }],
  ['ko', { hotel: '서울 그랜드 호텔', guest: '김민준', address: '서울특별시 중구 세종대로 110' }],
  ['th', { hotel: 'โรงแรมริมน้ำ', guest: 'สมชาย ใจดี', address: '123 ถนนเจริญกรุง กรุงเทพมหานคร' }],
  ['ru', { hotel: 'Гостиница Москва', guest: 'Иван Петров', address: 'Тверская улица 3, Москва' }],
  [
    'el',
    {
      hotel: 'Ξενοδοχείο Ακρόπολις',
      guest: 'Γιώργος Παπαδόπουλος',
      address: 'Οδός Αθηνάς 12, Αθήνα',
    },
  ],
];

describe('renderVoucherPdf', () => {
  it.each(NAMES)(
    'writes a %s voucher whose reference, hotel and guest read back',
    async (locale, names) => {
      const pdf = await renderVoucherPdf(sampleVoucher(names), locale, {
        name: 'Stayway',
        color: '#044aff',
        email: 'help@stayway.example',
      });
      const file = join(dir, `${locale}.pdf`);
      writeFileSync(file, pdf);
      expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
      const text = pdfText(readFileSync(file));
      expect(text).toContain('HS-7K4Q-29XM');
      expect(text).toContain(names.hotel);
      expect(text).toContain(names.guest);
      // Fonts are embedded as subsets, none left to the reader's machine.
      for (const line of pdfFonts(file)) expect(line).toMatch(/\+\S+\s.*\byes\s+yes\s+yes\b/);
    },
    30_000,
  );

  it('shows no net price, commission or markup, and what is due at the property', async () => {
    const file = join(dir, 'de.pdf');
    const data = sampleVoucher({
      hotel: 'Hotel Adlon',
      guest: 'Jörg Weiß',
      address: 'Pariser Platz 1',
    });
    writeFileSync(
      file,
      await renderVoucherPdf(data, 'de', { name: 'Partner GmbH', phone: '+49 30 1234' }),
    );
    const text = pdfText(readFileSync(file));
    expect(text).toContain('1.234,50 €');
    expect(text).toContain('34,50 €');
    expect(text).toContain('Partner GmbH');
    expect(text).toContain('+49 30 1234');
    expect(text).toContain('Europe/Berlin');
    expect(text).not.toMatch(/Netto|Provision|commission/i);
  }, 30_000);
});
