import { PLACE_LOCALES } from '../../../contract/places/names.ts';

/** The site's locale codes (SPEC section 2): en without a URL prefix, the others prefixed. */
export const LOCALES = PLACE_LOCALES;

/** One of the site's locale codes. */
export type Locale = (typeof LOCALES)[number];

const LOCALE_SET = new Set<string>(LOCALES);

/** The locale named by a `locale` query value (case-insensitive, `_` or `-`); unknown -> en. */
export function parseLocale(value: string | undefined | null): Locale {
  const code = (value ?? '').trim().toLowerCase().replace('_', '-');
  return LOCALE_SET.has(code) ? (code as Locale) : 'en';
}

/** The site's URL prefix of a locale: '' for en, else `he/`. */
export function localePrefix(locale: Locale): string {
  return locale === 'en' ? '' : `${locale}/`;
}

const en = {
  'auth.failed': 'These credentials do not match our records.',
  'auth.unauthenticated': 'Unauthenticated.',
  'auth.bearer': 'A valid client token is required.',
  'auth.forbidden': 'This action is unauthorized.',
  'auth.locked': 'Too many failed sign-ins for this account. Please try again in :minutes minutes.',
  'csrf.mismatch': 'CSRF token mismatch.',
  'http.not_found': 'Not found.',
  'http.malformed_json': 'The request body is not valid JSON.',
  'http.server_error': 'Server error.',
  'http.too_many': 'Too many attempts. Please try again in :seconds seconds.',
  'http.too_many_minutes': 'Too many attempts. Please try again in :minutes minutes.',
  'http.too_large': 'The request is too large.',
  'idempotency.invalid': 'The Idempotency-Key header must be 1 to 255 visible characters.',
  'idempotency.mismatch': 'This Idempotency-Key was already used for a different request.',
  'validation.failed': 'The given data was invalid.',
  'validation.required': 'The :attribute field is required.',
  'validation.string': 'The :attribute field must be a string.',
  'validation.email': 'The :attribute field must be a valid email address.',
  'validation.min': 'The :attribute field must be at least :min characters.',
  'validation.max': 'The :attribute field must not be greater than :max characters.',
  'validation.invalid': 'The selected :attribute is invalid.',
  'validation.confirmed': 'The :attribute field confirmation does not match.',
  'validation.unique': 'The :attribute has already been taken.',
  'validation.english_name': 'The :attribute may only contain English letters.',
  'validation.phone':
    'The :attribute is not a valid phone number: enter its digits with the country code (spaces and dashes allowed).',
  'validation.unknown_field': 'The :attribute field is not allowed.',
  'validation.date': 'The :attribute is not a valid date (YYYY-MM-DD).',
  'validation.check_in_range': 'The check-in date must be between today and one year from today.',
  'validation.check_out_after': 'The check-out date must be 1 to 30 nights after check-in.',
  'validation.guests':
    'Guests must be 1-8 rooms, each with 1-8 adults and up to 6 children aged 0-17 (e.g. 2,5,8|1).',
  'validation.currency': 'The selected currency is not supported.',
  'validation.integer': 'The :attribute field must be a whole number.',
  'validation.boolean': 'The :attribute field must be true or false.',
  'validation.destination': 'Choose a destination or a place.',
  'validation.sort': 'The sort order must be one of price, -price, rating, stars, distance.',
  'validation.rate': 'This rate is not valid. Please choose a room again.',
  'validation.rate_mismatch': 'The :attribute does not match the chosen rate.',
  'validation.card_number': 'The card number is not valid.',
  'validation.card_expiry': 'The expiry date must be in the future (MM/YY).',
  'validation.card_cvc': 'The security code must have 3 or 4 digits.',
  'validation.month': 'The :attribute must be a date in the format YYYY-MM-DD.',
  'destination.not_found': 'This destination could not be found.',
  'place.not_found': 'This place could not be found.',
  'hotel.not_found': 'This hotel could not be found.',
  'agent.not_found': 'This agent could not be found.',
  'white_label.not_found': 'No white-label site is configured for this host.',
  'search.not_found': 'This search has expired. Please search again.',
  'booking.not_found': 'This booking could not be found.',
  'booking.sold_out':
    'Sorry, this room is no longer available for your dates. Please choose another room.',
  'booking.not_payable': 'This booking can no longer be paid.',
  'booking.already_paid': 'This booking has already been paid.',
  'booking.expired':
    'This booking has expired: its rooms were held for :minutes minutes without payment. Please book again.',
  'booking.cancelled': 'This booking has been cancelled and can no longer be paid.',
  'booking.too_many_holds':
    'Too many unpaid bookings are holding rooms for you. Pay or cancel one of them, or try again in :minutes minutes.',
  'booking.room_too_small': 'This room does not fit the guests of every room you asked for.',
  'transaction.not_found': 'This transaction could not be found.',
  'reservation.not_found': 'This reservation could not be found.',
  'reservation.not_cancellable': 'This reservation can no longer be cancelled.',
  'payment.not_found': 'This payment link is invalid or has expired.',
  'payment.used': 'This payment has already been completed.',
  'payment.title': 'Secure payment',
  'payment.amount': 'Amount to pay',
  'payment.card_name': 'Name on card',
  'payment.card_number': 'Card number',
  'payment.expiry': 'Expiry (MM/YY)',
  'payment.cvc': 'CVC',
  'payment.pay': 'Pay :amount',
  'payment.test_notice':
    'Test mode: use 4242 4242 4242 4242 to succeed or 4000 0000 0000 0002 to be declined, any future expiry and any CVC.',
  'payment.booking': 'Booking :reference',
  'payment.declined': 'Your card was declined.',
  'payment.unknown_card': 'Only the test cards are accepted by this demo provider.',
  'vouchers.forbidden': 'Vouchers are not enabled for your account.',
  'agent.all_forbidden': 'You are not allowed to see all of the agency bookings.',
  'lead.created': 'Thank you! We will be in touch soon.',
} as const;

/** A message key of the API's catalogue. */
export type MessageKey = keyof typeof en;

const he: Record<MessageKey, string> = {
  'auth.failed': 'פרטי ההתחברות אינם תואמים את הרשומות שלנו.',
  'auth.unauthenticated': 'לא מחובר.',
  'auth.bearer': 'נדרש אסימון לקוח תקף.',
  'auth.forbidden': 'אין לך הרשאה לבצע פעולה זו.',
  'auth.locked': 'יותר מדי ניסיונות התחברות כושלים לחשבון זה. נסו שוב בעוד :minutes דקות.',
  'csrf.mismatch': 'אסימון האבטחה (CSRF) אינו תואם.',
  'http.not_found': 'לא נמצא.',
  'http.malformed_json': 'גוף הבקשה אינו JSON תקין.',
  'http.server_error': 'שגיאת שרת.',
  'http.too_many': 'יותר מדי ניסיונות. נסו שוב בעוד :seconds שניות.',
  'http.too_many_minutes': 'יותר מדי ניסיונות. נסו שוב בעוד :minutes דקות.',
  'http.too_large': 'הבקשה גדולה מדי.',
  'idempotency.invalid': 'הכותרת Idempotency-Key חייבת להכיל 1 עד 255 תווים גלויים.',
  'idempotency.mismatch': 'המפתח Idempotency-Key כבר שימש לבקשה אחרת.',
  'validation.failed': 'הנתונים שנשלחו אינם תקינים.',
  'validation.required': 'השדה :attribute הוא חובה.',
  'validation.string': 'השדה :attribute חייב להיות טקסט.',
  'validation.email': 'השדה :attribute חייב להיות כתובת אימייל תקינה.',
  'validation.min': 'השדה :attribute חייב להכיל לפחות :min תווים.',
  'validation.max': 'השדה :attribute לא יכול להכיל יותר מ-:max תווים.',
  'validation.invalid': 'הערך שנבחר בשדה :attribute אינו תקין.',
  'validation.confirmed': 'אימות השדה :attribute אינו תואם.',
  'validation.unique': 'הערך בשדה :attribute כבר תפוס.',
  'validation.english_name': 'השדה :attribute יכול להכיל אותיות באנגלית בלבד.',
  'validation.phone':
    'השדה :attribute אינו מספר טלפון תקין: הזינו את הספרות עם קידומת המדינה (מותרים רווחים ומקפים).',
  'validation.unknown_field': 'השדה :attribute אינו מותר.',
  'validation.date': 'השדה :attribute אינו תאריך תקין (YYYY-MM-DD).',
  'validation.check_in_range': 'תאריך הצ׳ק-אין חייב להיות בין היום לבין שנה מהיום.',
  'validation.check_out_after': 'תאריך הצ׳ק-אאוט חייב להיות 1 עד 30 לילות אחרי הצ׳ק-אין.',
  'validation.guests':
    'האורחים: 1-8 חדרים, בכל חדר 1-8 מבוגרים ועד 6 ילדים בגילאי 0-17 (למשל 2,5,8|1).',
  'validation.currency': 'המטבע שנבחר אינו נתמך.',
  'validation.integer': 'השדה :attribute חייב להיות מספר שלם.',
  'validation.boolean': 'השדה :attribute חייב להיות אמת או שקר.',
  'validation.destination': 'בחרו יעד או מקום.',
  'validation.sort': 'סדר המיון חייב להיות אחד מ: price, -price, rating, stars, distance.',
  'validation.rate': 'התעריף אינו תקף. אנא בחרו חדר מחדש.',
  'validation.rate_mismatch': 'השדה :attribute אינו תואם לתעריף שנבחר.',
  'validation.card_number': 'מספר הכרטיס אינו תקין.',
  'validation.card_expiry': 'תוקף הכרטיס חייב להיות בעתיד (MM/YY).',
  'validation.card_cvc': 'קוד האבטחה חייב להכיל 3 או 4 ספרות.',
  'validation.month': 'השדה :attribute חייב להיות תאריך בפורמט YYYY-MM-DD.',
  'destination.not_found': 'היעד לא נמצא.',
  'place.not_found': 'המקום לא נמצא.',
  'hotel.not_found': 'המלון לא נמצא.',
  'agent.not_found': 'הסוכן לא נמצא.',
  'white_label.not_found': 'לא הוגדר אתר מותג לכתובת זו.',
  'search.not_found': 'תוקף החיפוש פג. אנא חפשו שוב.',
  'booking.not_found': 'ההזמנה לא נמצאה.',
  'booking.sold_out': 'מצטערים, החדר כבר אינו זמין בתאריכים שבחרתם. אנא בחרו חדר אחר.',
  'booking.not_payable': 'לא ניתן עוד לשלם עבור הזמנה זו.',
  'booking.already_paid': 'ההזמנה הזו כבר שולמה.',
  'booking.expired': 'תוקף ההזמנה פג: החדרים נשמרו :minutes דקות ללא תשלום. אנא הזמינו מחדש.',
  'booking.cancelled': 'ההזמנה בוטלה ולא ניתן עוד לשלם עבורה.',
  'booking.too_many_holds':
    'יותר מדי הזמנות שלא שולמו שומרות עבורך חדרים. שלמו או בטלו אחת מהן, או נסו שוב בעוד :minutes דקות.',
  'booking.room_too_small': 'החדר אינו מתאים למספר האורחים בכל אחד מהחדרים שביקשתם.',
  'transaction.not_found': 'העסקה לא נמצאה.',
  'reservation.not_found': 'ההזמנה לא נמצאה.',
  'reservation.not_cancellable': 'לא ניתן עוד לבטל הזמנה זו.',
  'payment.not_found': 'קישור התשלום אינו תקף או שפג תוקפו.',
  'payment.used': 'התשלום הזה כבר בוצע.',
  'payment.title': 'תשלום מאובטח',
  'payment.amount': 'סכום לתשלום',
  'payment.card_name': 'שם בעל הכרטיס',
  'payment.card_number': 'מספר כרטיס',
  'payment.expiry': 'תוקף (MM/YY)',
  'payment.cvc': 'CVC',
  'payment.pay': 'לתשלום :amount',
  'payment.test_notice':
    'מצב בדיקה: השתמשו ב-4242 4242 4242 4242 להצלחה או ב-4000 0000 0000 0002 לדחייה, כל תוקף עתידי וכל CVC.',
  'payment.booking': 'הזמנה :reference',
  'payment.declined': 'הכרטיס נדחה.',
  'payment.unknown_card': 'ספק התשלום לדוגמה מקבל רק את כרטיסי הבדיקה.',
  'vouchers.forbidden': 'שוברים אינם זמינים בחשבון שלך.',
  'agent.all_forbidden': 'אין לך הרשאה לראות את כל ההזמנות של הסוכנות.',
  'lead.created': 'תודה! ניצור איתך קשר בקרוב.',
};

const ATTRIBUTES: Record<'en' | 'he', Record<string, string>> = {
  en: {
    check_in: 'check-in date',
    check_out: 'check-out date',
    password_confirmation: 'password confirmation',
    'holder.first_name': 'first name',
    'holder.last_name': 'last name',
    'holder.email': 'email',
    'holder.phone': 'phone',
    rate_id: 'rate',
    place_id: 'place',
    idempotency_key: 'Idempotency-Key',
    per_page: 'results per page',
    price_min: 'minimum price',
    price_max: 'maximum price',
    rating_min: 'minimum rating',
  },
  he: {
    name: 'שם',
    email: 'אימייל',
    password: 'סיסמה',
    password_confirmation: 'אימות סיסמה',
    phone: 'טלפון',
    remember: 'זכור אותי',
    check_in: 'תאריך צ׳ק-אין',
    check_out: 'תאריך צ׳ק-אאוט',
    guests: 'אורחים',
    currency: 'מטבע',
    country: 'מדינה',
    destination: 'יעד',
    place_id: 'מקום',
    rate_id: 'תעריף',
    'holder.first_name': 'שם פרטי',
    'holder.last_name': 'שם משפחה',
    'holder.email': 'אימייל',
    'holder.phone': 'טלפון',
    q: 'חיפוש',
    limit: 'מגבלה',
    page: 'עמוד',
    per_page: 'תוצאות בעמוד',
    sort: 'מיון',
    reference: 'מספר אישור',
  },
};

/** A localised message, with `:name` placeholders filled from params; he or en (the fallback). */
export function t(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = locale === 'he' ? he[key] : en[key];
  return template.replace(/:([a-z_]+)/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** The localised display name of a field (`holder.email` -> "email"). */
export function attributeName(locale: Locale, field: string): string {
  const table = locale === 'he' ? ATTRIBUTES.he : ATTRIBUTES.en;
  return table[field] ?? ATTRIBUTES.en[field] ?? field.split('.').pop()!.replace(/_/g, ' ');
}
