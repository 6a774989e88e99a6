import type { Locale } from '../../lib/i18n.ts';

/** The kinds of bed the seed's rooms have. */
export type BedKind = 'single' | 'double' | 'king' | 'sofa';

/** A counted phrase: one text per CLDR plural category of the locale, `{n}` for the number. */
export type CountedText = Partial<Record<Intl.LDMLPluralRule, string>>;

/**
 * "N beds of a kind" in every site locale, one form per plural category that Intl.PluralRules
 * gives the locale (ru: one, few, many, other; ar: zero, one, two, few, many, other; ja:
 * other). Where a language says one bed without the number (he מיטת יחיד, ar سرير مفرد) or two
 * with the dual (ar سريران مفردان), the form leaves the number out.
 */
export const BED_NAMES: Record<Locale, Record<BedKind, CountedText>> = {
  en: {
    single: { one: '{n} single bed', other: '{n} single beds' },
    double: { one: '{n} double bed', other: '{n} double beds' },
    king: { one: '{n} king bed', other: '{n} king beds' },
    sofa: { one: '{n} sofa bed', other: '{n} sofa beds' },
  },
  ar: {
    single: {
      zero: '{n} سرير مفرد',
      one: 'سرير مفرد',
      two: 'سريران مفردان',
      few: '{n} أسرّة مفردة',
      many: '{n} سريرًا مفردًا',
      other: '{n} سرير مفرد',
    },
    double: {
      zero: '{n} سرير مزدوج',
      one: 'سرير مزدوج',
      two: 'سريران مزدوجان',
      few: '{n} أسرّة مزدوجة',
      many: '{n} سريرًا مزدوجًا',
      other: '{n} سرير مزدوج',
    },
    king: {
      zero: '{n} سرير كينغ',
      one: 'سرير كينغ',
      two: 'سريرا كينغ',
      few: '{n} أسرّة كينغ',
      many: '{n} سريرًا كينغ',
      other: '{n} سرير كينغ',
    },
    sofa: {
      zero: '{n} كنبة سرير',
      one: 'كنبة سرير',
      two: 'كنبتا سرير',
      few: '{n} كنبات سرير',
      many: '{n} كنبة سرير',
      other: '{n} كنبة سرير',
    },
  },
  bg: {
    single: { one: '{n} единично легло', other: '{n} единични легла' },
    double: { one: '{n} двойно легло', other: '{n} двойни легла' },
    king: { one: '{n} легло кингсайз', other: '{n} легла кингсайз' },
    sofa: { one: '{n} разтегателен диван', other: '{n} разтегателни дивана' },
  },
  ca: {
    single: {
      one: '{n} llit individual',
      many: '{n} de llits individuals',
      other: '{n} llits individuals',
    },
    double: { one: '{n} llit doble', many: '{n} de llits dobles', other: '{n} llits dobles' },
    king: {
      one: '{n} llit king size',
      many: '{n} de llits king size',
      other: '{n} llits king size',
    },
    sofa: { one: '{n} sofà llit', many: '{n} de sofàs llit', other: '{n} sofàs llit' },
  },
  cs: {
    single: {
      one: '{n} jednolůžková postel',
      few: '{n} jednolůžkové postele',
      many: '{n} jednolůžkové postele',
      other: '{n} jednolůžkových postelí',
    },
    double: {
      one: '{n} manželská postel',
      few: '{n} manželské postele',
      many: '{n} manželské postele',
      other: '{n} manželských postelí',
    },
    king: {
      one: '{n} postel king-size',
      few: '{n} postele king-size',
      many: '{n} postele king-size',
      other: '{n} postelí king-size',
    },
    sofa: {
      one: '{n} rozkládací pohovka',
      few: '{n} rozkládací pohovky',
      many: '{n} rozkládací pohovky',
      other: '{n} rozkládacích pohovek',
    },
  },
  da: {
    single: { one: '{n} enkeltseng', other: '{n} enkeltsenge' },
    double: { one: '{n} dobbeltseng', other: '{n} dobbeltsenge' },
    king: { one: '{n} kingsize-seng', other: '{n} kingsize-senge' },
    sofa: { one: '{n} sovesofa', other: '{n} sovesofaer' },
  },
  de: {
    single: { one: '{n} Einzelbett', other: '{n} Einzelbetten' },
    double: { one: '{n} Doppelbett', other: '{n} Doppelbetten' },
    king: { one: '{n} Kingsize-Bett', other: '{n} Kingsize-Betten' },
    sofa: { one: '{n} Schlafsofa', other: '{n} Schlafsofas' },
  },
  el: {
    single: { one: '{n} μονό κρεβάτι', other: '{n} μονά κρεβάτια' },
    double: { one: '{n} διπλό κρεβάτι', other: '{n} διπλά κρεβάτια' },
    king: { one: '{n} κρεβάτι king size', other: '{n} κρεβάτια king size' },
    sofa: { one: '{n} καναπές-κρεβάτι', other: '{n} καναπέδες-κρεβάτια' },
  },
  es: {
    single: {
      one: '{n} cama individual',
      many: '{n} de camas individuales',
      other: '{n} camas individuales',
    },
    double: { one: '{n} cama doble', many: '{n} de camas dobles', other: '{n} camas dobles' },
    king: {
      one: '{n} cama king size',
      many: '{n} de camas king size',
      other: '{n} camas king size',
    },
    sofa: { one: '{n} sofá cama', many: '{n} de sofás cama', other: '{n} sofás cama' },
  },
  et: {
    single: { one: '{n} ühekohaline voodi', other: '{n} ühekohalist voodit' },
    double: { one: '{n} kaheinimesevoodi', other: '{n} kaheinimesevoodit' },
    king: { one: '{n} king-size voodi', other: '{n} king-size voodit' },
    sofa: { one: '{n} diivanvoodi', other: '{n} diivanvoodit' },
  },
  fi: {
    single: { one: '{n} yhden hengen vuode', other: '{n} yhden hengen vuodetta' },
    double: { one: '{n} parivuode', other: '{n} parivuodetta' },
    king: { one: '{n} king-size-vuode', other: '{n} king-size-vuodetta' },
    sofa: { one: '{n} vuodesohva', other: '{n} vuodesohvaa' },
  },
  fr: {
    single: { one: '{n} lit simple', many: '{n} de lits simples', other: '{n} lits simples' },
    double: { one: '{n} lit double', many: '{n} de lits doubles', other: '{n} lits doubles' },
    king: { one: '{n} lit king size', many: '{n} de lits king size', other: '{n} lits king size' },
    sofa: { one: '{n} canapé-lit', many: '{n} de canapés-lits', other: '{n} canapés-lits' },
  },
  he: {
    single: { one: 'מיטת יחיד', two: '{n} מיטות יחיד', other: '{n} מיטות יחיד' },
    double: { one: 'מיטה זוגית', two: '{n} מיטות זוגיות', other: '{n} מיטות זוגיות' },
    king: { one: 'מיטת קינג', two: '{n} מיטות קינג', other: '{n} מיטות קינג' },
    sofa: { one: 'ספה נפתחת', two: '{n} ספות נפתחות', other: '{n} ספות נפתחות' },
  },
  hr: {
    single: {
      one: '{n} krevet za jednu osobu',
      few: '{n} kreveta za jednu osobu',
      other: '{n} kreveta za jednu osobu',
    },
    double: { one: '{n} bračni krevet', few: '{n} bračna kreveta', other: '{n} bračnih kreveta' },
    king: {
      one: '{n} king-size krevet',
      few: '{n} king-size kreveta',
      other: '{n} king-size kreveta',
    },
    sofa: {
      one: '{n} kauč na razvlačenje',
      few: '{n} kauča na razvlačenje',
      other: '{n} kauča na razvlačenje',
    },
  },
  hu: {
    single: { one: '{n} egyszemélyes ágy', other: '{n} egyszemélyes ágy' },
    double: { one: '{n} franciaágy', other: '{n} franciaágy' },
    king: { one: '{n} king size ágy', other: '{n} king size ágy' },
    sofa: { one: '{n} kinyitható kanapé', other: '{n} kinyitható kanapé' },
  },
  id: {
    single: { other: '{n} tempat tidur single' },
    double: { other: '{n} tempat tidur double' },
    king: { other: '{n} tempat tidur king' },
    sofa: { other: '{n} sofa bed' },
  },
  is: {
    single: { one: '{n} einstaklingsrúm', other: '{n} einstaklingsrúm' },
    double: { one: '{n} tvíbreitt rúm', other: '{n} tvíbreið rúm' },
    king: { one: '{n} king-size rúm', other: '{n} king-size rúm' },
    sofa: { one: '{n} svefnsófi', other: '{n} svefnsófar' },
  },
  it: {
    single: { one: '{n} letto singolo', many: '{n} di letti singoli', other: '{n} letti singoli' },
    double: {
      one: '{n} letto matrimoniale',
      many: '{n} di letti matrimoniali',
      other: '{n} letti matrimoniali',
    },
    king: {
      one: '{n} letto king size',
      many: '{n} di letti king size',
      other: '{n} letti king size',
    },
    sofa: { one: '{n} divano letto', many: '{n} di divani letto', other: '{n} divani letto' },
  },
  ja: {
    single: { other: 'シングルベッド{n}台' },
    double: { other: 'ダブルベッド{n}台' },
    king: { other: 'キングサイズベッド{n}台' },
    sofa: { other: 'ソファベッド{n}台' },
  },
  ko: {
    single: { other: '싱글 침대 {n}개' },
    double: { other: '더블 침대 {n}개' },
    king: { other: '킹사이즈 침대 {n}개' },
    sofa: { other: '소파베드 {n}개' },
  },
  lt: {
    single: {
      one: '{n} viengulė lova',
      few: '{n} viengulės lovos',
      many: '{n} viengulės lovos',
      other: '{n} viengulių lovų',
    },
    double: {
      one: '{n} dvigulė lova',
      few: '{n} dvigulės lovos',
      many: '{n} dvigulės lovos',
      other: '{n} dvigulių lovų',
    },
    king: {
      one: '{n} plati dvigulė lova',
      few: '{n} plačios dvigulės lovos',
      many: '{n} plačios dvigulės lovos',
      other: '{n} plačių dvigulių lovų',
    },
    sofa: {
      one: '{n} sofa-lova',
      few: '{n} sofos-lovos',
      many: '{n} sofos-lovos',
      other: '{n} sofų-lovų',
    },
  },
  ms: {
    single: { other: '{n} katil bujang' },
    double: { other: '{n} katil kelamin' },
    king: { other: '{n} katil king' },
    sofa: { other: '{n} sofa katil' },
  },
  nl: {
    single: { one: '{n} eenpersoonsbed', other: '{n} eenpersoonsbedden' },
    double: { one: '{n} tweepersoonsbed', other: '{n} tweepersoonsbedden' },
    king: { one: '{n} kingsize bed', other: '{n} kingsize bedden' },
    sofa: { one: '{n} slaapbank', other: '{n} slaapbanken' },
  },
  pl: {
    single: {
      one: '{n} łóżko pojedyncze',
      few: '{n} łóżka pojedyncze',
      many: '{n} łóżek pojedynczych',
      other: '{n} łóżka pojedynczego',
    },
    double: {
      one: '{n} łóżko podwójne',
      few: '{n} łóżka podwójne',
      many: '{n} łóżek podwójnych',
      other: '{n} łóżka podwójnego',
    },
    king: {
      one: '{n} łóżko king size',
      few: '{n} łóżka king size',
      many: '{n} łóżek king size',
      other: '{n} łóżka king size',
    },
    sofa: {
      one: '{n} rozkładana sofa',
      few: '{n} rozkładane sofy',
      many: '{n} rozkładanych sof',
      other: '{n} rozkładanej sofy',
    },
  },
  pt: {
    single: {
      one: '{n} cama individual',
      many: '{n} de camas individuais',
      other: '{n} camas individuais',
    },
    double: {
      one: '{n} cama de casal',
      many: '{n} de camas de casal',
      other: '{n} camas de casal',
    },
    king: {
      one: '{n} cama king size',
      many: '{n} de camas king size',
      other: '{n} camas king size',
    },
    sofa: { one: '{n} sofá-cama', many: '{n} de sofás-camas', other: '{n} sofás-camas' },
  },
  'pt-br': {
    single: {
      one: '{n} cama de solteiro',
      many: '{n} de camas de solteiro',
      other: '{n} camas de solteiro',
    },
    double: {
      one: '{n} cama de casal',
      many: '{n} de camas de casal',
      other: '{n} camas de casal',
    },
    king: {
      one: '{n} cama king size',
      many: '{n} de camas king size',
      other: '{n} camas king size',
    },
    sofa: { one: '{n} sofá-cama', many: '{n} de sofás-camas', other: '{n} sofás-camas' },
  },
  ro: {
    single: { one: '{n} pat single', few: '{n} paturi single', other: '{n} de paturi single' },
    double: { one: '{n} pat dublu', few: '{n} paturi duble', other: '{n} de paturi duble' },
    king: {
      one: '{n} pat king size',
      few: '{n} paturi king size',
      other: '{n} de paturi king size',
    },
    sofa: {
      one: '{n} canapea extensibilă',
      few: '{n} canapele extensibile',
      other: '{n} de canapele extensibile',
    },
  },
  ru: {
    single: {
      one: '{n} односпальная кровать',
      few: '{n} односпальные кровати',
      many: '{n} односпальных кроватей',
      other: '{n} односпальной кровати',
    },
    double: {
      one: '{n} двуспальная кровать',
      few: '{n} двуспальные кровати',
      many: '{n} двуспальных кроватей',
      other: '{n} двуспальной кровати',
    },
    king: {
      one: '{n} кровать king-size',
      few: '{n} кровати king-size',
      many: '{n} кроватей king-size',
      other: '{n} кровати king-size',
    },
    sofa: {
      one: '{n} диван-кровать',
      few: '{n} дивана-кровати',
      many: '{n} диванов-кроватей',
      other: '{n} дивана-кровати',
    },
  },
  sk: {
    single: {
      one: '{n} jednolôžková posteľ',
      few: '{n} jednolôžkové postele',
      many: '{n} jednolôžkovej postele',
      other: '{n} jednolôžkových postelí',
    },
    double: {
      one: '{n} manželská posteľ',
      few: '{n} manželské postele',
      many: '{n} manželskej postele',
      other: '{n} manželských postelí',
    },
    king: {
      one: '{n} posteľ king-size',
      few: '{n} postele king-size',
      many: '{n} postele king-size',
      other: '{n} postelí king-size',
    },
    sofa: {
      one: '{n} rozkladacia pohovka',
      few: '{n} rozkladacie pohovky',
      many: '{n} rozkladacej pohovky',
      other: '{n} rozkladacích pohoviek',
    },
  },
  sl: {
    single: {
      one: '{n} enojna postelja',
      two: '{n} enojni postelji',
      few: '{n} enojne postelje',
      other: '{n} enojnih postelj',
    },
    double: {
      one: '{n} zakonska postelja',
      two: '{n} zakonski postelji',
      few: '{n} zakonske postelje',
      other: '{n} zakonskih postelj',
    },
    king: {
      one: '{n} postelja king size',
      two: '{n} postelji king size',
      few: '{n} postelje king size',
      other: '{n} postelj king size',
    },
    sofa: {
      one: '{n} raztegljiv kavč',
      two: '{n} raztegljiva kavča',
      few: '{n} raztegljivi kavči',
      other: '{n} raztegljivih kavčev',
    },
  },
  sr: {
    single: {
      one: '{n} кревет за једну особу',
      few: '{n} кревета за једну особу',
      other: '{n} кревета за једну особу',
    },
    double: { one: '{n} брачни кревет', few: '{n} брачна кревета', other: '{n} брачних кревета' },
    king: {
      one: '{n} кинг сајз кревет',
      few: '{n} кинг сајз кревета',
      other: '{n} кинг сајз кревета',
    },
    sofa: {
      one: '{n} кауч на развлачење',
      few: '{n} кауча на развлачење',
      other: '{n} кауча на развлачење',
    },
  },
  sv: {
    single: { one: '{n} enkelsäng', other: '{n} enkelsängar' },
    double: { one: '{n} dubbelsäng', other: '{n} dubbelsängar' },
    king: { one: '{n} king size-säng', other: '{n} king size-sängar' },
    sofa: { one: '{n} bäddsoffa', other: '{n} bäddsoffor' },
  },
  th: {
    single: { other: 'เตียงเดี่ยว {n} เตียง' },
    double: { other: 'เตียงคู่ {n} เตียง' },
    king: { other: 'เตียงคิงไซส์ {n} เตียง' },
    sofa: { other: 'โซฟาเบด {n} ตัว' },
  },
  'tl-ph': {
    single: { one: '{n} pang-isahang kama', other: '{n} pang-isahang kama' },
    double: { one: '{n} kamang pandalawahan', other: '{n} kamang pandalawahan' },
    king: { one: '{n} king-size na kama', other: '{n} king-size na kama' },
    sofa: { one: '{n} sofa bed', other: '{n} sofa bed' },
  },
  tr: {
    single: { one: '{n} tek kişilik yatak', other: '{n} tek kişilik yatak' },
    double: { one: '{n} çift kişilik yatak', other: '{n} çift kişilik yatak' },
    king: { one: '{n} king size yatak', other: '{n} king size yatak' },
    sofa: { one: '{n} çekyat', other: '{n} çekyat' },
  },
  uk: {
    single: {
      one: '{n} односпальне ліжко',
      few: '{n} односпальні ліжка',
      many: '{n} односпальних ліжок',
      other: '{n} односпального ліжка',
    },
    double: {
      one: '{n} двоспальне ліжко',
      few: '{n} двоспальні ліжка',
      many: '{n} двоспальних ліжок',
      other: '{n} двоспального ліжка',
    },
    king: {
      one: '{n} ліжко king-size',
      few: '{n} ліжка king-size',
      many: '{n} ліжок king-size',
      other: '{n} ліжка king-size',
    },
    sofa: {
      one: '{n} диван-ліжко',
      few: '{n} дивани-ліжка',
      many: '{n} диванів-ліжок',
      other: '{n} дивана-ліжка',
    },
  },
  vi: {
    single: { other: '{n} giường đơn' },
    double: { other: '{n} giường đôi' },
    king: { other: '{n} giường cỡ king' },
    sofa: { other: '{n} giường sofa' },
  },
  'zh-cn': {
    single: { other: '{n}张单人床' },
    double: { other: '{n}张双人床' },
    king: { other: '{n}张特大床' },
    sofa: { other: '{n}张沙发床' },
  },
  'zh-tw': {
    single: { other: '{n}張單人床' },
    double: { other: '{n}張雙人床' },
    king: { other: '{n}張特大床' },
    sofa: { other: '{n}張沙發床' },
  },
};
