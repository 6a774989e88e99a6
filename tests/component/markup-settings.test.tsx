// @vitest-environment happy-dom
/**
 * An agent's markup settings (issue 27) as the agent uses them: what applies now, the value
 * typed with a comma or a point, the API's own refusal shown in place, the form kept as typed
 * when saving fails, and the agency default offered to the owner only.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarkupSettings as Settings } from '../../contract/markup';
import { MarkupSettings } from '../../src/islands/account/MarkupSettings';
import { createT } from '../../src/lib/i18n/messages';
import { $authUser } from '../../src/stores/auth';
import { fakeApi, json, namespace, releaseStoresAfterAll, say } from './support';

const messages = { ...namespace('en', 'common'), ...namespace('en', 'account') };
const t = createT(messages, 'en');

const NONE: Settings = {
  own: null,
  agency: null,
  effective: null,
  source: 'none',
  agency_fid: 7,
  can_edit_agency: false,
  bounds: { max_percent: 5000, max_fixed: { amount: 10000, currency: 'EUR' } },
};

beforeEach(() => {
  // The anti-forgery cookie the API sets on the first call of a session.
  document.cookie = 'XSRF-TOKEN=token-1; path=/';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
// The island reads who is signed in.
releaseStoresAfterAll($authUser);

/** The agent's own form, once the settings have loaded. */
async function ownForm() {
  const section = await screen.findByRole('region', { name: say(messages, 'markup.title') });
  return section;
}

describe('markup settings', () => {
  it('saves a percentage typed with a comma and shows what now applies', async () => {
    const user = userEvent.setup();
    const sent: { method: string; body: unknown; xsrf: string | null }[] = [];
    fakeApi((url, init) => {
      if (url.pathname !== '/api/v3/agent/markup') return json({}, 404);
      if (init?.method === 'PUT') {
        const body = JSON.parse(init.body as string) as { kind: 'percent'; value: number };
        sent.push({
          method: 'PUT',
          body,
          xsrf: new Headers(init.headers).get('X-XSRF-TOKEN'),
        });
        return json({ data: { ...NONE, own: body, effective: body, source: 'own' } });
      }
      return json({ data: NONE });
    });
    render(<MarkupSettings locale="en" iso="en" t={t} />);
    const section = await ownForm();
    expect(within(section).getByText('Applies to your prices now: No markup')).toBeTruthy();

    await user.click(within(section).getByRole('radio', { name: say(messages, 'markup.percent') }));
    expect(within(section).getByText('At most 50%.')).toBeTruthy();
    await user.type(
      within(section).getByRole('textbox', { name: say(messages, 'markup.value') }),
      '12,5',
    );
    await user.click(within(section).getByRole('button', { name: say(messages, 'markup.save') }));

    await waitFor(() =>
      expect(within(section).getByRole('status').textContent).toBe(say(messages, 'markup.saved')),
    );
    expect(sent).toEqual([
      { method: 'PUT', body: { kind: 'percent', value: 1250 }, xsrf: 'token-1' },
    ]);
    expect(within(section).getByText('Applies to your prices now: 12.5% of net')).toBeTruthy();
    expect(
      within(section).getByRole('button', { name: say(messages, 'markup.clear') }),
    ).toBeTruthy();
  });

  it('refuses a value that is not a number without calling the API', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(() => json({ data: NONE }));
    render(<MarkupSettings locale="en" iso="en" t={t} />);
    const section = await ownForm();
    await user.click(within(section).getByRole('radio', { name: say(messages, 'markup.fixed') }));
    await user.type(
      within(section).getByRole('textbox', { name: say(messages, 'markup.value') }),
      '5.5.5',
    );
    await user.click(within(section).getByRole('button', { name: say(messages, 'markup.save') }));
    expect(within(section).getByRole('status').textContent).toBe(say(messages, 'markup.failed'));
    expect(calls.filter((u) => u.pathname === '/api/v3/agent/markup')).toHaveLength(1);
  });

  it("shows the API's refusal in place and keeps the value typed", async () => {
    const user = userEvent.setup();
    const refusal = 'The markup may be at most 50%.';
    fakeApi((_url, init) =>
      init?.method === 'PUT'
        ? json({ message: refusal, errors: { value: [refusal] } }, 422)
        : json({ data: NONE }),
    );
    render(<MarkupSettings locale="en" iso="en" t={t} />);
    const section = await ownForm();
    await user.click(within(section).getByRole('radio', { name: say(messages, 'markup.percent') }));
    const value = within(section).getByRole('textbox', { name: say(messages, 'markup.value') });
    await user.type(value, '80');
    await user.click(within(section).getByRole('button', { name: say(messages, 'markup.save') }));
    await waitFor(() => expect(within(section).getByRole('status').textContent).toBe(refusal));
    expect((value as HTMLInputElement).value).toBe('80');
    expect(within(section).getByText('Applies to your prices now: No markup')).toBeTruthy();
  });

  it("offers the agency default to the agency's owner only", async () => {
    fakeApi(() => json({ data: NONE }));
    const { unmount } = render(<MarkupSettings locale="en" iso="en" t={t} />);
    await ownForm();
    expect(screen.queryByRole('region', { name: say(messages, 'markup.agencyTitle') })).toBeNull();
    unmount();

    fakeApi(() => json({ data: { ...NONE, can_edit_agency: true } }));
    render(<MarkupSettings locale="en" iso="en" t={t} />);
    expect(
      await screen.findByRole('region', { name: say(messages, 'markup.agencyTitle') }),
    ).toBeTruthy();
  });
});
