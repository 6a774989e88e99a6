import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, renderBookingIcs, vtimezone } from './calendar-ics.ts';
import { sampleVoucher } from './fixtures.test-support.ts';

const names = {
  hotel: 'Hotel Adlon; Kempinski',
  guest: 'Anna Schmidt',
  address: 'Unter den Linden 77, Berlin',
};
const now = new Date('2026-04-01T10:00:00Z');

/** The content lines of an .ics file, continuation lines unfolded. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
}

describe('escapeText and foldLine', () => {
  it('escape backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('fold at 75 octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'ש'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});

describe('renderBookingIcs', () => {
  it('writes the stay in the hotel’s time zone with its VTIMEZONE, place and reference', () => {
    const ics = renderBookingIcs(sampleVoucher(names), 'en', { now, brand: 'Stayway' });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const raw of ics.split('\r\n')) expect(Buffer.byteLength(raw)).toBeLessThanOrEqual(75);
    const lines = unfold(ics);
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Europe/Berlin');
    // Summer time starts on the last Sunday of March at 02:00 local time, +0100 -> +0200.
    expect(lines).toContain('DTSTART:20260329T020000');
    expect(lines).toContain('TZOFFSETTO:+0200');
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20260512T150000');
    expect(lines).toContain('DTEND;TZID=Europe/Berlin:20260515T110000');
    expect(lines).toContain('DTSTAMP:20260401T100000Z');
    expect(lines).toContain('UID:hs-7k4q-29xm@booking.stayway');
    expect(lines).toContain('SUMMARY:Stay at Hotel Adlon\\; Kempinski (HS-7K4Q-29XM)');
    expect(lines).toContain('LOCATION:Hotel Adlon\\; Kempinski\\, Unter den Linden 77\\, Berlin');
    expect(lines).toContain('GEO:52.516300;13.377700');
    const description = lines.find((l) => l.startsWith('DESCRIPTION:')) ?? '';
    expect(description).toContain('Confirmation number: HS-7K4Q-29XM');
    expect(description).toContain('\\nCheck-in: Tuesday\\, 12 May 2026\\, from 15:00');
  });

  it('writes all-day dates through the check-out day, and the times in words, without a zone', () => {
    const lines = unfold(renderBookingIcs(sampleVoucher(names, null), 'de', { now }));
    expect(lines).not.toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('DTSTART;VALUE=DATE:20260512');
    expect(lines).toContain('DTEND;VALUE=DATE:20260516');
    const description = lines.find((l) => l.startsWith('DESCRIPTION:')) ?? '';
    expect(description).toContain('ab 15:00');
    expect(description).toContain('bis 11:00');
  });

  it('gives a zone without changes one standard observance', () => {
    expect(vtimezone('Asia/Tokyo', 2026, 2026)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Tokyo',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0900',
      'TZOFFSETTO:+0900',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });
});
