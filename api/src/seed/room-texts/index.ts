import { LOCALES, type Locale } from '../../lib/i18n.ts';
import { BED_NAMES, type BedKind } from './bed-names.ts';
import { ROOM_NAMES, type RoomCode } from './room-names.ts';

export { ROOM_NAMES, type RoomCode } from './room-names.ts';
export { BED_NAMES, type BedKind, type CountedText } from './bed-names.ts';

/** The tag Intl knows a site locale by. */
export function intlTag(locale: Locale): string {
  return (
    (
      { 'pt-br': 'pt-BR', 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW', 'tl-ph': 'fil' } as Partial<
        Record<Locale, string>
      >
    )[locale] ?? locale
  );
}

/** A room's beds: how many of each kind, in the order they are named. */
export type Beds = readonly (readonly [BedKind, number])[];

/** "2 single beds" in a locale: the plural form Intl.PluralRules picks, the number Intl's. */
export function countedBeds(locale: Locale, kind: BedKind, count: number): string {
  const tag = intlTag(locale);
  const forms = BED_NAMES[locale][kind];
  const category = new Intl.PluralRules(tag).select(count);
  const form = forms[category] ?? forms.other ?? '';
  return form.replace('{n}', () => new Intl.NumberFormat(tag).format(count));
}

/** A room's beds in a locale, joined as the language joins a list ("… and …", "… و…"). */
export function bedsText(locale: Locale, beds: Beds): string {
  return new Intl.ListFormat(intlTag(locale), { type: 'conjunction' }).format(
    beds.map(([kind, count]) => countedBeds(locale, kind, count)),
  );
}

/** A room type's name in every locale. */
export function roomNames(code: RoomCode): Record<Locale, string> {
  return ROOM_NAMES[code];
}

/** A room's beds in every locale (worked out once, when the room types are defined). */
export function bedsTexts(beds: Beds): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, bedsText(locale, beds)])) as Record<
    Locale,
    string
  >;
}
