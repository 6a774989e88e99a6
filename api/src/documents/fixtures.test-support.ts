import type { VoucherData } from './voucher-view.ts';

/** A confirmed booking's voucher data for tests, with the names a locale's guest would have. */
export function sampleVoucher(
  names: { hotel: string; guest: string; address: string },
  timeZone: string | null = 'Europe/Berlin',
): VoucherData {
  return {
    reference: 'HS-7K4Q-29XM',
    guestName: names.guest,
    guestNames: ['Maria Müller'],
    hotel: {
      name: names.hotel,
      stars: 4,
      address: names.address,
      city: 'Berlin',
      lat: 52.5163,
      lng: 13.3777,
      checkInTime: '15:00',
      checkOutTime: '11:00',
      ...(timeZone ? { timeZone } : {}),
    },
    checkIn: '2026-05-12',
    checkOut: '2026-05-15',
    nights: 3,
    rooms: [{ adults: 2, children: [5] }],
    roomName: 'Deluxe Double Room',
    board: 'BB',
    total: { amount: 123450, currency: 'EUR' },
    paid: { amount: 120000, currency: 'EUR' },
    payAtProperty: { amount: 3450, currency: 'EUR' },
    cancellation: {
      freeUntil: '2026-05-10T22:00:00Z',
      penalty: { amount: 41150, currency: 'EUR' },
    },
    issuedAt: '2026-04-01T10:00:00Z',
  };
}
