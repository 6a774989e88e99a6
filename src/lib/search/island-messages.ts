/**
 * The messages each search island needs, picked on the server (this module reads every
 * locale file: never import it from an island).
 */
import { pickMessages } from '../i18n/i18n';
import type { Messages } from '../i18n/messages';

const withApi = (locale: string, messages: Messages): Messages => ({
  ...messages,
  ...pickMessages(locale, ['api.']),
});

/** The search form: destination, dates and guests. */
export function searchFormMessages(locale: string): Messages {
  return withApi(locale, pickMessages(locale, ['form.', 'combo.', 'dates.', 'guests.'], 'search'));
}

/** The results: cards, filters, sort, pages, progress and corrections. */
export function resultsMessages(locale: string): Messages {
  return withApi(
    locale,
    pickMessages(
      locale,
      [
        'results.',
        'card.',
        'board.',
        'filters.',
        'sort.',
        'pages.',
        'corrections.',
        'favorite.',
        'map.',
      ],
      'search',
    ),
  );
}

/** The favourites and saved-searches lists. */
export function listMessages(locale: string): Messages {
  return pickMessages(
    locale,
    ['list.', 'favorites.', 'searches.', 'card.', 'favorite.', 'guests.'],
    'search',
  );
}
