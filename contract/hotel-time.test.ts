import { describe, expect, it } from 'vitest';
import {
  dayInZone,
  exemplarCity,
  freeCancellationDeadline,
  hotelTimeParts,
  instantAtWallTime,
  isKnownZone,
  usableZone,
  zoneLabel,
  zoneOffsetMs,
} from './hotel-time.ts';

const HOUR = 3_600_000;

describe('freeCancellationDeadline', () => {
  it('ends the day N days before check-in at 23:59:59 on the hotel’s clock', () => {
    // Check-in 14 January 2027, free until the 12th (two days before) at the hotel.
    const cases: [zone: string, deadline: string][] = [
      ['Pacific/Honolulu', '2027-01-13T09:59:59Z'], // UTC-10
      ['Asia/Tokyo', '2027-01-12T14:59:59Z'], // UTC+9
      ['America/Cancun', '2027-01-13T04:59:59Z'], // UTC-5 all year
      ['Europe/Madrid', '2027-01-12T22:59:59Z'], // UTC+1 in winter
      ['Pacific/Kiritimati', '2027-01-12T09:59:59Z'], // UTC+14
    ];
    for (const [zone, deadline] of cases) {
      expect(freeCancellationDeadline('2027-01-14', 2, zone), zone).toBe(deadline);
      expect(dayInZone(Date.parse(deadline), zone), zone).toBe('2027-01-12');
      expect(dayInZone(Date.parse(deadline) + 1000, zone), zone).toBe('2027-01-13');
    }
  });

  it('is one UTC day apart for the same day in Kiritimati and Honolulu (24 hours of offset)', () => {
    const kiritimati = Date.parse(freeCancellationDeadline('2027-01-14', 2, 'Pacific/Kiritimati'));
    const honolulu = Date.parse(freeCancellationDeadline('2027-01-14', 2, 'Pacific/Honolulu'));
    expect(honolulu - kiritimati).toBe(24 * HOUR);
  });

  it('takes the offset of the deadline’s own day across Europe’s daylight-saving changes', () => {
    // Summer time starts on Sunday 28 March 2027 at 02:00 and ends on Sunday 31 October at 03:00.
    expect(freeCancellationDeadline('2027-03-29', 2, 'Europe/Madrid')).toBe('2027-03-27T22:59:59Z');
    expect(freeCancellationDeadline('2027-03-30', 2, 'Europe/Madrid')).toBe('2027-03-28T21:59:59Z');
    expect(freeCancellationDeadline('2027-11-01', 2, 'Europe/Madrid')).toBe('2027-10-30T21:59:59Z');
    expect(freeCancellationDeadline('2027-11-02', 2, 'Europe/Madrid')).toBe('2027-10-31T22:59:59Z');
    // The Sunday of the change is 23 hours long in March and 25 hours long in October.
    const gap = (a: string, b: string) =>
      Date.parse(freeCancellationDeadline(b, 0, 'Europe/Madrid')) -
      Date.parse(freeCancellationDeadline(a, 0, 'Europe/Madrid'));
    expect(gap('2027-03-27', '2027-03-28')).toBe(23 * HOUR);
    expect(gap('2027-10-30', '2027-10-31')).toBe(25 * HOUR);
  });

  it('counts days back across months and years', () => {
    expect(freeCancellationDeadline('2027-03-01', 14, 'Asia/Tokyo')).toBe('2027-02-15T14:59:59Z');
    expect(freeCancellationDeadline('2027-01-03', 7, 'Europe/Madrid')).toBe('2026-12-27T22:59:59Z');
  });

  it('reads an unknown zone as UTC', () => {
    expect(freeCancellationDeadline('2027-01-14', 1, 'Mars/Olympus')).toBe('2027-01-13T23:59:59Z');
    expect(usableZone(null)).toBe('UTC');
    expect(isKnownZone('../etc')).toBe(false);
  });
});

describe('zone arithmetic', () => {
  it('knows each zone’s offset at an instant and the instant of a wall time', () => {
    expect(zoneOffsetMs('Pacific/Kiritimati', Date.UTC(2027, 0, 1))).toBe(14 * HOUR);
    expect(zoneOffsetMs('Pacific/Honolulu', Date.UTC(2027, 6, 1))).toBe(-10 * HOUR);
    expect(zoneOffsetMs('Europe/Madrid', Date.UTC(2027, 6, 1))).toBe(2 * HOUR);
    expect(new Date(instantAtWallTime('2027-07-01', 12 * 3600, 'Asia/Tokyo')).toISOString()).toBe(
      '2027-07-01T03:00:00.000Z',
    );
  });
});

describe('hotelTimeParts', () => {
  const deadline = '2027-01-13T09:59:59Z'; // 12 January, 23:59:59 in Honolulu

  it('gives the hotel’s wall clock and its zone’s place, and the viewer’s clock when it differs', () => {
    expect(hotelTimeParts(deadline, 'Pacific/Honolulu', 'en-GB', 'Asia/Jerusalem')).toEqual({
      hotel: { date: '12 January', time: '23:59' },
      place: 'Honolulu',
      zone: null,
      viewer: { date: '13 January', time: '11:59' },
    });
    expect(hotelTimeParts(deadline, 'Pacific/Honolulu', 'en-GB', 'Asia/Tokyo')?.viewer).toEqual({
      date: '13 January',
      time: '18:59',
    });
    expect(
      hotelTimeParts(deadline, 'Pacific/Honolulu', 'en-GB', 'Pacific/Kiritimati')?.viewer,
    ).toEqual({ date: '13 January', time: '23:59' });
  });

  it('leaves out the viewer’s clock when it reads the same or is unknown', () => {
    expect(
      hotelTimeParts(deadline, 'Pacific/Honolulu', 'en-GB', 'Pacific/Honolulu')?.viewer,
    ).toBeNull();
    expect(
      hotelTimeParts(deadline, 'Pacific/Honolulu', 'en-GB', 'Pacific/Johnston')?.viewer,
    ).toBeNull();
    expect(
      hotelTimeParts(deadline, 'Pacific/Honolulu', 'en-GB', 'Nowhere/Else')?.viewer,
    ).toBeNull();
    expect(hotelTimeParts(deadline, 'Pacific/Honolulu', 'en-GB')?.viewer).toBeNull();
  });

  it('is null for a text that is no instant', () => {
    expect(hotelTimeParts('soon', 'Asia/Tokyo', 'en-GB')).toBeNull();
  });
});

describe('zoneLabel', () => {
  it('names a zone by its place in the language where Intl has one', () => {
    expect(zoneLabel('Pacific/Honolulu', 'en-GB')).toEqual({ place: 'Honolulu', zone: null });
    expect(zoneLabel('Pacific/Honolulu', 'he')).toEqual({ place: 'הונולולו', zone: null });
    expect(zoneLabel('America/Cancun', 'es')).toEqual({ place: 'Cancún', zone: null });
    expect(zoneLabel('Asia/Tokyo', 'en-GB')).toEqual({ place: 'Japan', zone: null });
    expect(zoneLabel('Pacific/Kiritimati', 'ru')).toEqual({ place: 'Киритимати', zone: null });
  });

  it('falls back to the zone’s whole name where the language uses an abbreviation', () => {
    // en-GB writes "CET" and Japanese "JST" for these: the whole generic name says more.
    expect(zoneLabel('Europe/Madrid', 'en-GB')).toEqual({
      place: null,
      zone: 'Central European Time',
    });
    expect(zoneLabel('Asia/Tokyo', 'ja')).toEqual({ place: null, zone: '日本標準時' });
  });

  it('names UTC as UTC and takes an IANA id’s city when nothing else is known', () => {
    expect(zoneLabel('UTC', 'en-GB')).toEqual({ place: null, zone: 'UTC' });
    expect(exemplarCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });
});
