// Countries by ISO 3166-1 alpha-2 code with the names people write them with, and cities with the
// country they are in: a country code is kept only when a quote names the country or one of these
// cities, and prose like "based in Berlin, Germany" is read with them.

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
// Sites name their own country in their own language ("Polska", "Sverige", "Brasil", "Türkiye",
// "日本"): the names in the languages the web is mostly written in count as much as the English one.
const localNames = [
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'pl',
  'sv',
  'cs',
  'sk',
  'tr',
  'ja',
  'ko',
  'zh',
  'zh-Hant',
  'ru',
  'uk',
  'he',
  'da',
  'nb',
  'fi',
  'hu',
  'ro',
  'el',
  'ar',
  // And the languages of the Baltic states, the Balkans, Iceland, Catalonia and South-East Asia.
  'lt',
  'lv',
  'et',
  'sl',
  'hr',
  'sr',
  'sr-Latn',
  'bg',
  'mk',
  'is',
  'ca',
  'id',
  'ms',
  'vi',
  'th',
  // And of Iran, South Asia, the Caucasus, Central Asia, the Horn and East of Africa, and Wales, Ireland, the
  // Basque Country, Galicia, Albania, Belarus, the Philippines and Cambodia.
  'fa',
  'ur',
  'hi',
  'bn',
  'ta',
  'te',
  'kn',
  'ml',
  'mr',
  'ne',
  'si',
  'ka',
  'hy',
  'az',
  'kk',
  'uz',
  'mn',
  'am',
  'so',
  'sw',
  'cy',
  'ga',
  'eu',
  'gl',
  'sq',
  'be',
  'fil',
  'km',
  'my',
  'lb',
].map((locale) => new Intl.DisplayNames([locale], { type: 'region' }));

// Names Intl does not give, or gives in a form sites rarely write.
const aliases: Record<string, string[]> = {
  US: ['USA', 'U.S.', 'U.S.A.', 'United States of America'],
  GB: ['UK', 'U.K.', 'Great Britain', 'Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'],
  NL: ['the Netherlands', 'Holland'],
  CZ: ['Czech Republic', 'Czechia', 'Česká republika', 'Česká Republika'],
  KR: ['South Korea', 'Korea'],
  AE: ['UAE', 'U.A.E.'],
  CH: ['Schweiz', 'Suisse'],
  DE: ['Deutschland'],
  AT: ['Österreich'],
  ES: ['España'],
  IT: ['Italia'],
  TR: ['Türkiye'],
  CI: ["Côte d'Ivoire", 'Ivory Coast'],
  HK: ['Hong Kong', '香港'],
  TW: ['Taiwan'],
  MK: ['Macedonia'],
  RU: ['Russia'],
  VN: ['Vietnam', 'Viet Nam'],
  UZ: ["O'zbekiston", 'Oʻzbekiston', 'Ozbekiston'],
  NZ: ['Aotearoa New Zealand', 'Aotearoa'],
  // The two Congos as each writes its name (Intl gives "Congo - Kinshasa", and plain "Congo" for Brazzaville).
  CD: ['République démocratique du Congo', 'Democratic Republic of the Congo', 'Democratic Republic of Congo'],
  CG: ['République du Congo', 'Republic of the Congo'],
  // A country's long name, where its short one is a word or a part of another ("Dominica", "Georgia").
  DM: ['Commonwealth of Dominica'],
  // Somaliland has no code of its own: ISO 3166 files it under Somalia.
  SO: ['Somaliland'],
  TC: ['Turks and Caicos'],
  VC: ['Saint Vincent and the Grenadines', 'St Vincent and the Grenadines'],
};

// Country names that are also first names or parts of other places ("Jordan", "New Jersey"): never
// read from prose, only from a structured address.
const ambiguous = new Set([
  'Jordan',
  'Chad',
  'Georgia',
  'Jersey',
  'Guernsey',
  'Dominica',
  'Niger',
  // Iceland in German and the Nordic languages, and any island: "we moved our hosting to the Island".
  'Island',
  'Turkey',
  // The same in other languages, and local names that are words too ("Man", "Mali").
  'Tschad',
  'Czad',
  'Çad',
  'Georgien',
  'Gruzja',
  'Géorgie',
  'Georgië',
  'Gruzie',
  'Man',
  'Mali',
  'Indie',
  '인도',
]);

/**
 * An English name as Intl abbreviates it and as sites write it out: "Turks & Caicos Islands" is also "Turks and
 * Caicos Islands", "St. Kitts & Nevis" also "Saint Kitts and Nevis" and "St Kitts and Nevis".
 */
function writtenOut(name: string): string[] {
  const joined = name.replace(/ & /g, ' and ');
  const saints = /^St\. /.test(joined) ? [joined.replace(/^St\. /, 'Saint '), joined.replace(/^St\. /, 'St ')] : [];
  return [...new Set([name, joined, ...saints])];
}

/** Every assigned two-letter region code with its English name and aliases. */
export const countryNames: ReadonlyMap<string, string[]> = (() => {
  const names = new Map<string, string[]>();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      const name = regionNames.of(code);
      // Retired codes (DD, YU) name the country that replaced them: only the current code counts.
      const current = Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;
      if (!name || name === code || !current || /unknown/i.test(name)) continue;
      // A Latin local name of under four letters ("Irã") is left to the English one; scripts without
      // capitals ("日本", "Польша" has them) keep short names.
      const local = localNames
        .map((names) => names.of(code))
        .filter(
          (written): written is string =>
            !!written && written !== code && (written.length >= 4 || !/\p{Script=Latin}/u.test(written)),
        );
      names.set(
        code,
        [...new Set([...writtenOut(name), ...(aliases[code] ?? []), ...local])].filter(
          (written) => !ambiguous.has(written),
        ),
      );
    }
  }
  return names;
})();

// Capitals and the cities startups most often name, by country.
const citiesByCountry: Record<string, string[]> = {
  US: [
    'New York',
    'San Francisco',
    'Los Angeles',
    'Seattle',
    'Austin',
    'Boston',
    'Chicago',
    'Denver',
    'Miami',
    'Atlanta',
    'Portland',
    'San Diego',
    'Washington, D.C.',
    'Brooklyn',
    'Palo Alto',
    'Mountain View',
    'Oakland',
    'Philadelphia',
    'Pittsburgh',
    'Salt Lake City',
  ],
  CA: ['Toronto', 'Montreal', 'Montréal', 'Vancouver', 'Ottawa', 'Calgary', 'Waterloo'],
  GB: ['London', 'Manchester', 'Bristol', 'Edinburgh', 'Glasgow', 'Leeds', 'Cambridge', 'Oxford', 'Brighton'],
  IE: ['Dublin', 'Cork', 'Galway'],
  DE: ['Berlin', 'Munich', 'München', 'Hamburg', 'Cologne', 'Köln', 'Frankfurt', 'Stuttgart', 'Leipzig'],
  AT: ['Vienna', 'Wien', 'Graz', 'Linz'],
  CH: ['Zurich', 'Zürich', 'Geneva', 'Bern', 'Basel', 'Lausanne'],
  FR: ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Bordeaux', 'Nantes', 'Lille'],
  NL: ['Amsterdam', 'Rotterdam', 'Utrecht', 'The Hague', 'Eindhoven'],
  BE: ['Brussels', 'Antwerp', 'Ghent'],
  ES: ['Madrid', 'Barcelona', 'Valencia', 'Seville', 'Málaga'],
  PT: ['Lisbon', 'Lisboa', 'Porto'],
  IT: ['Rome', 'Milan', 'Turin', 'Florence', 'Bologna'],
  DK: ['Copenhagen', 'Aarhus', 'Odense'],
  SE: ['Stockholm', 'Gothenburg', 'Malmö'],
  NO: ['Oslo', 'Bergen', 'Trondheim'],
  FI: ['Helsinki', 'Espoo', 'Tampere'],
  EE: ['Tallinn', 'Tartu'],
  LV: ['Riga', 'Rīga'],
  LT: ['Vilnius', 'Kaunas', 'Klaipėda'],
  PL: ['Warsaw', 'Kraków', 'Krakow', 'Wrocław', 'Gdańsk'],
  CZ: ['Prague', 'Brno'],
  HU: ['Budapest'],
  RO: ['Bucharest', 'Cluj-Napoca'],
  BG: ['Sofia'],
  GR: ['Athens'],
  HR: ['Zagreb', 'Split'],
  SI: ['Ljubljana'],
  RS: ['Belgrade'],
  UA: ['Kyiv', 'Kiev', 'Lviv'],
  TR: ['Istanbul', 'Ankara'],
  IL: ['Tel Aviv', 'Jerusalem', 'Haifa'],
  AE: ['Dubai', 'Abu Dhabi'],
  IN: ['Bangalore', 'Bengaluru', 'Mumbai', 'Delhi', 'New Delhi', 'Hyderabad', 'Pune', 'Chennai'],
  SG: ['Singapore'],
  JP: ['Tokyo', 'Osaka', 'Kyoto', 'Yokohama', 'Fukuoka', '東京', '大阪', '京都', '横浜', '福岡', '名古屋', '札幌'],
  KR: ['Seoul', 'Busan', '서울', '부산', '인천', '대구', '대전', '성남'],
  CN: [
    'Beijing',
    'Shanghai',
    'Shenzhen',
    'Guangzhou',
    'Hangzhou',
    'Chengdu',
    '北京',
    '上海',
    '深圳',
    '广州',
    '杭州',
    '成都',
    '南京',
    '武汉',
    '苏州',
    '西安',
  ],
  TW: ['Taipei', 'Hsinchu', '台北', '臺北', '新竹'],
  AU: ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide'],
  NZ: ['Auckland', 'Wellington'],
  BR: ['São Paulo', 'Sao Paulo', 'Rio de Janeiro'],
  AR: ['Buenos Aires'],
  // Mexico's states' capitals that share their state's name.
  BS: ['Nassau'],
  TT: ['Port of Spain', 'Port-of-Spain'],
  MX: ['Mexico City', 'Ciudad de México', 'Guadalajara', 'Monterrey', 'Puebla', 'Oaxaca', 'Querétaro', 'Chihuahua'],
  CO: ['Bogotá', 'Bogota', 'Medellín'],
  CL: ['Santiago'],
  ZA: ['Cape Town', 'Johannesburg'],
  NG: ['Lagos'],
  KE: ['Nairobi'],
  EG: ['Cairo'],
  SO: ['Hargeisa', 'Hargeysa', 'Mogadishu', 'Muqdisho'],
  HK: ['Hong Kong', '香港'],
  IR: ['Tehran', 'Shiraz', 'Isfahan', 'Mashhad', 'Tabriz', 'تهران', 'شیراز', 'اصفهان', 'مشهد', 'تبریز'],
  KH: ['Phnom Penh', 'Siem Reap', 'ភ្នំពេញ'],
};

/** Cities by their name in lower case: the country they are in and how the name is written. */
export const cityCountry: ReadonlyMap<string, string> = new Map(
  Object.entries(citiesByCountry).flatMap(([code, cities]) => cities.map((city) => [city.toLowerCase(), code])),
);
export const cityNames: ReadonlyMap<string, string> = new Map(
  Object.values(citiesByCountry).flatMap((cities) => cities.map((city) => [city.toLowerCase(), city])),
);

/**
 * States, provinces and nations written between a town and its country ("Austin, Texas, USA", "Pune,
 * Maharashtra, India", "Shrewsbury, England, UK"), in lower case: none is a town. What stands there
 * otherwise is the town itself after a district ("Cebu IT Park, Cebu City, Philippines").
 */
const statesByCountry: Record<string, string[]> = {
  US: [
    'Alabama, Alaska, Arizona, Arkansas, California, Colorado, Connecticut, Delaware, Florida, Georgia, Hawaii',
    'Idaho, Illinois, Indiana, Iowa, Kansas, Kentucky, Louisiana, Maine, Maryland, Massachusetts, Michigan',
    'Minnesota, Mississippi, Missouri, Montana, Nebraska, Nevada, New Hampshire, New Jersey, New Mexico',
    'New York, North Carolina, North Dakota, Ohio, Oklahoma, Oregon, Pennsylvania, Rhode Island',
    'South Carolina, South Dakota, Tennessee, Texas, Utah, Vermont, Virginia, Washington, West Virginia',
    'Wisconsin, Wyoming, District of Columbia',
  ],
  CA: [
    'Alberta, British Columbia, Manitoba, New Brunswick, Newfoundland and Labrador, Nova Scotia, Ontario',
    'Prince Edward Island, Quebec, Québec, Saskatchewan, Northwest Territories, Nunavut, Yukon',
  ],
  AU: [
    'New South Wales, Queensland, South Australia, Tasmania, Victoria, Western Australia, Northern Territory',
    'Australian Capital Territory',
  ],
  GB: ['England, Scotland, Wales, Northern Ireland'],
  ZA: ['Eastern Cape, Western Cape, Northern Cape, Gauteng, KwaZulu-Natal, Free State, Limpopo, Mpumalanga'],
  IN: [
    'Maharashtra, Karnataka, Kerala, Tamil Nadu, Gujarat, Rajasthan, Punjab, Haryana, Telangana',
    'Uttar Pradesh, West Bengal, Andhra Pradesh, Madhya Pradesh, Bihar, Odisha, Assam, Goa, Delhi',
  ],
  MX: [
    'Aguascalientes, Baja California, Baja California Sur, Campeche, Chiapas, Chihuahua, Coahuila, Colima',
    'Durango, Guanajuato, Guerrero, Hidalgo, Jalisco, Estado de México, Michoacán, Morelos, Nayarit, Nuevo León',
    'Oaxaca, Puebla, Querétaro, Quintana Roo, San Luis Potosí, Sinaloa, Sonora, Tabasco, Tamaulipas, Tlaxcala',
    'Veracruz, Yucatán, Zacatecas',
  ],
  BR: [
    'Alagoas, Amapá, Amazonas, Bahia, Ceará, Distrito Federal, Espírito Santo, Goiás, Maranhão, Mato Grosso',
    'Mato Grosso do Sul, Minas Gerais, Pará, Paraíba, Paraná, Pernambuco, Piauí, Rio Grande do Norte',
    'Rio Grande do Sul, Rondônia, Roraima, Santa Catarina, Sergipe, Tocantins',
  ],
  // Peru's regions that are not also their capitals' names ("Arequipa", "Cusco" are towns too).
  PE: ['Loreto, Áncash, Apurímac, Junín, La Libertad, Lambayeque, Madre de Dios, San Martín, Ucayali'],
  // The provinces of the Democratic Republic of the Congo, and the member states of Somalia.
  CD: [
    'Bas-Uele, Haut-Katanga, Haut-Lomami, Haut-Uele, Ituri, Kasaï, Kasaï-Central, Kasaï-Oriental',
    'Kongo-Central, Kwango, Kwilu, Lomami, Lualaba, Mai-Ndombe, Maniema, Mongala, Nord-Kivu, Nord-Ubangi, Sankuru',
    'Sud-Kivu, Sud-Ubangi, Tanganyika, Tshopo, Tshuapa, North Kivu, South Kivu',
  ],
  SO: ['Puntland, Jubaland, Galmudug, Hirshabelle, South West State'],
  // The states of Micronesia, as its addresses name them before the postcode ("Palikir, Pohnpei FM 96941").
  FM: ['Pohnpei, Chuuk, Yap, Kosrae'],
  // The three kingdoms of Wallis and Futuna, written after the postcode ("Mata-Utu, 98600 Uvea").
  WF: ['Uvea, Alo, Sigave'],
  // Indonesia's provinces, as addresses write them before the postcode ("Kota Kupang, Nusa Tenggara Timur 85228"),
  // but for those named like their capitals (Jakarta, Yogyakarta, Bengkulu, Jambi, Gorontalo).
  ID: [
    'Aceh, Sumatera Utara, Sumatera Barat, Riau, Kepulauan Riau, Sumatera Selatan, Kepulauan Bangka Belitung',
    'Lampung, Banten, Jawa Barat, Jawa Tengah, Jawa Timur, Bali, Nusa Tenggara Barat, Nusa Tenggara Timur',
    'Kalimantan Barat, Kalimantan Tengah, Kalimantan Selatan, Kalimantan Timur, Kalimantan Utara, Sulawesi Utara',
    'Sulawesi Tengah, Sulawesi Selatan, Sulawesi Tenggara, Sulawesi Barat, Maluku, Maluku Utara, Papua',
    'Papua Barat, Papua Barat Daya, Papua Tengah, Papua Pegunungan, Papua Selatan, NTT, NTB, DKI Jakarta',
    'DI Yogyakarta, West Java, Central Java, East Java, East Nusa Tenggara, West Nusa Tenggara, North Sumatra',
  ],
  // Oman's governorates and Angola's provinces not named like their capitals.
  OM: ['Dhofar, Musandam, Al Buraimi, Ad Dakhiliyah, Al Wusta, Ad Dhahirah, Al Batinah North, Al Batinah South'],
  AO: ['Huíla, Huila, Cunene, Namibe, Cuando Cubango, Moxico, Lunda Norte, Lunda Sul, Bengo, Cuanza Norte, Cuanza Sul'],
  // Colombia's departments and Venezuela's states not named like their capitals, nor like a place elsewhere
  // (Córdoba, Sucre, Mérida) or another country's region (Amazonas, Bolívar, Huila).
  CO: [
    'Antioquia, Atlántico, Boyacá, Caldas, Caquetá, Casanare, Cauca, Cesar, Chocó, Cundinamarca, Guainía, Guaviare',
    'La Guajira, Magdalena, Meta, Nariño, Norte de Santander, Putumayo, Quindío, Risaralda, Santander, Tolima',
    'Valle del Cauca, Vaupés, Vichada',
  ],
  VE: [
    'Anzoátegui, Apure, Aragua, Carabobo, Cojedes, Delta Amacuro, Falcón, Guárico, Lara, Miranda, Monagas',
    'Nueva Esparta, Portuguesa, Táchira, Yaracuy, Zulia',
  ],
  // China's provinces and regions, Japan's prefectures and Korea's provinces in Latin letters, but for those named like
  // their capitals or a town (Jilin, Shizuoka, Gifu...): "Wuhu, Anhui, China", "Hakodate, Hokkaido".
  CN: [
    'Anhui, Fujian, Gansu, Guangdong, Guizhou, Hainan, Hebei, Heilongjiang, Henan, Hubei, Hunan, Jiangsu, Jiangxi',
    'Liaoning, Qinghai, Shaanxi, Shandong, Shanxi, Sichuan, Yunnan, Zhejiang, Guangxi, Inner Mongolia, Ningxia',
    'Xinjiang, Tibet',
  ],
  JP: [
    'Hokkaido, Hokkaidō, Aichi, Hyogo, Hyōgo, Ishikawa, Miyagi, Gunma, Tochigi, Ibaraki, Kanagawa, Mie, Shiga',
    'Yamanashi, Iwate, Ehime, Kagawa, Saitama, Okinawa, Shimane',
  ],
  KR: ['Gyeonggi-do, Gangwon-do, Gyeonggi, Gangwon, Jeju-do, Jeollabuk-do, Jeollanam-do, Gyeongsangbuk-do'],
  DE: [
    'Baden-Württemberg, Bavaria, Bayern, Brandenburg, Hesse, Hessen, Lower Saxony, Niedersachsen',
    'North Rhine-Westphalia, Nordrhein-Westfalen, Rhineland-Palatinate, Rheinland-Pfalz, Saarland, Saxony',
    'Sachsen, Saxony-Anhalt, Sachsen-Anhalt, Schleswig-Holstein, Thuringia, Thüringen, Mecklenburg-Vorpommern',
  ],
};
const states = Object.entries(statesByCountry).flatMap(([code, lines]) =>
  lines.flatMap((names) => names.split(', ')).map((name) => [name.toLowerCase(), code] as const),
);

/**
 * States, provinces and nations written between a town and its country ("Austin, Texas, USA", "Pune,
 * Maharashtra, India", "Shrewsbury, England, UK"), in lower case: none is a town. What stands there
 * otherwise is the town itself after a district ("Cebu IT Park, Cebu City, Philippines").
 */
export const stateNames: ReadonlySet<string> = new Set(states.map(([name]) => name));

/**
 * The country a state's name places a town in when no country is written ("Anchorage, Alaska"): only names
 * that are neither a country's nor a city's ("Georgia", "Washington", "New York", "Victoria", "Delhi").
 */
export const stateCountry: ReadonlyMap<string, string> = new Map(
  states.filter(
    ([name]) => !countryCode(name) && !cityCountry.has(name) && !['washington', 'victoria', 'punjab'].includes(name),
  ),
);

// Guernsey and Jersey are words too (a sweater, New Jersey): places only before their own postcodes.
const islandWithPostcode = /(?<![\p{L}])(?:(Guernsey)\s+GY|(Jersey)\s+JE)\d{1,2}\s?\d[A-Z]{2}(?![\p{L}\p{N}])/gu;

/**
 * Guernsey and Jersey where an address names them before their postcodes: "St Peter Port, Guernsey GY1 1WD". The
 * name is written with its postcode, so that a quote of it is one that states the island.
 */
export function islandsBeforePostcodes(text: string): Array<{ code: string; name: string; at: number }> {
  return [...text.matchAll(islandWithPostcode)].map((match) => ({
    code: match[1] ? 'GG' : 'JE',
    name: match[0],
    at: match.index,
  }));
}

/** The code of a country named by `text` (a name, an alias or the code itself), if any. */
export function countryCode(text: string): string | undefined {
  const wanted = text.trim().toLowerCase();
  if (/^[a-z]{2}$/.test(wanted) && countryNames.has(wanted.toUpperCase())) return wanted.toUpperCase();
  for (const [code, names] of countryNames) {
    if (names.some((name) => name.toLowerCase() === wanted)) return code;
  }
  return undefined;
}

// Brazil writes a town before its state's code: "Teresina – PI", "Recife/PE", "São José dos Campos - SP".
const brazilianTownOfState = new RegExp(
  String.raw`(\p{Lu}[\p{Ll}\p{M}'’]+(?: (?:d[aeo]s?|\p{Lu}[\p{Ll}\p{M}'’]+))*)\s*(?:[–—-]|/)\s*` +
    String.raw`(?:AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)(?![\p{L}\p{N}])`,
  'u',
);

/** The town of a Brazilian address that names its state by code ("Teresina – PI"): Brazil's way alone. */
export function brazilianTown(text: string): string | undefined {
  return brazilianTownOfState.exec(text)?.[1];
}

// Chinese, Japanese and Korean addresses run from the largest unit to the smallest, without spaces:
// "广东省深圳市南山区…", "東京都渋谷区…", "서울특별시 강남구…". The town is the unit before the district.
const eastAsianAddress = new RegExp(
  String.raw`(?:\p{Script=Han}{2,3}(?:省|自治区))?(\p{Script=Han}{2,4}?)市\p{Script=Han}{1,5}?[区县區縣]` +
    String.raw`|(東京)都\p{Script=Han}{1,4}?区|(?:北海道|\p{Script=Han}{2,3}[府県])(\p{Script=Han}{1,4}?)市` +
    String.raw`|(\p{Script=Hangul}{2,3}?)(?:특별시|광역시|특별자치시|시)\s?\p{Script=Hangul}{1,4}[구군]` +
    // A city of a province has no districts: "전라남도 순천시 왕지로 21", "경기도 파주시 회동길 145".
    String.raw`|\p{Script=Hangul}{2,4}도\s?(\p{Script=Hangul}{2,3}?)시\s?\p{Script=Hangul}{1,6}(?:로|길|읍|면|동)(?![\p{L}])`,
  'u',
);

/**
 * The town of such an address, and the country it is in by how it writes its units: a district in
 * simplified characters ("思明区") is mainland China's, a prefecture ("東京都", "宮城県") Japan's, a Hangul
 * district Korea's. Taiwan writes "區" in traditional characters, and is not guessed.
 */
export function eastAsianPlace(text: string): { town: string; country?: string } | undefined {
  const match = eastAsianAddress.exec(text);
  if (!match) return undefined;
  const town = match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5];
  if (match[4] || match[5]) return { town, country: 'KR' };
  // Japan's designated cities have wards too ("静岡市清水区"): kana around the address make it Japanese.
  if (match[2] || match[3] || /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return { town, country: 'JP' };
  return { town, country: /[区县]/.test(match[0]) ? 'CN' : undefined };
}
