import type { Locale } from '../../lib/i18n.ts';
import type { CountedText } from '../room-texts/index.ts';

/**
 * The sentences of a hotel's description in one locale. Each placeholder stands where the
 * language takes it as it comes, so the code never needs to inflect it:
 * - `{hotel}` the hotel's name, `{stars}` the counted star phrase of `stars` (`{n}` in it);
 * - `{city}` the city's name in the nominative, placed after "Location:" and before a comma;
 * - `{distance}` a distance written by Intl.NumberFormat (`unit: 'kilometer'`: "2,3 km");
 * - `{amenities}` the site's amenity labels joined by Intl.ListFormat, after "Amenities:";
 * - `rooms` the counted room-type sentence (`{n}`), one form per CLDR plural category.
 */
export interface DescriptionTemplate {
  intro: string;
  stars: CountedText;
  centre: string;
  distance: string;
  amenities: string;
  rooms: CountedText;
  /** Amenity names that read differently inside a sentence than as a label (de "kostenloses WLAN"). */
  amenityNames?: Partial<Record<string, string>>;
  /** Whether labels keep their capital inside the list (German nouns are capitalised). */
  keepCapitals?: boolean;
}

/** en and he keep their hand-written descriptions (describeHotel); every other locale is here. */
export type TemplateLocale = Exclude<Locale, 'en' | 'he'>;

export const DESCRIPTION_TEMPLATES: Record<TemplateLocale, DescriptionTemplate> = {
  ar: {
    intro: '{hotel} — {stars}.',
    stars: {
      zero: 'فندق من فئة {n} نجمة',
      one: 'فندق من فئة نجمة واحدة',
      two: 'فندق من فئة نجمتين',
      few: 'فندق من فئة {n} نجوم',
      many: 'فندق من فئة {n} نجمة',
      other: 'فندق من فئة {n} نجمة',
    },
    centre: 'الموقع: {city}، في وسط المدينة.',
    distance: 'الموقع: {city}، على بُعد {distance} من وسط المدينة.',
    amenities: 'المرافق: {amenities}.',
    rooms: {
      zero: 'يضم الفندق {n} نوع من الغرف.',
      one: 'يضم الفندق نوعًا واحدًا من الغرف.',
      two: 'يضم الفندق نوعين من الغرف.',
      few: 'يضم الفندق {n} أنواع من الغرف.',
      many: 'يضم الفندق {n} نوعًا من الغرف.',
      other: 'يضم الفندق {n} نوع من الغرف.',
    },
  },
  bg: {
    intro: '{hotel} — {stars}.',
    stars: { one: '{n}-звезден хотел', other: '{n}-звезден хотел' },
    centre: 'Местоположение: {city}, в центъра на града.',
    distance: 'Местоположение: {city}, на {distance} от центъра.',
    amenities: 'Удобства: {amenities}.',
    rooms: { one: 'Хотелът предлага {n} вид стаи.', other: 'Хотелът предлага {n} вида стаи.' },
  },
  ca: {
    intro: '{hotel} — {stars}.',
    stars: {
      one: 'un hotel d’una estrella',
      many: 'un hotel de {n} d’estrelles',
      other: 'un hotel de {n} estrelles',
    },
    centre: 'Ubicació: {city}, al centre de la ciutat.',
    distance: 'Ubicació: {city}, a {distance} del centre.',
    amenities: 'Serveis: {amenities}.',
    rooms: {
      one: 'L’hotel ofereix {n} tipus d’habitació.',
      many: 'L’hotel ofereix {n} de tipus d’habitació.',
      other: 'L’hotel ofereix {n} tipus d’habitació.',
    },
  },
  cs: {
    intro: '{hotel} — {stars}.',
    stars: {
      one: '{n}hvězdičkový hotel',
      few: '{n}hvězdičkový hotel',
      many: '{n}hvězdičkový hotel',
      other: '{n}hvězdičkový hotel',
    },
    centre: 'Poloha: {city}, v centru města.',
    distance: 'Poloha: {city}, {distance} od centra.',
    amenities: 'Vybavení: {amenities}.',
    rooms: {
      one: 'Hotel nabízí {n} typ pokojů.',
      few: 'Hotel nabízí {n} typy pokojů.',
      many: 'Hotel nabízí {n} typu pokojů.',
      other: 'Hotel nabízí {n} typů pokojů.',
    },
    // The label "Wellness a spa" would put a second "a" into the list.
    amenityNames: { spa: 'wellness' },
  },
  da: {
    intro: '{hotel} — {stars}.',
    stars: { one: 'et {n}-stjernet hotel', other: 'et {n}-stjernet hotel' },
    centre: 'Beliggenhed: {city}, i centrum.',
    distance: 'Beliggenhed: {city}, {distance} fra centrum.',
    amenities: 'Faciliteter: {amenities}.',
    rooms: { one: 'Hotellet har {n} værelsestype.', other: 'Hotellet har {n} værelsestyper.' },
  },
  de: {
    intro: '{hotel} — {stars}.',
    stars: { one: 'ein {n}-Sterne-Hotel', other: 'ein {n}-Sterne-Hotel' },
    centre: 'Lage: {city}, im Stadtzentrum.',
    distance: 'Lage: {city}, {distance} vom Zentrum entfernt.',
    amenities: 'Ausstattung: {amenities}.',
    rooms: {
      one: 'Das Hotel bietet {n} Zimmerkategorie.',
      other: 'Das Hotel bietet {n} Zimmerkategorien.',
    },
    amenityNames: { wifi: 'kostenloses WLAN' },
    keepCapitals: true,
  },
  el: {
    intro: '{hotel} — {stars}.',
    stars: { one: 'ξενοδοχείο {n} αστέρα', other: 'ξενοδοχείο {n} αστέρων' },
    centre: 'Τοποθεσία: {city}, στο κέντρο της πόλης.',
    distance: 'Τοποθεσία: {city}, {distance} από το κέντρο.',
    amenities: 'Παροχές: {amenities}.',
    rooms: {
      one: 'Το ξενοδοχείο διαθέτει {n} τύπο δωματίου.',
      other: 'Το ξενοδοχείο διαθέτει {n} τύπους δωματίων.',
    },
  },
  es: {
    intro: '{hotel} — {stars}.',
    stars: {
      one: 'un hotel de {n} estrella',
      many: 'un hotel de {n} de estrellas',
      other: 'un hotel de {n} estrellas',
    },
    centre: 'Ubicación: {city}, en el centro de la ciudad.',
    distance: 'Ubicación: {city}, a {distance} del centro.',
    amenities: 'Servicios: {amenities}.',
    rooms: {
      one: 'El hotel ofrece {n} tipo de habitación.',
      many: 'El hotel ofrece {n} de tipos de habitación.',
      other: 'El hotel ofrece {n} tipos de habitación.',
    },
  },
  et: {
    intro: '{hotel} — {stars}.',
    stars: { one: '{n}-tärni hotell', other: '{n}-tärni hotell' },
    centre: 'Asukoht: {city}, kesklinnas.',
    distance: 'Asukoht: {city}, kesklinnast {distance} kaugusel.',
    amenities: 'Mugavused: {amenities}.',
    rooms: { one: 'Hotellis on {n} toatüüp.', other: 'Hotellis on {n} toatüüpi.' },
  },
  fi: {
    intro: '{hotel} — {stars}.',
    stars: { one: '{n} tähden hotelli', other: '{n} tähden hotelli' },
    centre: 'Sijainti: {city}, keskustassa.',
    distance: 'Sijainti: {city}, {distance} keskustasta.',
    amenities: 'Palvelut: {amenities}.',
    rooms: { one: 'Hotellissa on {n} huonetyyppi.', other: 'Hotellissa on {n} huonetyyppiä.' },
  },
  fr: {
    intro: '{hotel} — {stars}.',
    stars: {
      one: 'un hôtel {n} étoile',
      many: 'un hôtel {n} étoiles',
      other: 'un hôtel {n} étoiles',
    },
    centre: 'Situation\u00a0: {city}, au centre-ville.',
    distance: 'Situation\u00a0: {city}, à {distance} du centre.',
    amenities: 'Équipements\u00a0: {amenities}.',
    rooms: {
      one: 'L’hôtel propose {n} type de chambre.',
      many: 'L’hôtel propose {n} de types de chambres.',
      other: 'L’hôtel propose {n} types de chambres.',
    },
  },
  hr: {
    intro: '{hotel} — {stars}.',
    stars: {
      one: 'hotel s {n} zvjezdicom',
      few: 'hotel s {n} zvjezdice',
      other: 'hotel s {n} zvjezdica',
    },
    centre: 'Lokacija: {city}, u središtu grada.',
    distance: 'Lokacija: {city}, {distance} od središta grada.',
    amenities: 'Sadržaji: {amenities}.',
    rooms: {
      one: 'Hotel nudi {n} vrstu soba.',
      few: 'Hotel nudi {n} vrste soba.',
      other: 'Hotel nudi {n} vrsta soba.',
    },
  },
  hu: {
    intro: '{hotel} — {stars}.',
    stars: { one: '{n} csillagos szálloda', other: '{n} csillagos szálloda' },
    centre: 'Elhelyezkedés: {city}, a városközpontban.',
    distance: 'Elhelyezkedés: {city}, {distance} a központtól.',
    amenities: 'Szolgáltatások: {amenities}.',
    rooms: {
      one: 'A szállodában {n} szobatípus közül lehet választani.',
      other: 'A szállodában {n} szobatípus közül lehet választani.',
    },
  },
  id: {
    intro: '{hotel} — {stars}.',
    stars: { other: 'hotel bintang {n}' },
    centre: 'Lokasi: {city}, di pusat kota.',
    distance: 'Lokasi: {city}, {distance} dari pusat kota.',
    amenities: 'Fasilitas: {amenities}.',
    rooms: { other: 'Hotel ini memiliki {n} tipe kamar.' },
  },
  is: {
    intro: '{hotel} — {stars}.',
    stars: { one: '{n} stjörnu hótel', other: '{n} stjörnu hótel' },
    centre: 'Staðsetning: {city}, í miðbænum.',
    distance: 'Staðsetning: {city}, {distance} frá miðbænum.',
    amenities: 'Aðstaða: {amenities}.',
    rooms: {
      one: 'Á hótelinu er {n} tegund herbergja.',
      other: 'Á hótelinu eru {n} tegundir herbergja.',
    },
  },
  it: {
    intro: '{hotel} — {stars}.',
    stars: {
      one: 'un hotel a {n} stella',
      many: 'un hotel a {n} di stelle',
      other: 'un hotel a {n} stelle',
    },
    centre: 'Posizione: {city}, in pieno centro.',
    distance: 'Posizione: {city}, a {distance} dal centro.',
    amenities: 'Servizi: {amenities}.',
    rooms: {
      one: 'L’hotel offre {n} tipologia di camera.',
      many: 'L’hotel offre {n} di tipologie di camere.',
      other: 'L’hotel offre {n} tipologie di camere.',
    },
  },
  ja: {
    intro: '{hotel}は{stars}です。',
    stars: { other: '{n}つ星ホテル' },
    centre: '所在地：{city}の中心部。',
    distance: '所在地：{city}、中心部から{distance}。',
    amenities: '設備：{amenities}。',
    rooms: { other: '客室タイプは{n}種類です。' },
  },
  ko: {
    intro: '{stars} {hotel}입니다.',
    stars: { other: '{n}성급 호텔' },
    centre: '위치: {city}, 시내 중심가.',
    distance: '위치: {city}, 시내 중심에서 {distance}.',
    amenities: '편의 시설: {amenities}.',
    rooms: { other: '객실 유형은 {n}가지입니다.' },
  },
  lt: {
    intro: '{hotel} — {stars}.',
    stars: {
      one: '{n} žvaigždutės viešbutis',
      few: '{n} žvaigždučių viešbutis',
      many: '{n} žvaigždutės viešbutis',
      other: '{n} žvaigždučių viešbutis',
    },
    centre: 'Vieta: {city}, miesto centre.',
    distance: 'Vieta: {city}, {distance} nuo centro.',
    amenities: 'Patogumai: {amenities}.',
    rooms: {
      one: 'Viešbutyje yra {n} kambarių tipas.',
      few: 'Viešbutyje yra {n} kambarių tipai.',
      many: 'Viešbutyje yra {n} kambarių tipo.',
      other: 'Viešbutyje yra {n} kambarių tipų.',
    },
  },
  ms: {
    intro: '{hotel} — {stars}.',
    stars: { other: 'hotel {n} bintang' },
    centre: 'Lokasi: {city}, di pusat bandar.',
    distance: 'Lokasi: {city}, {distance} dari pusat bandar.',
    amenities: 'Kemudahan: {amenities}.',
    rooms: { other: 'Hotel ini menawarkan {n} jenis bilik.' },
  },
  nl: {
    intro: '{hotel} — {stars}.',
    stars: { one: 'een {n}-sterrenhotel', other: 'een {n}-sterrenhotel' },
    centre: 'Ligging: {city}, in het centrum.',
    distance: 'Ligging: {city}, op {distance} van het centrum.',
    amenities: 'Voorzieningen: {amenities}.',
    rooms: { one: 'Het hotel heeft {n} kamertype.', other: 'Het hotel heeft {n} kamertypes.' },
  },
  pl: {
    intro: '{hotel} — {stars}.',
    stars: {
      one: 'hotel {n}-gwiazdkowy',
      few: 'hotel {n}-gwiazdkowy',
      many: 'hotel {n}-gwiazdkowy',
      other: 'hotel {n}-gwiazdkowy',
    },
    centre: 'Lokalizacja: {city}, w centrum miasta.',
    distance: 'Lokalizacja: {city}, {distance} od centrum.',
    amenities: 'Udogodnienia: {amenities}.',
    rooms: {
      one: 'Hotel oferuje {n} typ pokoju.',
      few: 'Hotel oferuje {n} typy pokojów.',
      many: 'Hotel oferuje {n} typów pokojów.',
      other: 'Hotel oferuje {n} typu pokojów.',
    },
  },
  pt: {
    intro: '{hotel} — {stars}.',
    stars: {
      one: 'um hotel de {n} estrela',
      many: 'um hotel de {n} de estrelas',
      other: 'um hotel de {n} estrelas',
    },
    centre: 'Localização: {city}, no centro da cidade.',
    distance: 'Localização: {city}, a {distance} do centro.',
    amenities: 'Comodidades: {amenities}.',
    rooms: {
      one: 'O hotel oferece {n} tipo de quarto.',
      many: 'O hotel oferece {n} de tipos de quarto.',
      other: 'O hotel oferece {n} tipos de quarto.',
    },
  },
  'pt-br': {
    intro: '{hotel} — {stars}.',
    stars: {
      one: 'um hotel de {n} estrela',
      many: 'um hotel de {n} de estrelas',
      other: 'um hotel de {n} estrelas',
    },
    centre: 'Localização: {city}, no centro da cidade.',
    distance: 'Localização: {city}, a {distance} do centro.',
    amenities: 'Comodidades: {amenities}.',
    rooms: {
      one: 'O hotel oferece {n} tipo de quarto.',
      many: 'O hotel oferece {n} de tipos de quarto.',
      other: 'O hotel oferece {n} tipos de quarto.',
    },
  },
  ro: {
    intro: '{hotel} — {stars}.',
    stars: {
      one: 'un hotel de {n} stea',
      few: 'un hotel de {n} stele',
      other: 'un hotel de {n} de stele',
    },
    centre: 'Localizare: {city}, în centrul orașului.',
    distance: 'Localizare: {city}, la {distance} de centru.',
    amenities: 'Facilități: {amenities}.',
    rooms: {
      one: 'Hotelul oferă {n} tip de cameră.',
      few: 'Hotelul oferă {n} tipuri de camere.',
      other: 'Hotelul oferă {n} de tipuri de camere.',
    },
  },
  ru: {
    intro: '{hotel} — {stars}.',
    stars: {
      one: 'отель категории {n} звезда',
      few: 'отель категории {n} звезды',
      many: 'отель категории {n} звёзд',
      other: 'отель категории {n} звезды',
    },
    centre: 'Расположение: {city}, центр города.',
    distance: 'Расположение: {city}, {distance} от центра.',
    amenities: 'Удобства: {amenities}.',
    rooms: {
      one: 'В отеле {n} тип номеров.',
      few: 'В отеле {n} типа номеров.',
      many: 'В отеле {n} типов номеров.',
      other: 'В отеле {n} типа номеров.',
    },
  },
  sk: {
    intro: '{hotel} — {stars}.',
    stars: {
      one: '{n}-hviezdičkový hotel',
      few: '{n}-hviezdičkový hotel',
      many: '{n}-hviezdičkový hotel',
      other: '{n}-hviezdičkový hotel',
    },
    centre: 'Poloha: {city}, v centre mesta.',
    distance: 'Poloha: {city}, {distance} od centra.',
    amenities: 'Vybavenie: {amenities}.',
    rooms: {
      one: 'Hotel ponúka {n} typ izieb.',
      few: 'Hotel ponúka {n} typy izieb.',
      many: 'Hotel ponúka {n} typu izieb.',
      other: 'Hotel ponúka {n} typov izieb.',
    },
    // The label "Wellness a spa" would put a second "a" into the list.
    amenityNames: { spa: 'wellness' },
  },
  sl: {
    intro: '{hotel} — {stars}.',
    stars: {
      one: '{n}-zvezdični hotel',
      two: '{n}-zvezdični hotel',
      few: '{n}-zvezdični hotel',
      other: '{n}-zvezdični hotel',
    },
    centre: 'Lokacija: {city}, v središču mesta.',
    distance: 'Lokacija: {city}, {distance} od središča mesta.',
    amenities: 'Ponudba: {amenities}.',
    rooms: {
      one: 'Hotel ponuja {n} vrsto sob.',
      two: 'Hotel ponuja {n} vrsti sob.',
      few: 'Hotel ponuja {n} vrste sob.',
      other: 'Hotel ponuja {n} vrst sob.',
    },
  },
  sr: {
    intro: '{hotel} — {stars}.',
    stars: {
      one: 'хотел са {n} звездицом',
      few: 'хотел са {n} звездице',
      other: 'хотел са {n} звездица',
    },
    centre: 'Локација: {city}, у центру града.',
    distance: 'Локација: {city}, {distance} од центра града.',
    amenities: 'Садржаји: {amenities}.',
    rooms: {
      one: 'Хотел нуди {n} врсту соба.',
      few: 'Хотел нуди {n} врсте соба.',
      other: 'Хотел нуди {n} врста соба.',
    },
  },
  sv: {
    intro: '{hotel} — {stars}.',
    stars: { one: 'ett {n}-stjärnigt hotell', other: 'ett {n}-stjärnigt hotell' },
    centre: 'Läge: {city}, i centrum.',
    distance: 'Läge: {city}, {distance} från centrum.',
    amenities: 'Faciliteter: {amenities}.',
    rooms: { one: 'Hotellet har {n} rumstyp.', other: 'Hotellet har {n} rumstyper.' },
  },
  th: {
    intro: '{hotel} เป็น{stars}',
    stars: { other: 'โรงแรมระดับ {n} ดาว' },
    centre: 'ที่ตั้ง: {city} ใจกลางเมือง',
    distance: 'ที่ตั้ง: {city} ห่างจากใจกลางเมือง {distance}',
    amenities: 'สิ่งอำนวยความสะดวก: {amenities}',
    rooms: { other: 'มีห้องพักให้เลือก {n} ประเภท' },
  },
  'tl-ph': {
    intro: '{hotel} — {stars}.',
    stars: { one: 'isang hotel na may {n} bituin', other: 'isang hotel na may {n} bituin' },
    centre: 'Lokasyon: {city}, sa sentro ng lungsod.',
    distance: 'Lokasyon: {city}, {distance} mula sa sentro.',
    amenities: 'Mga pasilidad: {amenities}.',
    rooms: {
      one: 'May {n} uri ng kuwarto ang hotel.',
      other: 'May {n} uri ng kuwarto ang hotel.',
    },
  },
  tr: {
    intro: '{hotel}, {stars}.',
    stars: { one: '{n} yıldızlı bir oteldir', other: '{n} yıldızlı bir oteldir' },
    centre: 'Konum: {city}, şehir merkezinde.',
    distance: 'Konum: {city}, merkeze {distance} uzaklıkta.',
    amenities: 'Olanaklar: {amenities}.',
    rooms: { one: 'Otelde {n} oda tipi bulunur.', other: 'Otelde {n} oda tipi bulunur.' },
  },
  uk: {
    intro: '{hotel} — {stars}.',
    stars: {
      one: 'готель категорії {n} зірка',
      few: 'готель категорії {n} зірки',
      many: 'готель категорії {n} зірок',
      other: 'готель категорії {n} зірки',
    },
    centre: 'Розташування: {city}, центр міста.',
    distance: 'Розташування: {city}, {distance} від центру.',
    amenities: 'Зручності: {amenities}.',
    rooms: {
      one: 'У готелі {n} тип номерів.',
      few: 'У готелі {n} типи номерів.',
      many: 'У готелі {n} типів номерів.',
      other: 'У готелі {n} типу номерів.',
    },
  },
  vi: {
    intro: '{hotel} là {stars}.',
    stars: { other: 'khách sạn {n} sao' },
    centre: 'Vị trí: {city}, ngay trung tâm thành phố.',
    distance: 'Vị trí: {city}, cách trung tâm {distance}.',
    amenities: 'Tiện nghi: {amenities}.',
    rooms: { other: 'Khách sạn có {n} loại phòng.' },
  },
  'zh-cn': {
    intro: '{hotel}是一家{stars}。',
    stars: { other: '{n}星级酒店' },
    centre: '位置：{city}市中心。',
    distance: '位置：{city}，距市中心{distance}。',
    amenities: '设施：{amenities}。',
    rooms: { other: '酒店提供{n}种房型。' },
  },
  'zh-tw': {
    intro: '{hotel}是一家{stars}。',
    stars: { other: '{n}星級飯店' },
    centre: '位置：{city}市中心。',
    distance: '位置：{city}，距市中心{distance}。',
    amenities: '設施：{amenities}。',
    rooms: { other: '飯店提供{n}種房型。' },
  },
};
