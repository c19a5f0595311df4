/*
 * The demo's vehicle catalogue (issue 32): real marks, each with models of its
 * own, and per family of marks the engines its modifications are made of, so
 * that the demo reads 'Audi A4 II' and '2.0 TDI 140 hp' rather than 'Audi 308 1'.
 * `vehicles.demo.ts` multiplies it to catalogue scale in SQL.
 */

/** Body type ids of the `vehicle_body_types` dictionary (migration 0013). */
const body = {
  sedan: 1,
  hatch: 2,
  estate: 3,
  coupe: 4,
  cabrio: 5,
  suv: 6,
  minivan: 7,
  pickup: 8,
  van: 9,
  truck: 11,
  tractor: 12,
  moto: 13,
} as const;
type Body = keyof typeof body;

/** Drive type ids: front, rear, all-wheel, part-time four-wheel. */
const drive = { front: 1, rear: 2, awd: 3, partTime: 4 } as const;

/** Fuel, engine type and fuel preparation ids of their dictionaries. */
const fuel = { petrol: 1, diesel: 2, electricity: 3, petrolElectricity: 4 } as const;
const engineType = { petrol: 1, diesel: 2, electric: 3, hybrid: 4 } as const;
const preparation = { multiPoint: 3, direct: 4, commonRail: 5, unitInjector: 6, none: 8 } as const;

interface DemoEngine {
  /** Litres; null for an electric motor (the name then has no capacity). */
  capacity: number | null;
  label: string;
  hp: number;
  fuel: number;
  engineType: number;
  fuelPreparation: number;
  cylinders: number | null;
  valve: number | null;
}

const petrol = (capacity: number, label: string, hp: number, cylinders = 4): DemoEngine => ({
  capacity,
  label,
  hp,
  fuel: fuel.petrol,
  engineType: engineType.petrol,
  fuelPreparation: /T?[GF]?SI|GDI|TFSI|EcoBoost|THP|PureTech|TCe|CGI/.test(label)
    ? preparation.direct
    : preparation.multiPoint,
  cylinders,
  valve: cylinders * 4,
});
const diesel = (capacity: number, label: string, hp: number, cylinders = 4): DemoEngine => ({
  capacity,
  label,
  hp,
  fuel: fuel.diesel,
  engineType: engineType.diesel,
  fuelPreparation: capacity === 1.9 ? preparation.unitInjector : preparation.commonRail,
  cylinders,
  valve: cylinders * 4,
});
const hybrid = (capacity: number, label: string, hp: number): DemoEngine => ({
  ...petrol(capacity, label, hp),
  fuel: fuel.petrolElectricity,
  engineType: engineType.hybrid,
});
const electric = (label: string, hp: number): DemoEngine => ({
  capacity: null,
  label,
  hp,
  fuel: fuel.electricity,
  engineType: engineType.electric,
  fuelPreparation: preparation.none,
  cylinders: null,
  valve: null,
});

/** Engines by family; a model's modifications go through its family's engines, then their stronger versions. */
export const demoEngines = {
  vag: [
    petrol(1.0, 'TSI', 95, 3),
    petrol(1.4, 'TSI', 122),
    petrol(1.8, 'TSI', 160),
    petrol(2.0, 'TFSI', 200),
    petrol(1.6, 'MPI', 102),
    diesel(1.9, 'TDI', 105),
    diesel(2.0, 'TDI', 140),
    diesel(3.0, 'TDI', 245, 6),
  ],
  ford: [
    petrol(1.0, 'EcoBoost', 100, 3),
    petrol(1.5, 'EcoBoost', 150),
    petrol(2.0, 'EcoBoost', 240),
    petrol(1.6, 'Ti-VCT', 125),
    petrol(1.4, 'Duratec', 80),
    diesel(1.5, 'TDCi', 95),
    diesel(2.0, 'TDCi', 150),
    diesel(2.2, 'TDCi', 155),
  ],
  gm: [
    petrol(1.2, 'Ecotec', 75),
    petrol(1.4, 'Turbo', 140),
    petrol(1.6, 'Ecotec', 115),
    petrol(1.8, 'Ecotec', 140),
    petrol(3.6, 'V6', 280, 6),
    diesel(1.3, 'CDTI', 95),
    diesel(1.7, 'CDTI', 110),
    diesel(2.0, 'CDTI', 165),
  ],
  psa: [
    petrol(1.2, 'PureTech', 110, 3),
    petrol(1.6, 'THP', 156),
    petrol(1.6, 'VTi', 120),
    petrol(1.4, 'i', 75),
    diesel(1.4, 'HDi', 68),
    diesel(1.6, 'HDi', 110),
    diesel(2.0, 'HDi', 136),
    diesel(1.5, 'BlueHDi', 130),
  ],
  renault: [
    petrol(0.9, 'TCe', 90, 3),
    petrol(1.2, 'TCe', 120),
    petrol(1.6, '16V', 110),
    petrol(2.0, '16V', 140),
    diesel(1.5, 'dCi', 90),
    diesel(1.9, 'dCi', 120),
    diesel(2.0, 'dCi', 150),
    diesel(2.3, 'dCi', 130),
  ],
  toyota: [
    petrol(1.0, 'VVT-i', 69, 3),
    petrol(1.3, 'Dual VVT-i', 99),
    petrol(1.6, 'Valvematic', 132),
    hybrid(1.8, 'Hybrid', 122),
    hybrid(2.5, 'Hybrid', 218),
    petrol(3.5, 'V6', 277, 6),
    diesel(2.0, 'D-4D', 126),
    diesel(2.8, 'D-4D', 177),
  ],
  honda: [
    petrol(1.4, 'i-VTEC', 100),
    petrol(1.8, 'i-VTEC', 140),
    petrol(2.0, 'i-VTEC', 155),
    petrol(2.4, 'i-VTEC', 190),
    petrol(1.5, 'VTEC Turbo', 182),
    petrol(3.5, 'V6', 290, 6),
    diesel(1.6, 'i-DTEC', 120),
    diesel(2.2, 'i-DTEC', 150),
  ],
  korean: [
    petrol(1.2, 'MPI', 84),
    petrol(1.4, 'MPI', 100),
    petrol(1.6, 'GDI', 135),
    petrol(1.6, 'T-GDI', 177),
    petrol(2.0, 'MPI', 150),
    diesel(1.6, 'CRDi', 115),
    diesel(2.0, 'CRDi', 136),
    diesel(2.2, 'CRDi', 197),
  ],
  japan: [
    petrol(1.3, '16V', 84),
    petrol(1.5, '16V', 109),
    petrol(1.6, '16V', 117),
    petrol(2.0, '16V', 150),
    petrol(2.5, '16V', 170),
    petrol(3.0, 'V6', 240, 6),
    diesel(2.2, 'Diesel', 150),
    diesel(2.5, 'Diesel', 178),
  ],
  fiat: [
    petrol(1.2, '8V', 69),
    petrol(1.4, '16V', 95),
    petrol(1.4, 'T-Jet', 120),
    petrol(1.4, 'MultiAir', 170),
    diesel(1.3, 'MultiJet', 95),
    diesel(1.6, 'MultiJet', 120),
    diesel(1.9, 'JTD', 115),
    diesel(2.0, 'MultiJet', 170),
  ],
  america: [
    petrol(2.0, 'Turbo', 200),
    petrol(2.4, 'MultiAir', 184),
    petrol(3.6, 'V6', 286, 6),
    petrol(5.7, 'V8 HEMI', 360, 8),
    petrol(6.4, 'V8 HEMI', 475, 8),
    petrol(3.2, 'V6', 272, 6),
    diesel(2.2, 'MultiJet', 185),
    diesel(3.0, 'V6 CRD', 250, 6),
  ],
  mercedes: [
    petrol(1.0, 'Turbo', 71, 3),
    petrol(1.8, 'Kompressor', 143),
    petrol(1.8, 'CGI', 156),
    petrol(2.0, 'CGI', 184),
    petrol(3.5, 'V6', 272, 6),
    diesel(2.1, 'CDI', 136),
    diesel(2.2, 'CDI', 150),
    diesel(3.0, 'CDI', 224, 6),
  ],
  bmw: [
    petrol(1.5, 'i', 136, 3),
    petrol(1.6, 'i', 122),
    petrol(2.0, 'i', 184),
    petrol(3.0, 'i', 258, 6),
    petrol(4.4, 'i V8', 407, 8),
    diesel(1.6, 'd', 116),
    diesel(2.0, 'd', 150),
    diesel(3.0, 'd', 258, 6),
  ],
  britain: [
    petrol(1.8, 'K-Series', 120),
    petrol(2.0, 'Si4', 240),
    petrol(3.0, 'V6', 340, 6),
    petrol(5.0, 'V8', 510, 8),
    diesel(2.0, 'TD4', 150),
    diesel(2.2, 'TD4', 160),
    diesel(2.7, 'TDV6', 190, 6),
    diesel(3.0, 'TDV6', 258, 6),
  ],
  sweden: [
    petrol(1.6, 'T4', 180),
    petrol(2.0, 'T', 203),
    petrol(2.5, 'T5', 230, 5),
    petrol(2.0, 'T6', 320),
    diesel(1.6, 'D2', 115),
    diesel(2.0, 'D3', 150),
    diesel(2.0, 'D4', 190),
    diesel(2.4, 'D5', 185, 5),
  ],
  east: [
    petrol(1.1, '8V', 51),
    petrol(1.3, '8V', 70),
    petrol(1.5, '8V', 72),
    petrol(1.6, '8V', 82),
    petrol(1.6, '16V', 98),
    petrol(1.8, '16V', 122),
    petrol(2.0, '16V', 140),
    petrol(1.5, 'Turbo', 150),
  ],
  sport: [
    petrol(2.7, 'Flat-6', 245, 6),
    petrol(3.4, 'Flat-6', 300, 6),
    petrol(3.8, 'Flat-6', 385, 6),
    petrol(2.0, 'Turbo', 300),
    petrol(3.0, 'V6', 340, 6),
    petrol(4.0, 'V8 Turbo', 550, 8),
    petrol(4.8, 'V8', 400, 8),
    diesel(3.0, 'V6 TDI', 262, 6),
  ],
  electric: [
    electric('Standard Range', 283),
    electric('Standard Range Plus', 325),
    electric('Long Range', 351),
    electric('Long Range AWD', 440),
    electric('Dual Motor', 420),
    electric('Rear-Wheel Drive', 245),
    electric('Performance', 462),
    electric('Plaid', 1020),
  ],
  truck: [
    diesel(10.8, 'MX-11', 370, 6),
    diesel(12.9, 'MX-13', 480, 6),
    diesel(12.4, 'D26', 440, 6),
    diesel(15.2, 'D38', 640, 8),
    diesel(12.7, 'DC13', 450, 6),
    diesel(16.4, 'DC16', 580, 8),
    diesel(11.1, 'DXi', 430, 6),
    diesel(7.8, 'Tector', 280, 6),
  ],
  moto: [
    petrol(0.4, 'Twin', 45, 2),
    petrol(0.7, 'Twin', 73, 2),
    petrol(0.8, 'Triple', 95, 3),
    petrol(0.9, 'Triple', 115, 3),
    petrol(0.6, 'Inline-4', 120),
    petrol(1.0, 'Inline-4', 200),
    petrol(1.2, 'V-Twin', 150, 2),
    petrol(1.1, 'V4', 210),
  ],
} satisfies Record<string, DemoEngine[]>;
type EngineFamily = keyof typeof demoEngines;

interface DemoMark {
  mark: string;
  engines: EngineFamily;
  /** The mark's drive type; an SUV model has all-wheel drive, a pickup part-time four-wheel. */
  drive: keyof typeof drive;
  /** Base model names with their body types; a model's generations are these with II, III... */
  models: [name: string, body: Body][];
}

const mark = (
  name: string,
  engines: EngineFamily,
  models: string,
  driveType: keyof typeof drive = 'front',
): DemoMark => ({
  mark: name,
  engines,
  drive: driveType,
  models: models.split(',').map((entry) => {
    const [model = '', kind = 'sedan'] = entry.split(':').map((part) => part.trim());
    return [model, kind as Body];
  }),
});

/**
 * The marks (the first three are the demo at the tests' smallest scale, and the
 * tests look for 'Acura'), each 'Model:body' in a list. At DEMO_SCALE above 1
 * the list is repeated with ' 2', ' 3'... after the mark, its models alike.
 */
export const demoMarks: DemoMark[] = [
  mark('Acura', 'honda', 'ILX, TSX, TLX, RL, MDX:suv, RDX:suv, NSX:coupe'),
  mark(
    'Alfa Romeo',
    'fiat',
    '147:hatch, 156, 159, Giulietta:hatch, Giulia, Stelvio:suv, MiTo:hatch, Brera:coupe',
  ),
  mark('Audi', 'vag', 'A3:hatch, A4, A6, A8, Q3:suv, Q5:suv, Q7:suv, TT:coupe, A5:coupe'),
  mark(
    'BMW',
    'bmw',
    '1 Series:hatch, 3 Series, 5 Series, 7 Series, X1:suv, X3:suv, X5:suv, Z4:cabrio',
    'rear',
  ),
  mark('Buick', 'gm', 'Regal, LaCrosse, Verano, Enclave:suv, Encore:suv, Envision:suv'),
  mark('Cadillac', 'gm', 'CTS, ATS, CT6, Escalade:suv, XT5:suv, SRX:suv', 'rear'),
  mark(
    'Chevrolet',
    'gm',
    'Aveo:hatch, Cruze, Lacetti, Captiva:suv, Spark:hatch, Malibu, Tahoe:suv, Orlando:minivan, Silverado:pickup',
  ),
  mark(
    'Chrysler',
    'america',
    '300C, Pacifica:minivan, Voyager:minivan, Sebring, PT Cruiser:hatch, Crossfire:coupe',
  ),
  mark(
    'Citroen',
    'psa',
    'C3:hatch, C4:hatch, C5, C-Elysee, Xsara Picasso:minivan, Berlingo:van, Jumpy:van, Jumper:van',
  ),
  mark(
    'Dacia',
    'renault',
    'Logan, Sandero:hatch, Duster:suv, Lodgy:minivan, Dokker:van, Jogger:estate',
  ),
  mark('Daewoo', 'east', 'Lanos, Nexia, Matiz:hatch, Nubira, Leganza, Tacuma:minivan, Espero'),
  mark(
    'DAF',
    'truck',
    'XF:tractor, CF:truck, LF:truck, XG:tractor, XD:truck, 95XF:tractor',
    'rear',
  ),
  mark(
    'Dodge',
    'america',
    'Charger, Challenger:coupe, Durango:suv, Journey:suv, Caliber:hatch, Nitro:suv, Grand Caravan:minivan',
  ),
  mark(
    'Fiat',
    'fiat',
    'Punto:hatch, Panda:hatch, 500:hatch, Bravo:hatch, Tipo, Linea, Doblo:van, Ducato:van, Scudo:van',
  ),
  mark(
    'Ford',
    'ford',
    'Focus:hatch, Fiesta:hatch, Mondeo, Fusion:hatch, Kuga:suv, Galaxy:minivan, S-Max:minivan, Ranger:pickup, Transit:van',
  ),
  mark(
    'Honda',
    'honda',
    'Civic:hatch, Accord, Jazz:hatch, CR-V:suv, HR-V:suv, Pilot:suv, FR-V:minivan',
  ),
  mark(
    'Hyundai',
    'korean',
    'Accent, Elantra, Sonata, i30:hatch, Getz:hatch, Tucson:suv, Santa Fe:suv, H-1:van',
  ),
  mark('Infiniti', 'japan', 'G35, Q50, Q70, QX50:suv, QX60:suv, QX70:suv', 'rear'),
  mark('Isuzu', 'japan', 'D-Max:pickup, Rodeo:pickup, Trooper:suv, MU-X:suv, Gemini, Piazza:coupe'),
  mark(
    'Iveco',
    'truck',
    'Eurocargo:truck, Stralis:tractor, S-Way:tractor, X-Way:truck, Trakker:truck, EuroTech:tractor',
    'rear',
  ),
  mark('Jaguar', 'britain', 'X-Type, S-Type, XE, XF, XJ, F-Pace:suv, F-Type:coupe', 'rear'),
  mark(
    'Jeep',
    'america',
    'Grand Cherokee:suv, Cherokee:suv, Wrangler:suv, Compass:suv, Renegade:suv, Patriot:suv',
  ),
  mark(
    'Kia',
    'korean',
    'Rio, Optima, Ceed:hatch, Picanto:hatch, Soul:hatch, Sportage:suv, Sorento:suv, Carnival:minivan',
  ),
  mark(
    'Lada',
    'east',
    '2107, Priora, Granta, Vesta, Kalina:hatch, XRAY:hatch, Largus:estate, Niva:suv',
  ),
  mark(
    'Land Rover',
    'britain',
    'Defender:suv, Discovery:suv, Freelander:suv, Range Rover:suv, Evoque:suv, Velar:suv',
  ),
  mark('Lexus', 'toyota', 'IS, ES, GS, LS, CT:hatch, RX:suv, NX:suv, LX:suv', 'rear'),
  mark(
    'MAN',
    'truck',
    'TGX:tractor, TGA:tractor, F2000:tractor, TGS:truck, TGM:truck, TGL:truck',
    'rear',
  ),
  mark(
    'Mazda',
    'japan',
    '323:hatch, 626, Mazda3:hatch, Mazda6, CX-5:suv, CX-7:suv, MX-5:cabrio, Premacy:minivan',
  ),
  mark(
    'Mercedes-Benz',
    'mercedes',
    'A-Class:hatch, C-Class, E-Class, S-Class, CLK:coupe, ML:suv, GLC:suv, Vito:van, Sprinter:van',
    'rear',
  ),
  mark(
    'MINI',
    'bmw',
    'Hatch:hatch, Clubman:estate, Countryman:suv, Paceman:coupe, Convertible:cabrio, Roadster:cabrio',
  ),
  mark(
    'Mitsubishi',
    'japan',
    'Lancer, Galant, Colt:hatch, Space Star:hatch, ASX:suv, Outlander:suv, Pajero:suv, L200:pickup',
  ),
  mark(
    'Nissan',
    'japan',
    'Almera, Primera, Micra:hatch, Note:hatch, Juke:suv, Qashqai:suv, X-Trail:suv, Navara:pickup',
  ),
  mark(
    'Opel',
    'gm',
    'Astra:hatch, Corsa:hatch, Vectra, Insignia, Omega, Zafira:minivan, Meriva:minivan, Mokka:suv, Vivaro:van, Movano:van',
  ),
  mark(
    'Peugeot',
    'psa',
    '206:hatch, 207:hatch, 307:hatch, 308:hatch, 406, 407, 508, 3008:suv, Partner:van, Expert:van, Boxer:van',
  ),
  mark(
    'Porsche',
    'sport',
    '911:coupe, Boxster:cabrio, Cayman:coupe, Panamera, Cayenne:suv, Macan:suv',
    'rear',
  ),
  mark(
    'Renault',
    'renault',
    'Clio:hatch, Megane:hatch, Laguna, Fluence, Scenic:minivan, Captur:suv, Koleos:suv, Kangoo:van, Trafic:van, Master:van',
  ),
  mark('Rover', 'britain', '25:hatch, 45, 75, 200:hatch, 400, 600, Streetwise:hatch'),
  mark('Saab', 'sweden', '900:hatch, 9000:hatch, 9-3, 9-5, 9-4X:suv, 9-7X:suv'),
  mark(
    'Scania',
    'truck',
    'R-series:tractor, S-series:tractor, 4-series:tractor, G-series:truck, P-series:truck, L-series:truck',
    'rear',
  ),
  mark(
    'Seat',
    'vag',
    'Ibiza:hatch, Leon:hatch, Toledo, Cordoba, Altea:minivan, Alhambra:minivan, Ateca:suv, Arona:suv',
  ),
  mark(
    'Skoda',
    'vag',
    'Felicia:hatch, Fabia:hatch, Octavia:hatch, Rapid:hatch, Superb, Roomster:minivan, Yeti:suv, Karoq:suv, Kodiaq:suv',
  ),
  mark(
    'Smart',
    'mercedes',
    'ForTwo:coupe, ForFour:hatch, ForTwo Cabrio:cabrio, Roadster:cabrio, Crossblade:cabrio',
    'rear',
  ),
  mark(
    'SsangYong',
    'korean',
    'Rexton:suv, Kyron:suv, Korando:suv, Actyon:suv, Tivoli:suv, Musso:pickup, Rodius:minivan',
  ),
  mark(
    'Subaru',
    'japan',
    'Impreza:hatch, Legacy, Outback:estate, Forester:suv, XV:suv, Tribeca:suv, BRZ:coupe',
    'awd',
  ),
  mark(
    'Suzuki',
    'japan',
    'Swift:hatch, SX4:hatch, Ignis:hatch, Baleno:hatch, Splash:hatch, Vitara:suv, Grand Vitara:suv, Jimny:suv',
  ),
  mark(
    'Tesla',
    'electric',
    'Model S, Model 3, Model X:suv, Model Y:suv, Roadster:cabrio, Cybertruck:pickup',
    'rear',
  ),
  mark(
    'Toyota',
    'toyota',
    'Corolla, Camry, Avensis, Yaris:hatch, Auris:hatch, Prius:hatch, RAV4:suv, Land Cruiser:suv, Hilux:pickup',
  ),
  mark(
    'Volkswagen',
    'vag',
    'Golf:hatch, Polo:hatch, Passat, Jetta, Touran:minivan, Sharan:minivan, Tiguan:suv, Touareg:suv, Caddy:van, Transporter:van, Crafter:van',
  ),
  mark('Volvo', 'sweden', 'S40, S60, S80, V40:hatch, V50:estate, V70:estate, XC60:suv, XC90:suv'),
  mark('ZAZ', 'east', 'Tavria:hatch, Slavuta:hatch, Sens, Vida, Forza:hatch, 968M'),
  mark('Chery', 'east', 'Amulet, Elara, Arrizo, QQ:hatch, Kimo:hatch, Tiggo:suv'),
  mark('Geely', 'east', 'CK, MK, Emgrand, Atlas:suv, Coolray:suv, Tugella:suv'),
  mark('BYD', 'east', 'F3, F6, G3, L3, F0:hatch, S6:suv'),
  mark(
    'Great Wall',
    'east',
    'Voleex, Florid:hatch, Hover:suv, Safe:suv, Wingle:pickup, Deer:pickup',
  ),
  mark('Lancia', 'fiat', 'Delta:hatch, Ypsilon:hatch, Lybra, Thesis, Musa:minivan, Phedra:minivan'),
  mark(
    'Yamaha',
    'moto',
    'YZF-R1:moto, YZF-R6:moto, MT-07:moto, MT-09:moto, FZ6:moto, XJ6:moto, Tracer 900:moto, TMAX:moto',
    'rear',
  ),
  mark(
    'Kawasaki',
    'moto',
    'Ninja ZX-10R:moto, Ninja 650:moto, Z900:moto, Z650:moto, Versys 650:moto, ER-6n:moto, Vulcan S:moto',
    'rear',
  ),
  mark(
    'Ducati',
    'moto',
    'Monster:moto, Panigale:moto, Multistrada:moto, Diavel:moto, Scrambler:moto, Hypermotard:moto, SuperSport:moto',
    'rear',
  ),
  mark(
    'Renault Trucks',
    'truck',
    'Magnum:tractor, Premium:tractor, T:tractor, Kerax:truck, Midlum:truck, C:truck, D:truck',
    'rear',
  ),
  mark(
    'GAZ',
    'east',
    'Volga, Gazelle:van, Gazelle Next:van, Sobol:van, GAZon Next:truck, Valdai:truck',
    'rear',
  ),
];

/** Generations after the first, appended to a base model name: 'Golf II'. */
export const demoGenerations = ['', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/** The catalogue as the three record sets the demo's statement reads. */
export function demoCatalogueRows() {
  const marks = demoMarks.map((entry, n) => {
    const bodies = new Set(entry.models.map(([, kind]) => kind));
    const trucks = entry.engines === 'truck';
    const motorcycles = entry.engines === 'moto';
    return {
      n,
      mark: entry.mark,
      family: entry.engines,
      pc: !trucks && !motorcycles,
      cv: trucks || bodies.has('van'),
      lcv: bodies.has('van') || bodies.has('pickup'),
      mc: motorcycles,
    };
  });
  const models = demoMarks.flatMap((entry, n) =>
    entry.models.map(([model, kind], j) => ({
      n,
      j,
      model,
      body: body[kind],
      drive: kind === 'suv' ? drive.awd : kind === 'pickup' ? drive.partTime : drive[entry.drive],
    })),
  );
  const engines = Object.entries(demoEngines).flatMap(([family, list]) =>
    list.map((engine, e) => ({
      family,
      e,
      capacity: engine.capacity,
      label: engine.label,
      hp: engine.hp,
      fuel: engine.fuel,
      engine_type: engine.engineType,
      fuel_preparation: engine.fuelPreparation,
      cylinders: engine.cylinders,
      valve: engine.valve,
    })),
  );
  return { marks, models, engines };
}
