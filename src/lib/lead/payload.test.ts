import { describe, expect, it } from 'vitest';
import { leadPayload } from './payload';

const form = {
  name: '  Dana Levi ',
  email: ' dana@example.com ',
  phone: ' 50-123-4567 ',
  country_prefix: '+972',
};
const context = (locale: string, url: string) => ({
  locale,
  title: 'Hotels | Stayway',
  url,
  to: 'https://leads.example/subscribe',
  token: 'lead-token',
});

describe('leadPayload', () => {
  it('is the exact SPEC section 7 payload for he without fid', () => {
    const payload = leadPayload(form, context('he', 'https://stayway.example/he/hotels'));
    expect(payload).toStrictEqual({
      to: 'https://leads.example/subscribe',
      bot: 1,
      token: 'lead-token',
      name: 'Dana Levi',
      fullname: 'Dana Levi',
      email: 'dana@example.com',
      addToGroups: 217379,
      lang: 'he',
      title: 'Hotels | Stayway',
      url: 'https://stayway.example/he/hotels',
      calling_code: '+972',
      phone: '50-123-4567',
      ref: 3,
      userid: 3,
    });
    expect(Object.keys(payload)).toEqual([
      'to',
      'bot',
      'token',
      'name',
      'fullname',
      'email',
      'addToGroups',
      'lang',
      'title',
      'url',
      'calling_code',
      'phone',
      'ref',
      'userid',
    ]);
  });

  it('is the exact payload for he with a fid in the query', () => {
    const url = 'https://stayway.example/he/hotels?currency=ILS&fid=1001';
    expect(leadPayload(form, context('he', url))).toStrictEqual({
      to: 'https://leads.example/subscribe',
      bot: 1,
      token: 'lead-token',
      name: 'Dana Levi',
      fullname: 'Dana Levi',
      email: 'dana@example.com',
      addToGroups: 217379,
      lang: 'he',
      title: 'Hotels | Stayway',
      url,
      calling_code: '+972',
      phone: '50-123-4567',
      ref: 1001,
      userid: 1001,
    });
  });

  it('is the exact payload for another language, with and without fid', () => {
    const fr = { ...form, country_prefix: '+33', phone: '6 12 34 56 78' };
    const base = {
      to: 'https://leads.example/subscribe',
      bot: 0,
      token: 'lead-token',
      name: 'Dana Levi',
      fullname: 'Dana Levi',
      email: 'dana@example.com',
      addToGroups: 243420,
      lang: 'fr',
      title: 'Hotels | Stayway',
      calling_code: '+33',
      phone: '6 12 34 56 78',
    };
    expect(leadPayload(fr, context('fr', 'https://stayway.example/fr'))).toStrictEqual({
      ...base,
      url: 'https://stayway.example/fr',
      ref: 3,
      userid: 3,
    });
    expect(leadPayload(fr, context('fr', 'https://stayway.example/fr?fid=42'))).toStrictEqual({
      ...base,
      url: 'https://stayway.example/fr?fid=42',
      ref: 42,
      userid: 42,
    });
  });

  it('sends 3 when the fid in the query is not an agent id', () => {
    for (const query of ['?fid=null', '?fid=', '?fid=-4', '?fid=abc', '?fid=0']) {
      const payload = leadPayload(form, context('en', `https://stayway.example/${query}`));
      expect([payload.ref, payload.userid]).toEqual([3, 3]);
    }
  });
});
