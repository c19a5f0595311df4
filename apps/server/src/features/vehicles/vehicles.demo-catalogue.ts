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

type EngineMaker = (capacity: number, label: string, hp: number, cylinders: number) => DemoEngine;
const engineKinds: Record<string, EngineMaker> = {
  petrol,
  diesel,
  hybrid,
  electric: (_capacity, label, hp) => electric(label, hp),
};

/** The cells of each line of a table, split at ' | '. */
const tableLines = (table: string): string[][] =>
  table
    .trim()
    .split('\n')
    .map((line) => line.split(' | ').map((cell) => cell.trim()));

/** 'petrol 1.0 TSI, 95 hp, 3 cyl': four cylinders when not said, no capacity for an electric motor. */
function parseEngine(text: string): DemoEngine {
  const match = /^(\w+) (?:(\d+\.\d+) )?(.+), (\d+) hp(?:, (\d+) cyl)?$/.exec(text);
  const make = engineKinds[match?.[1] ?? ''];
  if (!match || !make) throw new Error(`demo engine '${text}'`);
  const [, , capacity = '0', label = '', hp = '', cylinders = '4'] = match;
  return make(Number(capacity), label, Number(hp), Number(cylinders));
}

/** Engines by family; a model's modifications go through its family's engines, then their stronger versions. */
export const demoEngines: Record<string, DemoEngine[]> = Object.fromEntries(
  tableLines(`
vag | petrol 1.0 TSI, 95 hp, 3 cyl; petrol 1.4 TSI, 122 hp; petrol 1.8 TSI, 160 hp; petrol 2.0 TFSI, 200 hp; petrol 1.6 MPI, 102 hp; diesel 1.9 TDI, 105 hp; diesel 2.0 TDI, 140 hp; diesel 3.0 TDI, 245 hp, 6 cyl
ford | petrol 1.0 EcoBoost, 100 hp, 3 cyl; petrol 1.5 EcoBoost, 150 hp; petrol 2.0 EcoBoost, 240 hp; petrol 1.6 Ti-VCT, 125 hp; petrol 1.4 Duratec, 80 hp; diesel 1.5 TDCi, 95 hp; diesel 2.0 TDCi, 150 hp; diesel 2.2 TDCi, 155 hp
gm | petrol 1.2 Ecotec, 75 hp; petrol 1.4 Turbo, 140 hp; petrol 1.6 Ecotec, 115 hp; petrol 1.8 Ecotec, 140 hp; petrol 3.6 V6, 280 hp, 6 cyl; diesel 1.3 CDTI, 95 hp; diesel 1.7 CDTI, 110 hp; diesel 2.0 CDTI, 165 hp
psa | petrol 1.2 PureTech, 110 hp, 3 cyl; petrol 1.6 THP, 156 hp; petrol 1.6 VTi, 120 hp; petrol 1.4 i, 75 hp; diesel 1.4 HDi, 68 hp; diesel 1.6 HDi, 110 hp; diesel 2.0 HDi, 136 hp; diesel 1.5 BlueHDi, 130 hp
renault | petrol 0.9 TCe, 90 hp, 3 cyl; petrol 1.2 TCe, 120 hp; petrol 1.6 16V, 110 hp; petrol 2.0 16V, 140 hp; diesel 1.5 dCi, 90 hp; diesel 1.9 dCi, 120 hp; diesel 2.0 dCi, 150 hp; diesel 2.3 dCi, 130 hp
toyota | petrol 1.0 VVT-i, 69 hp, 3 cyl; petrol 1.3 Dual VVT-i, 99 hp; petrol 1.6 Valvematic, 132 hp; hybrid 1.8 Hybrid, 122 hp; hybrid 2.5 Hybrid, 218 hp; petrol 3.5 V6, 277 hp, 6 cyl; diesel 2.0 D-4D, 126 hp; diesel 2.8 D-4D, 177 hp
honda | petrol 1.4 i-VTEC, 100 hp; petrol 1.8 i-VTEC, 140 hp; petrol 2.0 i-VTEC, 155 hp; petrol 2.4 i-VTEC, 190 hp; petrol 1.5 VTEC Turbo, 182 hp; petrol 3.5 V6, 290 hp, 6 cyl; diesel 1.6 i-DTEC, 120 hp; diesel 2.2 i-DTEC, 150 hp
korean | petrol 1.2 MPI, 84 hp; petrol 1.4 MPI, 100 hp; petrol 1.6 GDI, 135 hp; petrol 1.6 T-GDI, 177 hp; petrol 2.0 MPI, 150 hp; diesel 1.6 CRDi, 115 hp; diesel 2.0 CRDi, 136 hp; diesel 2.2 CRDi, 197 hp
japan | petrol 1.3 16V, 84 hp; petrol 1.5 16V, 109 hp; petrol 1.6 16V, 117 hp; petrol 2.0 16V, 150 hp; petrol 2.5 16V, 170 hp; petrol 3.0 V6, 240 hp, 6 cyl; diesel 2.2 Diesel, 150 hp; diesel 2.5 Diesel, 178 hp
fiat | petrol 1.2 8V, 69 hp; petrol 1.4 16V, 95 hp; petrol 1.4 T-Jet, 120 hp; petrol 1.4 MultiAir, 170 hp; diesel 1.3 MultiJet, 95 hp; diesel 1.6 MultiJet, 120 hp; diesel 1.9 JTD, 115 hp; diesel 2.0 MultiJet, 170 hp
america | petrol 2.0 Turbo, 200 hp; petrol 2.4 MultiAir, 184 hp; petrol 3.6 V6, 286 hp, 6 cyl; petrol 5.7 V8 HEMI, 360 hp, 8 cyl; petrol 6.4 V8 HEMI, 475 hp, 8 cyl; petrol 3.2 V6, 272 hp, 6 cyl; diesel 2.2 MultiJet, 185 hp; diesel 3.0 V6 CRD, 250 hp, 6 cyl
mercedes | petrol 1.0 Turbo, 71 hp, 3 cyl; petrol 1.8 Kompressor, 143 hp; petrol 1.8 CGI, 156 hp; petrol 2.0 CGI, 184 hp; petrol 3.5 V6, 272 hp, 6 cyl; diesel 2.1 CDI, 136 hp; diesel 2.2 CDI, 150 hp; diesel 3.0 CDI, 224 hp, 6 cyl
bmw | petrol 1.5 i, 136 hp, 3 cyl; petrol 1.6 i, 122 hp; petrol 2.0 i, 184 hp; petrol 3.0 i, 258 hp, 6 cyl; petrol 4.4 i V8, 407 hp, 8 cyl; diesel 1.6 d, 116 hp; diesel 2.0 d, 150 hp; diesel 3.0 d, 258 hp, 6 cyl
britain | petrol 1.8 K-Series, 120 hp; petrol 2.0 Si4, 240 hp; petrol 3.0 V6, 340 hp, 6 cyl; petrol 5.0 V8, 510 hp, 8 cyl; diesel 2.0 TD4, 150 hp; diesel 2.2 TD4, 160 hp; diesel 2.7 TDV6, 190 hp, 6 cyl; diesel 3.0 TDV6, 258 hp, 6 cyl
sweden | petrol 1.6 T4, 180 hp; petrol 2.0 T, 203 hp; petrol 2.5 T5, 230 hp, 5 cyl; petrol 2.0 T6, 320 hp; diesel 1.6 D2, 115 hp; diesel 2.0 D3, 150 hp; diesel 2.0 D4, 190 hp; diesel 2.4 D5, 185 hp, 5 cyl
east | petrol 1.1 8V, 51 hp; petrol 1.3 8V, 70 hp; petrol 1.5 8V, 72 hp; petrol 1.6 8V, 82 hp; petrol 1.6 16V, 98 hp; petrol 1.8 16V, 122 hp; petrol 2.0 16V, 140 hp; petrol 1.5 Turbo, 150 hp
sport | petrol 2.7 Flat-6, 245 hp, 6 cyl; petrol 3.4 Flat-6, 300 hp, 6 cyl; petrol 3.8 Flat-6, 385 hp, 6 cyl; petrol 2.0 Turbo, 300 hp; petrol 3.0 V6, 340 hp, 6 cyl; petrol 4.0 V8 Turbo, 550 hp, 8 cyl; petrol 4.8 V8, 400 hp, 8 cyl; diesel 3.0 V6 TDI, 262 hp, 6 cyl
electric | electric Standard Range, 283 hp; electric Standard Range Plus, 325 hp; electric Long Range, 351 hp; electric Long Range AWD, 440 hp; electric Dual Motor, 420 hp; electric Rear-Wheel Drive, 245 hp; electric Performance, 462 hp; electric Plaid, 1020 hp
truck | diesel 10.8 MX-11, 370 hp, 6 cyl; diesel 12.9 MX-13, 480 hp, 6 cyl; diesel 12.4 D26, 440 hp, 6 cyl; diesel 15.2 D38, 640 hp, 8 cyl; diesel 12.7 DC13, 450 hp, 6 cyl; diesel 16.4 DC16, 580 hp, 8 cyl; diesel 11.1 DXi, 430 hp, 6 cyl; diesel 7.8 Tector, 280 hp, 6 cyl
moto | petrol 0.4 Twin, 45 hp, 2 cyl; petrol 0.7 Twin, 73 hp, 2 cyl; petrol 0.8 Triple, 95 hp, 3 cyl; petrol 0.9 Triple, 115 hp, 3 cyl; petrol 0.6 Inline-4, 120 hp; petrol 1.0 Inline-4, 200 hp; petrol 1.2 V-Twin, 150 hp, 2 cyl; petrol 1.1 V4, 210 hp
`).map(([family = '', engines = '']) => [family, engines.split('; ').map(parseEngine)]),
);

interface DemoMark {
  mark: string;
  /** A family of `demoEngines`. */
  engines: string;
  /** The mark's drive type; an SUV model has all-wheel drive, a pickup part-time four-wheel. */
  drive: keyof typeof drive;
  /** Base model names with their body types; a model's generations are these with II, III... */
  models: [name: string, body: Body][];
}

const isKeyOf = <T extends object>(record: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(record, key);

/** A line of the marks table, its names checked against the dictionaries above. */
function parseMark([name = '', engines = '', driveType = '', models = '']: string[]): DemoMark {
  if (!(engines in demoEngines) || !isKeyOf(drive, driveType))
    throw new Error(`demo mark '${name}'`);
  return {
    mark: name,
    engines,
    drive: driveType,
    models: models.split(',').map((entry) => {
      const [model = '', kind = 'sedan'] = entry.split(':').map((part) => part.trim());
      if (!isKeyOf(body, kind)) throw new Error(`demo model '${name} ${model}'`);
      return [model, kind];
    }),
  };
}

/**
 * The marks (the first three are the demo at the tests' smallest scale, and the
 * tests look for 'Acura'): mark | engine family | drive | 'Model:body' in a list,
 * sedan when not said. At DEMO_SCALE above 1 the list is repeated with ' 2',
 * ' 3'... after the mark, its models alike.
 */
export const demoMarks: DemoMark[] = tableLines(`
Acura | honda | front | ILX, TSX, TLX, RL, MDX:suv, RDX:suv, NSX:coupe
Alfa Romeo | fiat | front | 147:hatch, 156, 159, Giulietta:hatch, Giulia, Stelvio:suv, MiTo:hatch, Brera:coupe
Audi | vag | front | A3:hatch, A4, A6, A8, Q3:suv, Q5:suv, Q7:suv, TT:coupe, A5:coupe
BMW | bmw | rear | 1 Series:hatch, 3 Series, 5 Series, 7 Series, X1:suv, X3:suv, X5:suv, Z4:cabrio
Buick | gm | front | Regal, LaCrosse, Verano, Enclave:suv, Encore:suv, Envision:suv
Cadillac | gm | rear | CTS, ATS, CT6, Escalade:suv, XT5:suv, SRX:suv
Chevrolet | gm | front | Aveo:hatch, Cruze, Lacetti, Captiva:suv, Spark:hatch, Malibu, Tahoe:suv, Orlando:minivan, Silverado:pickup
Chrysler | america | front | 300C, Pacifica:minivan, Voyager:minivan, Sebring, PT Cruiser:hatch, Crossfire:coupe
Citroen | psa | front | C3:hatch, C4:hatch, C5, C-Elysee, Xsara Picasso:minivan, Berlingo:van, Jumpy:van, Jumper:van
Dacia | renault | front | Logan, Sandero:hatch, Duster:suv, Lodgy:minivan, Dokker:van, Jogger:estate
Daewoo | east | front | Lanos, Nexia, Matiz:hatch, Nubira, Leganza, Tacuma:minivan, Espero
DAF | truck | rear | XF:tractor, CF:truck, LF:truck, XG:tractor, XD:truck, 95XF:tractor
Dodge | america | front | Charger, Challenger:coupe, Durango:suv, Journey:suv, Caliber:hatch, Nitro:suv, Grand Caravan:minivan
Fiat | fiat | front | Punto:hatch, Panda:hatch, 500:hatch, Bravo:hatch, Tipo, Linea, Doblo:van, Ducato:van, Scudo:van
Ford | ford | front | Focus:hatch, Fiesta:hatch, Mondeo, Fusion:hatch, Kuga:suv, Galaxy:minivan, S-Max:minivan, Ranger:pickup, Transit:van
Honda | honda | front | Civic:hatch, Accord, Jazz:hatch, CR-V:suv, HR-V:suv, Pilot:suv, FR-V:minivan
Hyundai | korean | front | Accent, Elantra, Sonata, i30:hatch, Getz:hatch, Tucson:suv, Santa Fe:suv, H-1:van
Infiniti | japan | rear | G35, Q50, Q70, QX50:suv, QX60:suv, QX70:suv
Isuzu | japan | front | D-Max:pickup, Rodeo:pickup, Trooper:suv, MU-X:suv, Gemini, Piazza:coupe
Iveco | truck | rear | Eurocargo:truck, Stralis:tractor, S-Way:tractor, X-Way:truck, Trakker:truck, EuroTech:tractor
Jaguar | britain | rear | X-Type, S-Type, XE, XF, XJ, F-Pace:suv, F-Type:coupe
Jeep | america | front | Grand Cherokee:suv, Cherokee:suv, Wrangler:suv, Compass:suv, Renegade:suv, Patriot:suv
Kia | korean | front | Rio, Optima, Ceed:hatch, Picanto:hatch, Soul:hatch, Sportage:suv, Sorento:suv, Carnival:minivan
Lada | east | front | 2107, Priora, Granta, Vesta, Kalina:hatch, XRAY:hatch, Largus:estate, Niva:suv
Land Rover | britain | front | Defender:suv, Discovery:suv, Freelander:suv, Range Rover:suv, Evoque:suv, Velar:suv
Lexus | toyota | rear | IS, ES, GS, LS, CT:hatch, RX:suv, NX:suv, LX:suv
MAN | truck | rear | TGX:tractor, TGA:tractor, F2000:tractor, TGS:truck, TGM:truck, TGL:truck
Mazda | japan | front | 323:hatch, 626, Mazda3:hatch, Mazda6, CX-5:suv, CX-7:suv, MX-5:cabrio, Premacy:minivan
Mercedes-Benz | mercedes | rear | A-Class:hatch, C-Class, E-Class, S-Class, CLK:coupe, ML:suv, GLC:suv, Vito:van, Sprinter:van
MINI | bmw | front | Hatch:hatch, Clubman:estate, Countryman:suv, Paceman:coupe, Convertible:cabrio, Roadster:cabrio
Mitsubishi | japan | front | Lancer, Galant, Colt:hatch, Space Star:hatch, ASX:suv, Outlander:suv, Pajero:suv, L200:pickup
Nissan | japan | front | Almera, Primera, Micra:hatch, Note:hatch, Juke:suv, Qashqai:suv, X-Trail:suv, Navara:pickup
Opel | gm | front | Astra:hatch, Corsa:hatch, Vectra, Insignia, Omega, Zafira:minivan, Meriva:minivan, Mokka:suv, Vivaro:van, Movano:van
Peugeot | psa | front | 206:hatch, 207:hatch, 307:hatch, 308:hatch, 406, 407, 508, 3008:suv, Partner:van, Expert:van, Boxer:van
Porsche | sport | rear | 911:coupe, Boxster:cabrio, Cayman:coupe, Panamera, Cayenne:suv, Macan:suv
Renault | renault | front | Clio:hatch, Megane:hatch, Laguna, Fluence, Scenic:minivan, Captur:suv, Koleos:suv, Kangoo:van, Trafic:van, Master:van
Rover | britain | front | 25:hatch, 45, 75, 200:hatch, 400, 600, Streetwise:hatch
Saab | sweden | front | 900:hatch, 9000:hatch, 9-3, 9-5, 9-4X:suv, 9-7X:suv
Scania | truck | rear | R-series:tractor, S-series:tractor, 4-series:tractor, G-series:truck, P-series:truck, L-series:truck
Seat | vag | front | Ibiza:hatch, Leon:hatch, Toledo, Cordoba, Altea:minivan, Alhambra:minivan, Ateca:suv, Arona:suv
Skoda | vag | front | Felicia:hatch, Fabia:hatch, Octavia:hatch, Rapid:hatch, Superb, Roomster:minivan, Yeti:suv, Karoq:suv, Kodiaq:suv
Smart | mercedes | rear | ForTwo:coupe, ForFour:hatch, ForTwo Cabrio:cabrio, Roadster:cabrio, Crossblade:cabrio
SsangYong | korean | front | Rexton:suv, Kyron:suv, Korando:suv, Actyon:suv, Tivoli:suv, Musso:pickup, Rodius:minivan
Subaru | japan | awd | Impreza:hatch, Legacy, Outback:estate, Forester:suv, XV:suv, Tribeca:suv, BRZ:coupe
Suzuki | japan | front | Swift:hatch, SX4:hatch, Ignis:hatch, Baleno:hatch, Splash:hatch, Vitara:suv, Grand Vitara:suv, Jimny:suv
Tesla | electric | rear | Model S, Model 3, Model X:suv, Model Y:suv, Roadster:cabrio, Cybertruck:pickup
Toyota | toyota | front | Corolla, Camry, Avensis, Yaris:hatch, Auris:hatch, Prius:hatch, RAV4:suv, Land Cruiser:suv, Hilux:pickup
Volkswagen | vag | front | Golf:hatch, Polo:hatch, Passat, Jetta, Touran:minivan, Sharan:minivan, Tiguan:suv, Touareg:suv, Caddy:van, Transporter:van, Crafter:van
Volvo | sweden | front | S40, S60, S80, V40:hatch, V50:estate, V70:estate, XC60:suv, XC90:suv
ZAZ | east | front | Tavria:hatch, Slavuta:hatch, Sens, Vida, Forza:hatch, 968M
Chery | east | front | Amulet, Elara, Arrizo, QQ:hatch, Kimo:hatch, Tiggo:suv
Geely | east | front | CK, MK, Emgrand, Atlas:suv, Coolray:suv, Tugella:suv
BYD | east | front | F3, F6, G3, L3, F0:hatch, S6:suv
Great Wall | east | front | Voleex, Florid:hatch, Hover:suv, Safe:suv, Wingle:pickup, Deer:pickup
Lancia | fiat | front | Delta:hatch, Ypsilon:hatch, Lybra, Thesis, Musa:minivan, Phedra:minivan
Yamaha | moto | rear | YZF-R1:moto, YZF-R6:moto, MT-07:moto, MT-09:moto, FZ6:moto, XJ6:moto, Tracer 900:moto, TMAX:moto
Kawasaki | moto | rear | Ninja ZX-10R:moto, Ninja 650:moto, Z900:moto, Z650:moto, Versys 650:moto, ER-6n:moto, Vulcan S:moto
Ducati | moto | rear | Monster:moto, Panigale:moto, Multistrada:moto, Diavel:moto, Scrambler:moto, Hypermotard:moto, SuperSport:moto
Renault Trucks | truck | rear | Magnum:tractor, Premium:tractor, T:tractor, Kerax:truck, Midlum:truck, C:truck, D:truck
GAZ | east | rear | Volga, Gazelle:van, Gazelle Next:van, Sobol:van, GAZon Next:truck, Valdai:truck
`).map(parseMark);

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
