import { escapeHtml } from './lib/html.ts';
import { LOCALES } from './lib/i18n.ts';
import { FX_FROM_EUR } from './lib/money.ts';

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const str = (description?: string, extra: Schema = {}): Schema => ({
  type: 'string',
  ...(description ? { description } : {}),
  ...extra,
});
const int = (description?: string, extra: Schema = {}): Schema => ({
  type: 'integer',
  ...(description ? { description } : {}),
  ...extra,
});
const num = (description?: string): Schema => ({
  type: 'number',
  ...(description ? { description } : {}),
});
const bool = (description?: string): Schema => ({
  type: 'boolean',
  ...(description ? { description } : {}),
});
const nullable = (schema: Schema): Schema => ({ anyOf: [schema, { type: 'null' }] });
const arr = (items: Schema): Schema => ({ type: 'array', items });
const obj = (
  properties: Record<string, Schema>,
  required: string[] = Object.keys(properties),
  extra: Schema = {},
): Schema => ({
  type: 'object',
  properties,
  required,
  ...extra,
});
const date = str('Date YYYY-MM-DD', { format: 'date' });
const dataOf = (schema: Schema): Schema => obj({ data: schema });

const light = obj({ light: str('#rrggbb'), dark: str('#rrggbb') });

const schemas: Record<string, Schema> = {
  Money: obj(
    {
      amount: int('Integer minor units of the currency (cents; yen; fils for KWD)'),
      currency: str('ISO 4217 code, e.g. EUR', { pattern: '^[A-Z]{3}$' }),
    },
    undefined,
    { example: { amount: 12345, currency: 'EUR' } },
  ),
  Error: obj({ message: str('Localised message') }),
  ValidationError: obj(
    {
      message: str('The first error message'),
      errors: {
        type: 'object',
        additionalProperties: arr(str()),
        description:
          'Field -> messages (Laravel shape); nested fields are dotted, e.g. holder.email',
      },
    },
    undefined,
    {
      example: {
        message: 'The email field is required.',
        errors: { email: ['The email field is required.'] },
      },
    },
  ),
  User: obj({
    id: int(),
    name: str(),
    email: str(undefined, { format: 'email' }),
    avatar: nullable(str('URL')),
    plan_id: nullable(int('Non-null means the user is an agent')),
    options: obj({ flights: bool(), packages: bool(), crm: bool(), vouchers: bool() }),
    actions: arr(str('e.g. reservations')),
    fid: nullable(int('Agent id')),
  }),
  WhiteLabel: obj({
    id: int(),
    fid: int(),
    white_label: bool(),
    name: nullable(str('Plain text')),
    title: nullable(str()),
    favicon: nullable(str('Absolute URL')),
    icon: nullable(str('Absolute URL')),
    home_page_title: nullable(str()),
    translations: {
      type: 'object',
      description: 'Keyed by locale (en, he)',
      additionalProperties: obj({
        name: nullable(str()),
        title: nullable(str()),
        home_page_title: nullable(str()),
      }),
    },
    colors: obj({
      brand: nullable(light),
      bgBrand: nullable(light),
      bgBrandAlt: nullable(light),
      textBrand: nullable(light),
      textBrandAlt: nullable(light),
    }),
    logo: obj({ light: nullable(str('Absolute URL')), dark: nullable(str('Absolute URL')) }),
    background: obj({ light: nullable(str()), dark: nullable(str()) }),
    socials: obj(
      Object.fromEntries(
        ['facebook', 'messenger', 'instagram', 'linkedin', 'twitter', 'whatsapp', 'youtube'].map(
          (k) => [k, nullable(str('Absolute URL'))],
        ),
      ),
    ),
  }),
  Lead: obj(
    {
      to: str('Lead endpoint of the provider (stored, never called)'),
      bot: { enum: [0, 1], description: '1 for he, else 0' },
      token: str(),
      name: str(),
      fullname: str(),
      email: str(undefined, { format: 'email' }),
      addToGroups: int('217379 for he, else 243420'),
      lang: str(),
      title: str(),
      url: str(),
      calling_code: str('Dial code, e.g. +972'),
      phone: str('Digits, spaces and dashes; 6-20 digits'),
      ref: { type: ['string', 'integer'] },
      userid: { type: ['string', 'integer'] },
    },
    ['name', 'email', 'phone'],
  ),
  Suggestion: obj(
    {
      type: { enum: ['country', 'city', 'airport', 'district', 'landmark', 'hotel'] },
      id: str('country-de, city-2950159, place-burj-khalifa, hotel-123'),
      name: str('English name'),
      label: str('Display label in the requested locale where known'),
      country_code: str(),
      country_slug: str(),
      destination_slug: str('City slug (not for countries)'),
      place_id: str(
        'For cities and named places: use with /v3/places/{placeId} or as search place_id',
      ),
      hotel_id: int('For hotels'),
      hotel_slug: str('For hotels'),
      lat: num(),
      lng: num(),
    },
    ['type', 'id', 'name', 'label', 'country_code', 'country_slug', 'lat', 'lng'],
  ),
  HotelSummary: obj({
    id: int(),
    slug: str(),
    name: str(),
    stars: int(undefined, { minimum: 1, maximum: 5 }),
    rating: num('0-10, one decimal'),
    reviews: int(),
    city_name: str(),
    country_code: str(),
    country_slug: str(),
    destination_slug: str(),
    address: str(),
    lat: num(),
    lng: num(),
    distance_km: num('From the city centre'),
    image: nullable(str('URL')),
    price_from: ref('Money'),
    aggregator: str(),
  }),
  Landing: obj(
    {
      type: { enum: ['country', 'city', 'airport', 'district', 'landmark'] },
      name: str(),
      country_code: str(),
      country_slug: str(),
      destination_slug: str(),
      place_id: str(),
      lat: num(),
      lng: num(),
      hotel_count: int(),
      price_from: nullable(ref('Money')),
      top_hotels: arr(ref('HotelSummary')),
      cities: arr(
        obj({
          id: str(),
          name: str(),
          destination_slug: str(),
          hotel_count: int(),
          lat: num(),
          lng: num(),
        }),
      ),
      places: arr(
        obj({ id: str(), type: str(), name: str(), label: str(), lat: num(), lng: num() }),
      ),
    },
    [
      'type',
      'name',
      'country_code',
      'country_slug',
      'lat',
      'lng',
      'hotel_count',
      'price_from',
      'top_hotels',
    ],
    {
      description:
        'Landing data of a country (with cities), a city (with places) or a named place (hotels within 10 km). price_from is per night, standard double, room only.',
    },
  ),
  SearchRequest: obj(
    {
      destination: obj(
        { country_slug: str(), destination_slug: str('Omit to search the whole country') },
        ['country_slug'],
      ),
      place_id: {
        type: ['string', 'integer'],
        description: 'city-<id> or place-<slug>; instead of destination',
      },
      check_in: date,
      check_out: date,
      guests: str(
        'Rooms separated by |, each adults[,childAge...]: 2,5,8|1. 1-8 rooms, 1-8 adults, 0-6 children aged 0-17',
        { default: '2' },
      ),
      currency: str('Supported ISO code', { default: 'EUR' }),
      country: str('Visitor country code (IL visitors pay Israeli VAT outside Eilat)', {
        default: '',
      }),
    },
    ['check_in', 'check_out'],
  ),
  HotelCard: obj({
    id: int(),
    slug: str(),
    name: str(),
    stars: int(),
    rating: num(),
    reviews: int(),
    city_name: str(),
    country_code: str(),
    country_slug: str(),
    destination_slug: str(),
    address: str(),
    lat: num(),
    lng: num(),
    distance_km: num('From the destination centre (city centre or the named place)'),
    image: nullable(str()),
    board: { enum: ['RO', 'BB', 'HB', 'FB', 'AI'] },
    free_cancellation: bool(),
    price: {
      ...ref('Money'),
      description: 'Total of the stay, all rooms (the cheapest offer matching the filters)',
    },
    price_per_night: ref('Money'),
    aggregator: str(),
  }),
  SearchResults: obj({
    session: str(),
    status: { enum: ['pending', 'complete'] },
    progress: int('0-100'),
    total: int('Matching hotels visible so far'),
    page: int(),
    per_page: int(),
    search: obj({
      check_in: date,
      check_out: date,
      guests: str(),
      currency: str(),
      country: nullable(str()),
      nights: int(),
    }),
    hotels: arr(ref('HotelCard')),
    facets: obj({
      price: obj({ min: nullable(int()), max: nullable(int()) }),
      stars: {
        type: 'object',
        description: 'Stars 1-5 -> hotel count',
        additionalProperties: int(),
      },
      board: {
        type: 'object',
        description: 'Board code -> hotels offering it',
        additionalProperties: int(),
      },
      free_cancellation: int(),
    }),
  }),
  Hotel: obj({
    id: int(),
    slug: str(),
    name: str(),
    description: str('In the requested locale (en or he; others get en)'),
    descriptions: obj({ en: str(), he: str() }),
    stars: int(),
    rating: num(),
    reviews: int(),
    city_name: str(),
    country_code: str(),
    country_slug: str(),
    destination_slug: str(),
    country_name: str(),
    address: str(),
    lat: num(),
    lng: num(),
    distance_km: num(),
    images: arr(str('URL')),
    amenities: arr(
      str(
        'Stable code: wifi, pool, spa, gym, parking, restaurant, bar, room_service, air_conditioning, ...',
      ),
    ),
    boards: arr(str()),
    check_in_time: str('HH:MM'),
    check_out_time: str('HH:MM'),
    policies: obj({
      children_allowed: bool(),
      pets_allowed: bool(),
      smoking_allowed: bool(),
      min_check_in_age: int(),
      accepted_cards: arr(str()),
    }),
    rooms: arr(
      obj({ code: str(), name: str(), beds: str(), size_m2: int(), max_occupancy: int() }),
    ),
    nearby_places: arr(
      obj({ id: str(), type: str(), name: str(), distance_km: num() }, [
        'id',
        'type',
        'name',
        'distance_km',
      ]),
    ),
    aggregator: str(),
  }),
  Price: obj(
    {
      total: ref('Money'),
      taxes_and_fees: {
        ...ref('Money'),
        description: 'Included taxes plus the local tax paid at the property',
      },
      pay_now: ref('Money'),
      pay_at_property: {
        ...ref('Money'),
        description:
          'Local / city tax, plus Israeli VAT when it is paid at the property; pay_now + pay_at_property == total',
      },
      vat_in_price: {
        ...ref('Money'),
        description:
          'Israeli VAT (18%, residents of Israel, hotels in Israel outside Eilat) included in pay_now: the VAT aggregator sells VAT-inclusive rates. Absent when none.',
      },
      vat_at_property: {
        ...ref('Money'),
        description:
          'Israeli VAT a resident pays at the property (every supplier but the VAT aggregator), part of pay_at_property. Absent when none.',
      },
      net: {
        ...ref('Money'),
        description: 'Agents only: what the agent owes (gross - commission)',
      },
      gross: { ...ref('Money'), description: 'Agents only: the public price' },
      commission: { ...ref('Money'), description: 'Agents only: 12% of pay_now' },
    },
    ['total', 'taxes_and_fees', 'pay_now', 'pay_at_property'],
  ),
  Rate: obj({
    rate_id: str(
      'Opaque and signed; encodes hotel, room, board, policy, dates, guests, currency and the quoted total',
    ),
    room_code: str(),
    room_name: str(),
    board: { enum: ['RO', 'BB', 'HB', 'FB', 'AI'] },
    beds: str(),
    size_m2: int(),
    max_occupancy: int('Adults + children aged 2+ per room'),
    refundable: bool(),
    cancellation: obj({
      free_until: nullable(
        str('Datetime (UTC) until which cancellation is free', { format: 'date-time' }),
      ),
      penalty: ref('Money'),
    }),
    price: ref('Price'),
    price_per_night: ref('Money'),
    rooms_left: int(
      'Rooms of this type left on the scarcest night; 2 or fewer adds a 6% last-rooms surcharge',
    ),
  }),
  BookingRequest: obj(
    {
      rate_id: str(),
      check_in: date,
      check_out: date,
      guests: str('Must equal the rate’s guests'),
      currency: str('Must equal the rate’s currency'),
      holder: obj({
        first_name: str(),
        last_name: str(),
        email: str(undefined, { format: 'email' }),
        phone: str('6-20 digits; +, spaces, dashes allowed'),
      }),
      guests_names: arr(str()),
      special_requests: str(undefined, { maxLength: 1000 }),
      locale: str('Locale of the booking (messages and payment return page)'),
      fid: int('Agency attribution for signed-out / non-agent bookings (default 1)'),
    },
    ['rate_id', 'check_in', 'check_out', 'guests', 'currency', 'holder'],
  ),
  BookingCreated: obj(
    {
      uuid: str(undefined, { format: 'uuid' }),
      reference: str('Confirmation number, e.g. HS-7K4Q-29XM'),
      status: { const: 'pending_payment' },
      price: ref('Price'),
      price_changed: bool('True when the live price differs from the quote in rate_id'),
      previous_price: ref('Money'),
    },
    ['uuid', 'reference', 'status', 'price', 'price_changed'],
  ),
  Reservation: obj({
    uuid: str(),
    reference: str(),
    status: { enum: ['pending_payment', 'confirmed', 'cancelled', 'expired'] },
    stay_status: { enum: ['upcoming', 'in_progress', 'past'] },
    hotel: nullable(
      obj({
        id: int(),
        slug: str(),
        name: str(),
        stars: int(),
        address: str(),
        image: nullable(str()),
        city_name: str(),
        country_code: str(),
        country_slug: str(),
        destination_slug: str(),
      }),
    ),
    room: obj({ code: str(), name: str() }),
    board: str(),
    refundable: bool(),
    check_in: date,
    check_out: date,
    nights: int(),
    guests: str(),
    rooms: int(),
    holder: obj({ first_name: str(), last_name: str(), email: str(), phone: str() }),
    guests_names: nullable(arr(str())),
    special_requests: nullable(str()),
    price: ref('Price'),
    paid: ref('Money'),
    cancellation: obj({ free_until: nullable(str()), penalty: ref('Money') }),
    cancellable: bool(),
    refund_if_cancelled: nullable(ref('Money')),
    refund: nullable(ref('Money')),
    agency_fid: int(),
    created_at: str(undefined, { format: 'date-time' }),
    updated_at: str(undefined, { format: 'date-time' }),
  }),
  Transaction: obj({
    uuid: str(),
    status: { enum: ['pending', 'succeeded', 'declined'] },
    amount: ref('Money'),
    card_last4: nullable(str()),
    created_at: str(),
    updated_at: str(),
    booking: ref('BookingSummary'),
    reservation: nullable(ref('BookingSummary')),
  }),
  BookingSummary: obj({
    uuid: str(),
    reference: str(),
    status: str(),
    hotel_name: nullable(str()),
    check_in: date,
    check_out: date,
    guests: str(),
    holder_name: str(),
  }),
  Voucher: obj({
    id: str(),
    code: str(),
    reservation_uuid: str(),
    status: { enum: ['valid', 'used', 'void'] },
    hotel: nullable(obj({ id: int(), name: str(), address: str() }, ['id', 'name', 'address'])),
    check_in: date,
    check_out: date,
    guests: str(),
    board: str(),
    holder_name: str(),
    issued_at: str(),
  }),
};

const localeParam = {
  name: 'locale',
  in: 'query',
  required: false,
  description: 'Locale of messages (unknown -> en). Every call reads it.',
  schema: { enum: [...LOCALES] },
};

interface Op {
  tag: string;
  summary: string;
  description?: string;
  security?: 'bearer' | 'session' | 'none' | 'either';
  csrf?: boolean;
  params?: {
    name: string;
    in: 'path' | 'query';
    schema?: Schema;
    description?: string;
    required?: boolean;
  }[];
  body?: { schema: Schema; form?: boolean; json?: boolean };
  responses: Record<
    string,
    string | { description: string; schema?: Schema; html?: boolean; headers?: Schema }
  >;
}

const R = {
  e401: 'Signed out without the bearer token (or the call needs a signed-in user)',
  e404: 'Not found',
  e419: 'Missing or mismatching X-XSRF-TOKEN',
  e422: 'Validation failed',
  e429: 'Too many attempts (Retry-After header)',
};

const ops: Record<string, Record<string, Op>> = {
  '/sanctum/csrf-cookie': {
    get: {
      tag: 'Auth',
      security: 'none',
      summary: 'Anti-forgery cookie',
      description:
        'Starts (or keeps) a server-side session. Sets XSRF-TOKEN (readable by scripts, SameSite=Lax, path /) and storefront_session (HttpOnly, SameSite=Lax, Secure over https). Send the XSRF-TOKEN value back as X-XSRF-TOKEN on every POST/PUT/PATCH/DELETE.',
      responses: { '204': 'Cookies set' },
    },
  },
  '/login': {
    post: {
      tag: 'Auth',
      security: 'none',
      csrf: true,
      summary: 'Sign in',
      description:
        'Form data (urlencoded or multipart): email, password, remember. remember=true gives a 30-day session cookie, otherwise a browser-session cookie (2 h idle on the server). Rate-limited: 10 per minute per IP.',
      body: {
        form: true,
        schema: obj({ email: str(), password: str(), remember: str('true/false/1/0/on') }, [
          'email',
          'password',
        ]),
      },
      responses: {
        '200': { description: 'Signed in', schema: dataOf(ref('User')) },
        '419': R.e419,
        '422': 'Wrong credentials (errors.email) or missing fields',
        '429': R.e429,
      },
    },
  },
  '/logout': {
    post: {
      tag: 'Auth',
      security: 'either',
      csrf: true,
      summary: 'Sign out',
      responses: { '204': 'Session ended, cookies cleared', '401': R.e401, '419': R.e419 },
    },
  },
  '/v3/auth': {
    get: {
      tag: 'Auth',
      security: 'session',
      summary: 'Current user',
      responses: {
        '200': { description: 'The user', schema: dataOf(ref('User')) },
        '401': 'Not signed in',
      },
    },
  },
  '/api/register': {
    post: {
      tag: 'Auth',
      security: 'bearer',
      csrf: true,
      summary: 'Register',
      description:
        "JSON or form: name (English letters, spaces, . ' -), email (unique), password (8+), password_confirmation, remember. Does not sign in: call /login next. Rate-limited: 10 per minute per IP.",
      body: {
        json: true,
        form: true,
        schema: obj(
          {
            name: str(),
            email: str(),
            password: str(),
            password_confirmation: str(),
            remember: bool(),
            referral: str("The visitor's referral code (`?ref=`): 1-64 letters, digits, _ or -"),
          },
          ['name', 'email', 'password', 'password_confirmation'],
        ),
      },
      responses: {
        '201': { description: 'Registered', schema: dataOf(ref('User')) },
        '400': 'Malformed JSON',
        '401': R.e401,
        '419': R.e419,
        '422': R.e422,
        '429': R.e429,
      },
    },
  },
  '/v3/agent/{fid}': {
    get: {
      tag: 'White label',
      summary: 'Agent settings by fid',
      description: 'fid 1 is the house (white_label false, no colours).',
      params: [{ name: 'fid', in: 'path', schema: int() }],
      responses: {
        '200': { description: 'Settings', schema: dataOf(ref('WhiteLabel')) },
        '401': R.e401,
        '404': R.e404,
      },
    },
  },
  '/v3/agency/{host}': {
    get: {
      tag: 'White label',
      summary: 'Agency settings by host (hosts ending in WHITE_LABEL_TLD)',
      params: [{ name: 'host', in: 'path', schema: str() }],
      responses: {
        '200': { description: 'Settings', schema: dataOf(ref('WhiteLabel')) },
        '401': R.e401,
        '404': R.e404,
      },
    },
  },
  '/v3/white-label/{host}': {
    get: {
      tag: 'White label',
      summary: 'White-label settings of a custom host',
      params: [{ name: 'host', in: 'path', schema: str() }],
      responses: {
        '200': { description: 'Settings', schema: dataOf(ref('WhiteLabel')) },
        '401': R.e401,
        '404': R.e404,
      },
    },
  },
  '/v3/services/proxy': {
    post: {
      tag: 'Leads',
      csrf: true,
      summary: 'Capture a lead',
      description:
        'Stores the payload as sent, with the time. Nothing is forwarded. Rate-limited: 10 per minute per IP.',
      body: { json: true, schema: ref('Lead') },
      responses: {
        '201': { description: 'Stored', schema: dataOf(obj({ id: int(), message: str() })) },
        '401': R.e401,
        '419': R.e419,
        '422': 'errors.name / errors.email / errors.phone',
        '429': R.e429,
      },
    },
  },
  '/v3/places/autocomplete': {
    get: {
      tag: 'Places',
      summary: 'Destination autocomplete',
      description:
        'Accent- and case-insensitive prefix match on any word of the name (countries also by Hebrew name). Best first: whole-name prefixes, then popularity.',
      params: [
        { name: 'q', in: 'query', schema: str(undefined, { maxLength: 100 }) },
        {
          name: 'limit',
          in: 'query',
          schema: int(undefined, { minimum: 1, maximum: 50, default: 10 }),
        },
      ],
      responses: {
        '200': { description: 'Suggestions', schema: dataOf(arr(ref('Suggestion'))) },
        '401': R.e401,
        '422': R.e422,
      },
    },
  },
  '/v3/destinations/{countrySlug}': {
    get: {
      tag: 'Places',
      summary: 'Country landing data',
      params: [
        { name: 'countrySlug', in: 'path', schema: str() },
        { name: 'currency', in: 'query', schema: str(undefined, { default: 'EUR' }) },
      ],
      responses: {
        '200': { description: 'Country', schema: dataOf(ref('Landing')) },
        '401': R.e401,
        '404': R.e404,
        '422': 'Unknown currency',
      },
    },
  },
  '/v3/destinations/{countrySlug}/{destinationSlug}': {
    get: {
      tag: 'Places',
      summary: 'City landing data',
      params: [
        { name: 'countrySlug', in: 'path', schema: str() },
        { name: 'destinationSlug', in: 'path', schema: str() },
        { name: 'currency', in: 'query', schema: str() },
      ],
      responses: {
        '200': { description: 'City', schema: dataOf(ref('Landing')) },
        '401': R.e401,
        '404': R.e404,
        '422': 'Unknown currency',
      },
    },
  },
  '/v3/places/{placeId}': {
    get: {
      tag: 'Places',
      summary: 'A city (city-<id>) or named place (place-<slug>)',
      params: [
        { name: 'placeId', in: 'path', schema: str() },
        { name: 'currency', in: 'query', schema: str() },
      ],
      responses: {
        '200': { description: 'Place', schema: dataOf(ref('Landing')) },
        '401': R.e401,
        '404': R.e404,
        '422': 'Unknown currency',
      },
    },
  },
  '/v3/hotels/search': {
    post: {
      tag: 'Search',
      csrf: true,
      summary: 'Create a search session',
      description:
        'The session (kept in the site URL) fills over ~2.5 s of wall time (API_SEARCH_FILL_MS): a first poll already shows results. Sessions live 60 minutes and survive a restart.',
      body: { json: true, schema: ref('SearchRequest') },
      responses: {
        '201': {
          description: 'Created',
          schema: dataOf(obj({ session: str(), status: { enum: ['pending', 'complete'] } })),
        },
        '400': 'Malformed JSON',
        '401': R.e401,
        '419': R.e419,
        '422': 'Field errors: destination, place_id, check_in, check_out, guests, currency',
      },
    },
  },
  '/v3/hotels/search/{session}': {
    get: {
      tag: 'Search',
      summary: 'Poll a search session (sort, filter, page)',
      description:
        'Prices are totals for the stay in the session currency. Filters pick each hotel’s cheapest offer matching board and free_cancellation; facets count the visible hotels before filters.',
      params: [
        { name: 'session', in: 'path', schema: str() },
        {
          name: 'sort',
          in: 'query',
          schema: { enum: ['price', '-price', 'rating', 'stars', 'distance'], default: 'price' },
        },
        { name: 'price_min', in: 'query', schema: int('Minor units') },
        { name: 'price_max', in: 'query', schema: int('Minor units') },
        { name: 'stars', in: 'query', schema: str('Comma list, e.g. 3,4') },
        { name: 'board', in: 'query', schema: str('Comma list of RO,BB,HB,FB,AI') },
        { name: 'free_cancellation', in: 'query', schema: { enum: ['0', '1', 'true', 'false'] } },
        { name: 'rating_min', in: 'query', schema: num('0-10') },
        { name: 'page', in: 'query', schema: int(undefined, { minimum: 1, default: 1 }) },
        {
          name: 'per_page',
          in: 'query',
          schema: int(undefined, { minimum: 1, maximum: 100, default: 20 }),
        },
      ],
      responses: {
        '200': { description: 'Results so far', schema: dataOf(ref('SearchResults')) },
        '401': R.e401,
        '404': 'Unknown or expired session: search again',
        '422': R.e422,
      },
    },
  },
  '/v3/hotels/{id}': {
    get: {
      tag: 'Hotels',
      summary: 'Hotel content',
      params: [{ name: 'id', in: 'path', schema: int() }],
      responses: {
        '200': { description: 'Hotel', schema: dataOf(ref('Hotel')) },
        '401': R.e401,
        '404': R.e404,
      },
    },
  },
  '/v3/hotels/by-slug/{countrySlug}/{destinationSlug}/{hotelSlug}': {
    get: {
      tag: 'Hotels',
      summary: 'Hotel content by slugs',
      params: [
        { name: 'countrySlug', in: 'path', schema: str() },
        { name: 'destinationSlug', in: 'path', schema: str() },
        { name: 'hotelSlug', in: 'path', schema: str() },
      ],
      responses: {
        '200': { description: 'Hotel', schema: dataOf(ref('Hotel')) },
        '401': R.e401,
        '404': R.e404,
      },
    },
  },
  '/v3/hotels/{id}/rates': {
    get: {
      tag: 'Hotels',
      summary: 'Live rooms and rates for a stay',
      description:
        'Every fitting room type x board, refundable (until free_until) and non-refundable (RO, BB). Inventory-aware. Signed-in agents (plan_id set) also get price.net, price.gross and price.commission.',
      params: [
        { name: 'id', in: 'path', schema: int() },
        { name: 'check_in', in: 'query', schema: date, required: true },
        { name: 'check_out', in: 'query', schema: date, required: true },
        { name: 'guests', in: 'query', schema: str(undefined, { default: '2' }) },
        { name: 'currency', in: 'query', schema: str(undefined, { default: 'EUR' }) },
        { name: 'country', in: 'query', schema: str('Visitor country') },
      ],
      responses: {
        '200': {
          description: 'Rates, cheapest first',
          schema: dataOf(
            obj({
              hotel_id: int(),
              check_in: date,
              check_out: date,
              guests: str(),
              currency: str(),
              nights: int(),
              rates: arr(ref('Rate')),
            }),
          ),
        },
        '401': R.e401,
        '404': R.e404,
        '422': R.e422,
      },
    },
  },
  '/v3/bookings': {
    post: {
      tag: 'Bookings',
      csrf: true,
      security: 'either',
      summary: 'Book a rate (price re-check)',
      description:
        'Runs in one BEGIN IMMEDIATE transaction: re-prices the rate against live inventory and takes the rooms, so the last room is never sold twice. Unpaid bookings hold their rooms for 30 minutes.',
      body: { json: true, schema: ref('BookingRequest') },
      responses: {
        '201': { description: 'Booked, awaiting payment', schema: dataOf(ref('BookingCreated')) },
        '401': R.e401,
        '409': 'Sold out for these dates (localised)',
        '419': R.e419,
        '422': R.e422,
      },
    },
  },
  '/v3/bookings/{uuid}': {
    get: {
      tag: 'Bookings',
      security: 'either',
      summary: 'A booking',
      description: 'Guest bookings by uuid; a signed-in user’s only for that user.',
      params: [{ name: 'uuid', in: 'path', schema: str() }],
      responses: {
        '200': { description: 'Booking', schema: dataOf(ref('Reservation')) },
        '401': R.e401,
        '404': R.e404,
      },
    },
  },
  '/v3/bookings/{uuid}/pay': {
    post: {
      tag: 'Payments',
      security: 'either',
      csrf: true,
      summary: 'Start a payment',
      description:
        'Creates a transaction for pay_now and answers the simulated provider page URL. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined (any future expiry, any CVC).',
      params: [{ name: 'uuid', in: 'path', schema: str() }],
      responses: {
        '200': {
          description: 'Payment page',
          schema: dataOf(obj({ payment_url: str(), transaction: str(), amount: ref('Money') })),
        },
        '401': R.e401,
        '404': R.e404,
        '409': 'Not payable (paid, cancelled or expired)',
        '419': R.e419,
      },
    },
  },
  '/pay/{token}': {
    get: {
      tag: 'Payments',
      security: 'none',
      summary: 'Provider page (HTML card form)',
      params: [{ name: 'token', in: 'path', schema: str() }],
      responses: {
        '200': { description: 'Card form', html: true },
        '404': { description: 'Unknown link', html: true },
        '409': { description: 'Already completed', html: true },
      },
    },
    post: {
      tag: 'Payments',
      security: 'none',
      summary: 'Submit the card form',
      description:
        'Form fields card_name, card_number, expiry (MM/YY), cvc. Redirects 303 to ${SITE_URL}/{lang/}transaction/{uuid}/success or /error (no prefix for en). Only SITE_URL is ever a redirect target.',
      params: [{ name: 'token', in: 'path', schema: str() }],
      body: {
        form: true,
        schema: obj({ card_name: str(), card_number: str(), expiry: str(), cvc: str() }),
      },
      responses: {
        '303': { description: 'Back to the site', headers: { Location: { schema: str() } } },
        '404': { description: 'Unknown link', html: true },
        '409': { description: 'Already completed', html: true },
        '422': { description: 'Form with field errors', html: true },
      },
    },
  },
  '/v3/transactions/{uuid}': {
    get: {
      tag: 'Payments',
      security: 'either',
      summary: 'Transaction status',
      params: [{ name: 'uuid', in: 'path', schema: str() }],
      responses: {
        '200': { description: 'Status', schema: dataOf(ref('Transaction')) },
        '401': R.e401,
        '404': R.e404,
      },
    },
  },
  '/v3/reservations': {
    get: {
      tag: 'Reservations',
      security: 'session',
      summary: 'The signed-in user’s reservations, newest first',
      responses: {
        '200': { description: 'List', schema: dataOf(arr(ref('Reservation'))) },
        '401': R.e401,
      },
    },
  },
  '/v3/reservations/lookup': {
    get: {
      tag: 'Reservations',
      summary: 'Guest look-up by confirmation number and email',
      params: [
        { name: 'reference', in: 'query', schema: str(), required: true },
        { name: 'email', in: 'query', schema: str(), required: true },
      ],
      responses: {
        '200': { description: 'Reservation', schema: dataOf(ref('Reservation')) },
        '401': R.e401,
        '404': R.e404,
        '422': R.e422,
      },
    },
  },
  '/v3/reservations/{uuid}': {
    get: {
      tag: 'Reservations',
      security: 'session',
      summary: 'One of the user’s reservations',
      params: [{ name: 'uuid', in: 'path', schema: str() }],
      responses: {
        '200': { description: 'Reservation', schema: dataOf(ref('Reservation')) },
        '401': R.e401,
        '404': R.e404,
      },
    },
  },
  '/v3/reservations/{uuid}/cancel': {
    post: {
      tag: 'Reservations',
      security: 'either',
      csrf: true,
      summary: 'Cancel (honours the policy; answers the refund)',
      description:
        'Signed in: the owner (or the agency’s agent with the reservations action). Signed out: JSON { email } of the holder. Full refund before free_until, paid minus penalty after it, nothing for non-refundable rates. Stays that have begun cannot be cancelled.',
      params: [{ name: 'uuid', in: 'path', schema: str() }],
      body: { json: true, schema: obj({ email: str() }, []) },
      responses: {
        '200': { description: 'Cancelled, with refund', schema: dataOf(ref('Reservation')) },
        '401': R.e401,
        '404': R.e404,
        '409': 'Not cancellable',
        '419': R.e419,
      },
    },
  },
  '/v3/agent/bookings': {
    get: {
      tag: 'Agents',
      security: 'session',
      summary: 'Bookings of the user, or of the whole agency with all=true',
      description:
        'all=true needs actions to include reservations (403 otherwise) and lists the bookings of the user’s agency (fid, or the house fid 1).',
      params: [
        {
          name: 'status',
          in: 'query',
          schema: { enum: ['pending_payment', 'confirmed', 'cancelled', 'expired'] },
        },
        { name: 'from', in: 'query', schema: date, description: 'Check-in on or after' },
        { name: 'to', in: 'query', schema: date, description: 'Check-in on or before' },
        { name: 'q', in: 'query', schema: str('Reference, hotel or holder') },
        { name: 'all', in: 'query', schema: { enum: ['true', 'false'] } },
        { name: 'page', in: 'query', schema: int() },
        { name: 'per_page', in: 'query', schema: int() },
      ],
      responses: {
        '200': {
          description: 'Bookings',
          schema: obj({
            data: arr(ref('Reservation')),
            meta: obj({ total: int(), page: int(), per_page: int(), all: bool() }),
          }),
        },
        '401': R.e401,
        '403': 'all=true without the reservations action',
        '422': R.e422,
      },
    },
  },
  '/v3/agent/bookings/{uuid}': {
    get: {
      tag: 'Agents',
      security: 'session',
      summary: 'One booking of the user or its agency',
      params: [{ name: 'uuid', in: 'path', schema: str() }],
      responses: {
        '200': { description: 'Booking', schema: dataOf(ref('Reservation')) },
        '401': R.e401,
        '404': R.e404,
      },
    },
  },
  '/v3/vouchers': {
    get: {
      tag: 'Vouchers',
      security: 'session',
      summary: 'Hotel vouchers of paid reservations',
      description: 'Only for users with options.vouchers (403 otherwise).',
      responses: {
        '200': { description: 'Vouchers', schema: dataOf(arr(ref('Voucher'))) },
        '401': R.e401,
        '403': 'Vouchers not enabled',
      },
    },
  },
};

function operation(method: string, path: string, op: Op): Schema {
  const security = op.security ?? 'bearer';
  const parameters: Schema[] = [
    ...(op.params ?? []).map((p) => ({
      ...p,
      required: p.in === 'path' ? true : (p.required ?? false),
      schema: p.schema ?? str(),
    })),
    localeParam,
  ];
  if (op.csrf)
    parameters.push({
      name: 'X-XSRF-TOKEN',
      in: 'header',
      required: true,
      description: 'Value of the XSRF-TOKEN cookie',
      schema: str(),
    });
  const responses: Record<string, Schema> = {};
  for (const [status, value] of Object.entries(op.responses)) {
    if (typeof value === 'string') {
      const schema =
        status === '422'
          ? ref('ValidationError')
          : status === '204' || status === '303'
            ? undefined
            : ref('Error');
      responses[status] = {
        description: value,
        ...(schema ? { content: { 'application/json': { schema } } } : {}),
      };
      continue;
    }
    responses[status] = {
      description: value.description,
      ...(value.headers ? { headers: value.headers } : {}),
      ...(value.schema
        ? { content: { 'application/json': { schema: value.schema } } }
        : value.html
          ? { content: { 'text/html': { schema: str() } } }
          : {}),
    };
  }
  const content: Schema = {};
  const body = op.body;
  if (body && (body.json === true || !body.form))
    content['application/json'] = { schema: body.schema };
  if (body?.form) {
    content['application/x-www-form-urlencoded'] = { schema: body.schema };
    content['multipart/form-data'] = { schema: body.schema };
  }
  return {
    tags: [op.tag],
    operationId: `${method}${path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    parameters,
    ...(op.body ? { requestBody: { required: true, content } } : {}),
    security:
      security === 'none'
        ? []
        : security === 'session'
          ? [{ session: [] }]
          : security === 'bearer'
            ? [{ bearer: [] }, { session: [] }]
            : [{ bearer: [] }, { session: [] }],
    responses,
  };
}

/** The OpenAPI 3.1 document of the API, with `base` as its server. */
export function openApiDocument(base: string): Schema {
  const paths = Object.fromEntries(
    Object.entries(ops).map(([path, methods]) => [
      path,
      Object.fromEntries(Object.entries(methods).map(([m, op]) => [m, operation(m, path, op)])),
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hotel storefront reference booking API',
      version: '1.0.0',
      description: [
        'Reference implementation of the booking API the storefront talks to (SPEC section 7) plus hotel search, booking, payment, reservations, agents and vouchers.',
        'Conventions: every call reads ?locale= and localises messages (en and he; others fall back to en). Errors: 422 { message, errors: { field: [messages] } }; 419 { message } for a state-changing call without a valid X-XSRF-TOKEN (get it from GET /sanctum/csrf-cookie); 401 { message }; 403; 404 { message }; 409; 429 with Retry-After. Malformed JSON is 400.',
        'Signed-out calls other than /login, /v3/auth and /sanctum/csrf-cookie carry Authorization: Bearer <PUBLIC_CLIENT_TOKEN>; signed-in calls use the storefront_session cookie.',
        `Money is { amount, currency } in integer minor units. Supported currencies (fixed demo rates from EUR): ${Object.keys(FX_FROM_EUR).join(', ')}. Dates are YYYY-MM-DD; check-in today..today+365, 1-30 nights. Guests: rooms separated by |, each adults[,childAge...], e.g. 2,5,8|1.`,
        'Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined (any future expiry, any CVC).',
      ].join('\n\n'),
    },
    servers: [{ url: base }],
    tags: [
      'Auth',
      'White label',
      'Leads',
      'Places',
      'Search',
      'Hotels',
      'Bookings',
      'Payments',
      'Reservations',
      'Agents',
      'Vouchers',
    ].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'PUBLIC_CLIENT_TOKEN, for signed-out calls',
        },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'storefront_session',
          description: 'Session cookie set by /sanctum/csrf-cookie and /login',
        },
      },
    },
  };
}

function schemaText(schema: unknown): string {
  return JSON.stringify(schema, null, 2);
}

/** A readable, self-contained HTML reference page of an OpenAPI document (no scripts). */
export function renderReference(doc: Schema): string {
  const info = doc['info'] as { title: string; version: string; description: string };
  const paths = doc['paths'] as Record<string, Record<string, Schema>>;
  const components = (doc['components'] as { schemas: Record<string, Schema> }).schemas;
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = (op['tags'] as string[])[0] ?? 'Other';
      const params = (
        op['parameters'] as {
          name: string;
          in: string;
          required: boolean;
          description?: string;
          schema: Schema;
        }[]
      )
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? 'yes' : ''}</td><td>${escapeHtml(p.description ?? String((p.schema['description'] as string | undefined) ?? ''))}</td></tr>`,
        )
        .join('');
      const body = op['requestBody'] as { content: Record<string, { schema: Schema }> } | undefined;
      const responses = Object.entries(
        op['responses'] as Record<
          string,
          { description: string; content?: Record<string, { schema: Schema }> }
        >,
      )
        .map(([status, r]) => {
          const schema = r.content ? Object.values(r.content)[0]?.schema : undefined;
          return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(r.description)}${schema ? ` <code>${escapeHtml(JSON.stringify(schema).slice(0, 120))}</code>` : ''}</li>`;
        })
        .join('');
      const security =
        (op['security'] as Schema[]).length === 0
          ? 'public'
          : (op['security'] as Schema[]).map((s) => Object.keys(s)[0]).join(' or ');
      const html = `<section class="op" id="${escapeHtml(String(op['operationId']))}">
<h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(String(op['summary']))} <small>(${escapeHtml(security)})</small></p>
${typeof op['description'] === 'string' ? `<p class="desc">${escapeHtml(op['description'])}</p>` : ''}
<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Notes</th></tr></thead><tbody>${params}</tbody></table>
${body ? `<p>Request body (${escapeHtml(Object.keys(body.content).join(', '))}):</p><pre>${escapeHtml(schemaText(Object.values(body.content)[0]?.schema))}</pre>` : ''}
<ul>${responses}</ul></section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const nav = [...byTag.keys()]
    .map((tag) => `<a href="#tag-${escapeHtml(tag.replace(/\s/g, '-'))}">${escapeHtml(tag)}</a>`)
    .join(' · ');
  const sections = [...byTag.entries()]
    .map(
      ([tag, list]) =>
        `<h2 id="tag-${escapeHtml(tag.replace(/\s/g, '-'))}">${escapeHtml(tag)}</h2>${list.join('')}`,
    )
    .join('');
  const schemaList = Object.entries(components)
    .map(
      ([name, schema]) =>
        `<details id="schema-${escapeHtml(name)}"><summary><code>${escapeHtml(name)}</code></summary><pre>${escapeHtml(schemaText(schema))}</pre></details>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)}</title>
<style>
body{font:15px/1.55 system-ui,sans-serif;margin:0 auto;max-width:1000px;padding:24px;color:#111827;background:#fff}
@media (prefers-color-scheme:dark){body{background:#0b1220;color:#e5e7eb}pre,table td{background:#111a2e!important}}
h1{margin-bottom:4px}h2{border-bottom:2px solid #044aff;padding-bottom:4px;margin-top:40px}
.op{border:1px solid #d1d5db;border-radius:10px;padding:12px 16px;margin:16px 0}
.op h3{margin:0 0 6px;font-size:16px}.method{display:inline-block;min-width:56px;text-align:center;border-radius:6px;color:#fff;padding:2px 6px;font-size:13px}
.get{background:#0e7490}.post{background:#15803d}
table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #e5e7eb;padding:4px 8px;text-align:start}
pre{background:#f3f4f6;padding:10px;border-radius:8px;overflow:auto;font-size:13px}code{font-size:13px}
.desc{white-space:pre-wrap}nav{position:sticky;top:0;background:inherit;padding:8px 0}
</style></head><body>
<h1>${escapeHtml(info.title)}</h1><p>Version ${escapeHtml(info.version)} · <a href="/openapi.json">openapi.json</a></p>
<div class="desc">${escapeHtml(info.description)}</div>
<nav>${nav} · <a href="#schemas">Schemas</a></nav>
${sections}
<h2 id="schemas">Schemas</h2>${schemaList}
</body></html>`;
}
