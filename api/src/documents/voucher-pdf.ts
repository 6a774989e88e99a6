import { encodeQR } from '@paulmillr/qr';
import PDFDocument from 'pdfkit';
import { intlTag, type Locale } from '../lib/i18n.ts';
import { DocumentFonts } from './fonts.ts';
import { formatAmount, formatCoordinates, formatDate, formatMoment, formatTime } from './format.ts';
import { documentText, type DocumentKey } from './messages.ts';
import { Typesetter, type TextStyle } from './text-layout.ts';
import { HOUSE_COLOR, safeColor, type VoucherBrand, type VoucherData } from './voucher-view.ts';
import { hotelTimeText } from '../lib/hotel-time.ts';
import { labelled } from '../../../contract/typography.ts';

/** Locales written right to left. */
const RTL_LOCALES: ReadonlySet<Locale> = new Set(['he', 'ar']);

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const CONTENT = PAGE.width - 2 * MARGIN;
const INK = '#1f2937';
const MUTED = '#4b5563';
const RULE = '#d1d5db';

/** One labelled value of the voucher. */
interface Field {
  label: string;
  value: string;
}

/** Everything the voucher says, in the guest's language, before it is laid out. */
interface VoucherTexts {
  brand: string;
  title: string;
  referenceLabel: string;
  reference: string;
  showAtDesk: string;
  guest: Field;
  guests: Field | null;
  hotelName: string;
  hotelLines: Field[];
  stay: Field[];
  payment: Field[];
  cancellation: Field;
  timeZone: string | null;
  contact: string;
  contactLines: string[];
  issued: string;
}

function texts(data: VoucherData, locale: Locale, brand: VoucherBrand): VoucherTexts {
  const t = (key: DocumentKey, values?: Record<string, string | number>) =>
    documentText(locale, key, values);
  const adults = data.rooms.reduce((sum, room) => sum + room.adults, 0);
  const children = data.rooms.reduce((sum, room) => sum + room.children.length, 0);
  const party = [
    t('voucher.rooms', { count: data.rooms.length }),
    t('voucher.adults', { count: adults }),
    ...(children > 0 ? [t('voucher.children', { count: children })] : []),
  ];
  const zone = data.hotel.timeZone;
  const cancellation = data.cancellation.freeUntil
    ? `${t('voucher.freeUntil', { date: hotelTimeText(data.cancellation.freeUntil, zone, locale) })} ${t('voucher.penalty', { amount: formatAmount(locale, data.cancellation.penalty) })}`
    : `${t('voucher.nonRefundable')} ${t('voucher.penalty', { amount: formatAmount(locale, data.cancellation.penalty) })}`;
  const list = new Intl.ListFormat(intlTag(locale), { style: 'short', type: 'unit' });
  const contactLines = [
    brand.email ? labelled(locale, t('voucher.email'), brand.email) : null,
    brand.phone ? labelled(locale, t('voucher.phone'), brand.phone) : null,
    brand.website ? labelled(locale, t('voucher.website'), brand.website) : null,
  ].filter((line): line is string => line !== null);
  return {
    brand: brand.name,
    title: t('voucher.title'),
    referenceLabel: t('voucher.reference'),
    reference: data.reference,
    showAtDesk: t('voucher.showAtDesk'),
    guest: { label: t('voucher.guest'), value: data.guestName },
    guests:
      data.guestNames.length > 0
        ? { label: t('voucher.guests'), value: data.guestNames.join(', ') }
        : null,
    hotelName: data.hotel.name,
    hotelLines: [
      { label: t('voucher.address'), value: data.hotel.address },
      {
        label: t('voucher.coordinates'),
        value: isolateLtr(formatCoordinates(data.hotel.lat, data.hotel.lng)),
      },
    ],
    stay: [
      {
        label: t('voucher.checkIn'),
        value: t('voucher.checkInFrom', {
          date: formatDate(locale, data.checkIn),
          time: formatTime(locale, data.hotel.checkInTime),
        }),
      },
      {
        label: t('voucher.checkOut'),
        value: t('voucher.checkOutUntil', {
          date: formatDate(locale, data.checkOut),
          time: formatTime(locale, data.hotel.checkOutTime),
        }),
      },
      { label: t('voucher.nights'), value: t('voucher.nights', { count: data.nights }) },
      { label: t('voucher.roomsAndGuests'), value: list.format(party) },
      { label: t('voucher.room'), value: data.roomName },
      { label: t('voucher.board'), value: t(`board.${data.board}`) },
    ],
    payment: [
      { label: t('voucher.total'), value: formatAmount(locale, data.total) },
      { label: t('voucher.paid'), value: formatAmount(locale, data.paid) },
      { label: t('voucher.payAtProperty'), value: formatAmount(locale, data.payAtProperty) },
    ],
    cancellation: { label: t('voucher.cancellation'), value: cancellation },
    timeZone: zone ? t('voucher.timeZone', { zone }) : null,
    contact: t('voucher.contact', { brand: brand.name }),
    contactLines,
    issued: t('voucher.issued', { date: formatMoment(locale, data.issuedAt, zone) }),
  };
}

function allTexts(v: VoucherTexts): string[] {
  const fields = [v.guest, ...(v.guests ? [v.guests] : []), ...v.hotelLines, ...v.stay];
  return [
    v.brand,
    v.title,
    v.referenceLabel,
    v.reference,
    v.showAtDesk,
    v.hotelName,
    ...[...fields, ...v.payment, v.cancellation].flatMap((f) => [f.label, f.value]),
    ...(v.timeZone ? [v.timeZone] : []),
    v.contact,
    ...v.contactLines,
    v.issued,
  ];
}

/** Text kept left to right inside any paragraph (coordinates, a reference), by Unicode isolates. */
function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}

/** Black on the brand colour when it is light, else white (WCAG relative luminance). */
function textOn(color: string): string {
  const channel = (i: number) => {
    const c = parseInt(color.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return luminance > 0.4 ? '#111827' : '#ffffff';
}

function collectBuffer(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}

/** A thin rule across the page at `y`; answers where the next block starts. */
function rule(doc: PDFKit.PDFDocument, y: number): number {
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE.width - MARGIN, y)
    .lineWidth(0.75)
    .stroke(RULE);
  return y + 12;
}

/**
 * The guest's PDF voucher of a confirmed booking (one A4 page) in a locale and a seller's
 * brand: the reference also as a QR code, the hotel, the stay, what was paid and what is due
 * at the property, the cancellation terms and how to reach the seller. Text in every script
 * of the site's locales, shaped and laid out right to left for he and ar, with the fonts
 * subset into the file.
 */
export async function renderVoucherPdf(
  data: VoucherData,
  locale: Locale,
  brand: VoucherBrand,
): Promise<Uint8Array> {
  const rtl = RTL_LOCALES.has(locale);
  const v = texts(data, locale, brand);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    lang: intlTag(locale),
    displayTitle: true,
    info: { Title: `${v.title} ${data.reference}`, Author: brand.name, Subject: data.hotel.name },
  });
  const done = collectBuffer(doc);
  const type = new Typesetter(doc, new DocumentFonts(locale), locale, rtl);
  for (const text of allTexts(v)) type.prepare(text);
  await type.embedFonts();

  const color = safeColor(brand.color) ?? HOUSE_COLOR;
  const onColor = textOn(color);
  // A box given from the start edge: its left x in the page, mirrored for right to left.
  const box = (start: number, width: number) => ({
    x: rtl ? PAGE.width - MARGIN - start - width : MARGIN + start,
    width,
  });
  const style = (size: number, weight: 400 | 700, fill = INK): TextStyle => ({
    size,
    weight,
    color: fill,
  });

  // The brand band.
  const bandHeight = 64;
  doc.rect(0, 0, PAGE.width, bandHeight).fill(color);
  let brandStart = 0;
  if (brand.logo) {
    const logoBox = box(0, 120);
    doc.image(Buffer.from(brand.logo), logoBox.x, 12, {
      fit: [120, 40],
      ...(rtl ? { align: 'right' as const } : {}),
      valign: 'center',
    });
    brandStart = 132;
  }
  type.paragraph(
    v.brand,
    { ...box(brandStart, CONTENT / 2 - brandStart), y: 18 },
    style(18, 700, onColor),
  );
  type.paragraph(
    v.title,
    { ...box(CONTENT / 2, CONTENT / 2), y: 20 },
    style(14, 400, onColor),
    'end',
  );

  // The reference, the guest and the QR code.
  const qrSize = 104;
  const textWidth = CONTENT - qrSize - 20;
  let y = bandHeight + 24;
  const qrBox = box(CONTENT - qrSize, qrSize);
  drawQr(doc, data.reference, qrBox.x, y, qrSize);
  y = type.paragraph(v.referenceLabel, { ...box(0, textWidth), y }, style(10, 400, MUTED));
  y = type.paragraph(v.reference, { ...box(0, textWidth), y }, style(24, 700, color));
  y = type.paragraph(v.showAtDesk, { ...box(0, textWidth), y: y + 2 }, style(9, 400, MUTED));
  y += 8;
  y = field(type, v.guest, box(0, textWidth), y, 13);
  if (v.guests) y = field(type, v.guests, box(0, textWidth), y);
  y = Math.max(y, bandHeight + 24 + qrSize + 8) + 8;

  // The hotel.
  y = rule(doc, y);
  y = type.paragraph(v.hotelName, { ...box(0, CONTENT), y }, style(17, 700));
  for (const line of v.hotelLines) y = field(type, line, box(0, CONTENT), y);

  // The stay, in two columns.
  y += 6;
  y = rule(doc, y);
  const half = (CONTENT - 20) / 2;
  for (let i = 0; i < v.stay.length; i += 2) {
    const [first, second] = [v.stay[i], v.stay[i + 1]];
    const bottoms = [first ? field(type, first, box(0, half), y) : y];
    if (second) bottoms.push(field(type, second, box(half + 20, half), y));
    y = Math.max(...bottoms) + 4;
  }

  // The payment, in three columns.
  y += 2;
  y = rule(doc, y);
  const third = (CONTENT - 40) / 3;
  y = Math.max(...v.payment.map((f, i) => field(type, f, box(i * (third + 20), third), y, 13))) + 6;

  // The cancellation terms and the time zone.
  y = field(type, v.cancellation, box(0, CONTENT), y);
  if (v.timeZone)
    y = type.paragraph(v.timeZone, { ...box(0, CONTENT), y: y + 4 }, style(9, 400, MUTED));

  // How to reach the seller, at the foot of the page.
  const footLines = [v.contact, ...v.contactLines];
  let footY = PAGE.height - MARGIN - (footLines.length + 1) * 9 * 1.5 - 12;
  footY = Math.max(footY, y + 16);
  doc
    .moveTo(MARGIN, footY)
    .lineTo(PAGE.width - MARGIN, footY)
    .lineWidth(0.75)
    .stroke(RULE);
  footY += 8;
  footY = type.paragraph(v.contact, { ...box(0, CONTENT), y: footY }, style(10, 700));
  for (const line of v.contactLines)
    footY = type.paragraph(line, { ...box(0, CONTENT), y: footY }, style(9, 400, MUTED));
  type.paragraph(v.issued, { ...box(0, CONTENT), y: footY }, style(8, 400, MUTED));

  doc.end();
  return done;
}

/** A label over its value; returns the y below. */
function field(
  type: Typesetter,
  item: Field,
  at: { x: number; width: number },
  y: number,
  valueSize = 11,
): number {
  const below = type.paragraph(item.label, { ...at, y }, { size: 9, weight: 400, color: MUTED });
  return type.paragraph(
    item.value,
    { ...at, y: below },
    { size: valueSize, weight: 700, color: INK },
  );
}

/** The reference as a QR code, drawn as vector squares (sharp at any print size). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: 0 });
  const cell = size / modules.length;
  doc.save();
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) doc.rect(x + c * cell, y + r * cell, cell + 0.01, cell + 0.01);
    }),
  );
  doc.fill('#000000');
  doc.restore();
}
