/**
 * Other names of touring cities, keyed `<iso2>:<city_ascii>` of the offline data. The data names
 * most cities in English ('Munich', 'Vienna') and a few natively ('Nürnberg', 'København'); crews
 * type both, so each gets the other. A unit test checks every key still exists in the data.
 */
export const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'AT:Vienna': ['Wien'],
  'BE:Antwerpen': ['Antwerp', 'Anvers'],
  'BE:Brussels': ['Bruxelles', 'Brussel'],
  'CH:Geneva': ['Genève', 'Genf'],
  'CH:Zurich': ['Zürich'],
  'CZ:Prague': ['Praha', 'Prag'],
  'DE:Cologne': ['Köln'],
  'DE:Munich': ['München'],
  'DE:Nurnberg': ['Nuremberg'],
  'DK:Kobenhavn': ['Copenhagen'],
  'ES:Seville': ['Sevilla'],
  'GR:Athens': ['Athina'],
  'IT:Florence': ['Firenze'],
  'IT:Milan': ['Milano'],
  'IT:Naples': ['Napoli'],
  'IT:Rome': ['Roma'],
  'IT:Turin': ['Torino'],
  'IT:Venice': ['Venezia'],
  'NL:The Hague': ['Den Haag', "'s-Gravenhage"],
  'PL:Warsaw': ['Warszawa'],
  'PT:Lisbon': ['Lisboa'],
  'RO:Bucharest': ['București'],
  'RS:Belgrade': ['Beograd'],
  'RU:Moscow': ['Moskva'],
  'SE:Goteborg': ['Gothenburg'],
  'UA:Kyiv': ['Kiev'],
};
