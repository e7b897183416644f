// Subdivisions used in postal addresses, keyed by ISO 3166-1 country code. Codes are the ISO 3166-2
// suffixes (what carriers print: "CA", "ON", "NSW", "MI", "M").

export type StateList = readonly (readonly [code: string, name: string])[];

const US: StateList = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
  ['AS', 'American Samoa'], ['GU', 'Guam'], ['MP', 'Northern Mariana Islands'], ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'], ['AA', 'Armed Forces Americas'], ['AE', 'Armed Forces Europe'],
  ['AP', 'Armed Forces Pacific'],
];

const CA: StateList = [
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'], ['NS', 'Nova Scotia'], ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'], ['ON', 'Ontario'], ['PE', 'Prince Edward Island'], ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
];

const AU: StateList = [
  ['ACT', 'Australian Capital Territory'], ['NSW', 'New South Wales'], ['NT', 'Northern Territory'],
  ['QLD', 'Queensland'], ['SA', 'South Australia'], ['TAS', 'Tasmania'], ['VIC', 'Victoria'],
  ['WA', 'Western Australia'],
];

/** The 107 provinces and metropolitan cities (sigle automobilistiche). */
const IT: StateList = [
  ['AG', 'Agrigento'], ['AL', 'Alessandria'], ['AN', 'Ancona'], ['AO', 'Aosta'], ['AP', 'Ascoli Piceno'],
  ['AQ', "L'Aquila"], ['AR', 'Arezzo'], ['AT', 'Asti'], ['AV', 'Avellino'], ['BA', 'Bari'],
  ['BG', 'Bergamo'], ['BI', 'Biella'], ['BL', 'Belluno'], ['BN', 'Benevento'], ['BO', 'Bologna'],
  ['BR', 'Brindisi'], ['BS', 'Brescia'], ['BT', 'Barletta-Andria-Trani'], ['BZ', 'Bolzano'],
  ['CA', 'Cagliari'], ['CB', 'Campobasso'], ['CE', 'Caserta'], ['CH', 'Chieti'], ['CL', 'Caltanissetta'],
  ['CN', 'Cuneo'], ['CO', 'Como'], ['CR', 'Cremona'], ['CS', 'Cosenza'], ['CT', 'Catania'],
  ['CZ', 'Catanzaro'], ['EN', 'Enna'], ['FC', 'Forlì-Cesena'], ['FE', 'Ferrara'], ['FG', 'Foggia'],
  ['FI', 'Firenze'], ['FM', 'Fermo'], ['FR', 'Frosinone'], ['GE', 'Genova'], ['GO', 'Gorizia'],
  ['GR', 'Grosseto'], ['IM', 'Imperia'], ['IS', 'Isernia'], ['KR', 'Crotone'], ['LC', 'Lecco'],
  ['LE', 'Lecce'], ['LI', 'Livorno'], ['LO', 'Lodi'], ['LT', 'Latina'], ['LU', 'Lucca'],
  ['MB', 'Monza e Brianza'], ['MC', 'Macerata'], ['ME', 'Messina'], ['MI', 'Milano'], ['MN', 'Mantova'],
  ['MO', 'Modena'], ['MS', 'Massa-Carrara'], ['MT', 'Matera'], ['NA', 'Napoli'], ['NO', 'Novara'],
  ['NU', 'Nuoro'], ['OR', 'Oristano'], ['PA', 'Palermo'], ['PC', 'Piacenza'], ['PD', 'Padova'],
  ['PE', 'Pescara'], ['PG', 'Perugia'], ['PI', 'Pisa'], ['PN', 'Pordenone'], ['PO', 'Prato'],
  ['PR', 'Parma'], ['PT', 'Pistoia'], ['PU', 'Pesaro e Urbino'], ['PV', 'Pavia'], ['PZ', 'Potenza'],
  ['RA', 'Ravenna'], ['RC', 'Reggio Calabria'], ['RE', 'Reggio Emilia'], ['RG', 'Ragusa'], ['RI', 'Rieti'],
  ['RM', 'Roma'], ['RN', 'Rimini'], ['RO', 'Rovigo'], ['SA', 'Salerno'], ['SI', 'Siena'],
  ['SO', 'Sondrio'], ['SP', 'La Spezia'], ['SR', 'Siracusa'], ['SS', 'Sassari'], ['SU', 'Sud Sardegna'],
  ['SV', 'Savona'], ['TA', 'Taranto'], ['TE', 'Teramo'], ['TN', 'Trento'], ['TO', 'Torino'],
  ['TP', 'Trapani'], ['TR', 'Terni'], ['TS', 'Trieste'], ['TV', 'Treviso'], ['UD', 'Udine'],
  ['VA', 'Varese'], ['VB', 'Verbano-Cusio-Ossola'], ['VC', 'Vercelli'], ['VE', 'Venezia'], ['VI', 'Vicenza'],
  ['VR', 'Verona'], ['VT', 'Viterbo'], ['VV', 'Vibo Valentia'],
];

/** The 50 provinces plus the autonomous cities of Ceuta and Melilla. */
const ES: StateList = [
  ['C', 'A Coruña'], ['VI', 'Araba/Álava'], ['AB', 'Albacete'], ['A', 'Alicante/Alacant'], ['AL', 'Almería'],
  ['O', 'Asturias'], ['AV', 'Ávila'], ['BA', 'Badajoz'], ['PM', 'Illes Balears'], ['B', 'Barcelona'],
  ['BI', 'Bizkaia'], ['BU', 'Burgos'], ['CC', 'Cáceres'], ['CA', 'Cádiz'], ['S', 'Cantabria'],
  ['CS', 'Castellón/Castelló'], ['CR', 'Ciudad Real'], ['CO', 'Córdoba'], ['CU', 'Cuenca'], ['SS', 'Gipuzkoa'],
  ['GI', 'Girona'], ['GR', 'Granada'], ['GU', 'Guadalajara'], ['H', 'Huelva'], ['HU', 'Huesca'],
  ['J', 'Jaén'], ['LO', 'La Rioja'], ['GC', 'Las Palmas'], ['LE', 'León'], ['L', 'Lleida'],
  ['LU', 'Lugo'], ['M', 'Madrid'], ['MA', 'Málaga'], ['MU', 'Murcia'], ['NA', 'Navarra'],
  ['OR', 'Ourense'], ['P', 'Palencia'], ['PO', 'Pontevedra'], ['SA', 'Salamanca'], ['TF', 'Santa Cruz de Tenerife'],
  ['SG', 'Segovia'], ['SE', 'Sevilla'], ['SO', 'Soria'], ['T', 'Tarragona'], ['TE', 'Teruel'],
  ['TO', 'Toledo'], ['V', 'Valencia/València'], ['VA', 'Valladolid'], ['ZA', 'Zamora'], ['Z', 'Zaragoza'],
  ['CE', 'Ceuta'], ['ML', 'Melilla'],
];

export const STATES: Readonly<Record<string, StateList>> = { US, CA, AU, IT, ES };

/** Countries whose addresses are not deliverable without a state (carriers require it). */
export const STATE_REQUIRED: ReadonlySet<string> = new Set(['US', 'CA', 'AU']);
