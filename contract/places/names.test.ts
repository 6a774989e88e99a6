import { describe, expect, it } from 'vitest';
import {
  allSpellings,
  areaNames,
  cityNames,
  localName,
  namedAreaSlugs,
  namedCityIds,
  PLACE_LOCALES,
  type PlaceNames,
} from './names.ts';

/** The script each locale writes place names in. */
const SCRIPT: Record<string, RegExp> = {
  ar: /^[\p{Script=Arabic}\p{M}\s.\-’'()A-Z]+$/u,
  bg: /^[\p{Script=Cyrillic}\s.\-—’'ʼ()A-Z]+$/u,
  el: /^[\p{Script=Greek}\s.\-’'()A-Z]+$/u,
  he: /^[\p{Script=Hebrew}\s.\-’'׳"()A-Z]+$/u,
  ja: /^[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー・＝\s()A-Z.]+$/u,
  ko: /^[\p{Script=Hangul}\s.()A-Z]+$/u,
  ru: /^[\p{Script=Cyrillic}\s.\-—’'ʼ()A-Z]+$/u,
  sr: /^[\p{Script=Cyrillic}\s.\-’'()A-Z]+$/u,
  th: /^[\p{Script=Thai}\s.\-()A-Z]+$/u,
  uk: /^[\p{Script=Cyrillic}\s.\-—’'ʼ()A-Z]+$/u,
  'zh-cn': /^[\p{Script=Han}·\s()A-Z-]+$/u,
  'zh-tw': /^[\p{Script=Han}·\s()A-Z-]+$/u,
};
const LATIN = /^[\p{Script=Latin}\p{M}\s.,\-’'‘ʼ·()&0-9]+$/u;

/** Letters each Cyrillic alphabet lacks: a Russian word in Ukrainian or Serbian is wrong. */
const NOT_IN: Record<string, RegExp> = {
  uk: /[ыэъё]/u,
  ru: /[іїєґ]/u,
  sr: /[йыэщъьяюёіїє]/u,
  bg: /[ыэёіїє]/u,
};

function checkScripts(names: PlaceNames): string[] {
  const problems: string[] = [];
  for (const locale of PLACE_LOCALES) {
    const name = localName(names, locale);
    const script = SCRIPT[locale];
    if (script && !script.test(name)) problems.push(`${locale}: ${name}`);
    if (!script && !LATIN.test(name)) problems.push(`${locale}: ${name}`);
    if (NOT_IN[locale]?.test(name.toLowerCase())) problems.push(`${locale} letters: ${name}`);
  }
  return problems;
}

describe('place names', () => {
  it('name every city in the script of every locale', () => {
    const ids = namedCityIds();
    expect(ids.length).toBeGreaterThanOrEqual(473);
    const problems = ids.flatMap((id) =>
      checkScripts(cityNames(id)!).map((p) => `${cityNames(id)!.en}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('name every named place in the script of every locale', () => {
    const problems = namedAreaSlugs().flatMap((slug) =>
      checkScripts(areaNames(slug)!).map((p) => `${slug}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('give a locale its own name and fall back to English', () => {
    const telAviv = cityNames(293397)!;
    expect(localName(telAviv, 'he')).toBe('תל אביב');
    expect(localName(telAviv, 'ru')).toBe('Тель-Авив');
    expect(localName(telAviv, 'de')).toBe('Tel Aviv');
    expect(localName(telAviv, 'xx')).toBe('Tel Aviv');
    const munich = cityNames(2867714)!;
    expect(localName(munich, 'de')).toBe('München');
    expect(localName(munich, 'it')).toBe('Monaco di Baviera');
    expect(allSpellings(munich)).toEqual(expect.arrayContaining(['Munich', 'München', 'Мюнхен']));
  });

  it('take CLDR names for exemplar cities, with corrections on top', () => {
    const zurich = cityNames(2657896)!;
    expect(zurich.en).toBe('Zurich');
    expect(localName(zurich, 'de')).toBe('Zürich');
    expect(localName(zurich, 'ja')).toBe('チューリッヒ');
    expect(localName(cityNames(703448)!, 'ko')).toBe('키이우');
  });
});
