import { describe, expect, it } from 'vitest';
import { chooseRootLocale, matchAcceptLanguage } from './negotiate';

describe('matchAcceptLanguage', () => {
  it('matches exact tags, regions and aliases', () => {
    expect(matchAcceptLanguage('he-IL,he;q=0.9,en;q=0.8')).toBe('he');
    expect(matchAcceptLanguage('pt-BR')).toBe('pt-br');
    expect(matchAcceptLanguage('pt-PT')).toBe('pt');
    expect(matchAcceptLanguage('de-AT')).toBe('de');
    expect(matchAcceptLanguage('zh-HK')).toBe('zh-tw');
    expect(matchAcceptLanguage('zh')).toBe('zh-cn');
    expect(matchAcceptLanguage('fil')).toBe('tl-ph');
    expect(matchAcceptLanguage('iw')).toBe('he');
  });

  it('follows quality order and skips unsupported languages', () => {
    expect(matchAcceptLanguage('xx,fr;q=0.5,ja;q=0.8')).toBe('ja');
    expect(matchAcceptLanguage('sw, *;q=0.1')).toBeUndefined();
    expect(matchAcceptLanguage('fr;q=0, es;q=0.3')).toBe('es');
    expect(matchAcceptLanguage('')).toBeUndefined();
    expect(matchAcceptLanguage(null)).toBeUndefined();
    expect(matchAcceptLanguage(';;;,,,q=')).toBeUndefined();
  });
});

describe('chooseRootLocale', () => {
  it('prefers the cookie, then the browser language, then English', () => {
    expect(chooseRootLocale('ja', 'he')).toBe('ja');
    expect(chooseRootLocale('en', 'he')).toBe('en');
    expect(chooseRootLocale(undefined, 'he')).toBe('he');
    expect(chooseRootLocale('not-a-locale', 'ar')).toBe('ar');
    expect(chooseRootLocale(undefined, null)).toBe('en');
  });
});
