/**
 * The message sets of the islands that static pages mount: for each, the namespaces and key
 * prefixes it reads. The server picks a set for the first render (`provideIslandMessages`);
 * the browser loads the same set with the island's code (`./messages.ts`), so no page
 * carries an island's messages in its HTML.
 */
export const MESSAGE_SETS = {
  header: [['common', ['nav.', 'currency.', 'modal.', 'userMenu.', 'colorMode.', 'unit.']]],
  account: [
    ['common', ['api.']],
    ['account', ['menu.', 'form.', 'logout.']],
  ],
  footer: [['common', ['footer.', 'country.', 'modal.', 'social.']]],
  searchForm: [
    ['search', ['form.', 'combo.', 'dates.', 'guests.']],
    ['common', ['api.']],
  ],
  lead: [
    ['common', ['country.', 'modal.', 'nav.joinAgent', 'api.']],
    ['lead', ['lead.']],
  ],
} as const satisfies Record<string, readonly (readonly [string, readonly string[]])[]>;

export type MessageSet = keyof typeof MESSAGE_SETS;
