/** The demo catalogue: groups, the parts their subgroups hold, the brands that make them. */

/** A subgroup of the demo catalogue: the part it holds, its names, number prefix, brands and criteria. */
interface DemoPart {
  group: string;
  sub: string;
  subName: string;
  noun: string;
  uk: string;
  ru: string;
  prefix: string;
  brands: string[];
  criteria: string[];
  picture: string;
}

/** The brands that make each kind of part, by the name the parts table gives them. */
const brandLists: Record<string, string[]> = {
  filters: ['MAHLE', 'MANN-FILTER', 'KNECHT', 'FILTRON', 'HENGST', 'BOSCH'],
  brakes: ['ATE', 'BREMBO', 'TRW', 'FERODO', 'TEXTAR', 'ZIMMERMANN', 'BOSCH'],
  suspension: ['MONROE', 'KAYABA', 'BILSTEIN', 'SACHS', 'LEMFORDER', 'MEYLE', 'FEBI BILSTEIN'],
  engine: ['ELRING', 'VICTOR REINZ', 'INA', 'GATES', 'CONTITECH', 'DAYCO', 'SKF'],
  electric: ['BOSCH', 'NGK', 'BERU', 'DENSO', 'HELLA', 'VALEO', 'VARTA', 'OSRAM', 'PHILIPS'],
  transmission: ['LUK', 'SACHS', 'VALEO', 'SKF', 'FAG', 'SNR', 'GKN'],
  cooling: ['NISSENS', 'HELLA', 'VALEO', 'DENSO', 'GATES', 'MAHLE'],
  fluids: ['CASTROL', 'SHELL', 'MOTUL', 'LIQUI MOLY', 'MOBIL', 'TOTAL'],
  steering: ['TRW', 'LEMFORDER', 'MOOG', 'DELPHI', 'FEBI BILSTEIN'],
  body: ['HELLA', 'VALEO', 'MAGNETI MARELLI', 'DEPO', 'BOSCH'],
};

/** The cells of each line of a table, split at ' | ', blank lines left out. */
const tableLines = (table: string): string[][] =>
  table
    .trim()
    .split('\n')
    .map((line) => line.split(' | ').map((cell) => cell.trim()));

/** Thirty groups with their subgroups (the dictionary) and the parts the items are made from. */
export const groups = tableLines(`
FILT | Filters
BRAKE | Brake system
SUSP | Suspension
STEER | Steering
ENGINE | Engine
GASKET | Gaskets and seals
BELT | Belt drive
IGN | Ignition
ELEC | Electrics
LIGHT | Lighting
BATT | Batteries
CLUTCH | Clutch
TRANS | Transmission
BEAR | Wheel bearings
COOL | Cooling
AIRCON | Air conditioning
FUEL | Fuel system
EXH | Exhaust
OIL | Engine oils
FLUID | Fluids
WIPER | Wipers
MIRROR | Mirrors
BODY | Body parts
SENSOR | Sensors
START | Starters and alternators
TURBO | Turbochargers
DRIVE | Drive shafts
HOSE | Hoses and pipes
TOOLS | Workshop tools
ACCESS | Accessories
`).map(([code = '', name = '']): [code: string, name: string] => [code, name]);

/**
 * A line a subgroup: group | subgroup | subgroup name | the part in English,
 * Ukrainian and Russian | item number prefix | brands (a list of brandLists, or
 * the brands themselves, comma-separated) | criteria, '; '-separated | picture
 * (workshop.jpg when left out).
 */
const partsTable = `
FILT | OIL | Oil filters | Oil filter | Фільтр масляний | Фильтр масляный | OC | filters | Height, mm; Outer diameter, mm; Thread | oil-filters.jpg
FILT | AIR | Air filters | Air filter | Фільтр повітряний | Фильтр воздушный | LX | filters | Length, mm; Width, mm; Height, mm | oil-filters.jpg
FILT | CABIN | Cabin filters | Cabin filter | Фільтр салону | Фильтр салона | LA | filters | Length, mm; Width, mm; Activated carbon | oil-filters.jpg
FILT | FUEL | Fuel filters | Fuel filter | Фільтр паливний | Фильтр топливный | KL | filters | Height, mm; Inlet diameter, mm | oil-filters.jpg
BRAKE | PADS | Brake pads | Brake pad set | Колодки гальмівні | Колодки тормозные | GDB | brakes | Width, mm; Thickness, mm; Wear indicator | brake-pads.jpg
BRAKE | DISCS | Brake discs | Brake disc | Диск гальмівний | Диск тормозной | DF | brakes | Diameter, mm; Thickness, mm; Holes | brake-pads.jpg
BRAKE | CALIP | Brake calipers | Brake caliper | Супорт гальмівний | Суппорт тормозной | BC | brakes | Piston diameter, mm; Fitting position | brake-pads.jpg
BRAKE | HOSES | Brake hoses | Brake hose | Шланг гальмівний | Шланг тормозной | PHB | brakes | Length, mm; Thread | brake-pads.jpg
SUSP | SHOCK | Shock absorbers | Shock absorber | Амортизатор | Амортизатор | SA | suspension | Length min, mm; Length max, mm; Type
SUSP | SPRING | Coil springs | Coil spring | Пружина підвіски | Пружина подвески | SP | suspension | Length, mm; Wire diameter, mm
SUSP | ARM | Control arms | Control arm | Важіль підвіски | Рычаг подвески | CA | suspension | Fitting position; Length, mm
STEER | TIE | Tie rod ends | Tie rod end | Наконечник кермової тяги | Наконечник рулевой тяги | TE | steering | Thread; Length, mm
STEER | RACK | Steering racks | Steering rack | Кермова рейка | Рулевая рейка | SR | steering | Power steering; Length, mm
ENGINE | PISTON | Pistons | Piston | Поршень | Поршень | PI | engine | Diameter, mm; Compression height, mm
ENGINE | VALVE | Valves | Inlet valve | Клапан впускний | Клапан впускной | IV | engine | Length, mm; Head diameter, mm
GASKET | HEAD | Head gaskets | Cylinder head gasket | Прокладка ГБЦ | Прокладка ГБЦ | HG | engine | Thickness, mm; Bore, mm
GASKET | SEAL | Shaft seals | Crankshaft seal | Сальник колінвалу | Сальник коленвала | CS | engine | Inner diameter, mm; Outer diameter, mm
BELT | TIMING | Timing belt kits | Timing belt kit | Комплект ГРМ | Комплект ГРМ | TB | engine | Teeth; Width, mm
BELT | VRIB | V-ribbed belts | V-ribbed belt | Ремінь поліклиновий | Ремень поликлиновой | PK | engine | Length, mm; Ribs
IGN | PLUG | Spark plugs | Spark plug | Свічка запалювання | Свеча зажигания | SPK | electric | Thread; Gap, mm; Electrode
IGN | COIL | Ignition coils | Ignition coil | Котушка запалювання | Катушка зажигания | IC | electric | Pins; Voltage, V
ELEC | RELAY | Relays | Relay | Реле | Реле | RL | electric | Voltage, V; Current, A
LIGHT | HEAD | Headlights | Headlight | Фара основна | Фара основная | HL | body | Fitting position; Bulb type
LIGHT | BULB | Bulbs | Bulb H7 | Лампа H7 | Лампа H7 | BU | electric | Power, W; Voltage, V
BATT | CAR | Car batteries | Starter battery | Акумулятор стартерний | Аккумулятор стартерный | BA | electric | Capacity, Ah; Cold cranking current, A
CLUTCH | KIT | Clutch kits | Clutch kit | Комплект зчеплення | Комплект сцепления | CK | transmission | Diameter, mm; Teeth
TRANS | MOUNT | Gearbox mounts | Gearbox mount | Опора КПП | Опора КПП | GM | transmission | Fitting position
BEAR | WHEEL | Wheel bearing kits | Wheel bearing kit | Підшипник маточини | Подшипник ступицы | WB | transmission | Inner diameter, mm; Outer diameter, mm; ABS ring
COOL | RAD | Radiators | Radiator | Радіатор охолодження | Радиатор охлаждения | RA | cooling | Length, mm; Height, mm
COOL | PUMP | Water pumps | Water pump | Помпа водяна | Помпа водяная | WP | cooling | Impeller diameter, mm; Teeth
COOL | THERM | Thermostats | Thermostat | Термостат | Термостат | TH | cooling | Opening temperature, °C
AIRCON | COMP | Compressors | Air conditioning compressor | Компресор кондиціонера | Компрессор кондиционера | AC | cooling | Voltage, V; Refrigerant
FUEL | PUMP | Fuel pumps | Fuel pump | Паливний насос | Топливный насос | FP | electric | Pressure, bar; Voltage, V
FUEL | INJ | Injectors | Fuel injector | Форсунка паливна | Форсунка топливная | FI | electric | Holes; Flow, cc/min
EXH | MUFF | Silencers | Rear silencer | Глушник задній | Глушитель задний | RS | body | Length, mm
EXH | LAMBDA | Lambda sensors | Lambda sensor | Лямбда-зонд | Лямбда-зонд | LS | electric | Wires; Cable length, mm
OIL | SYN | Synthetic oils | Engine oil 5W-30, 4 l | Олива моторна 5W-30, 4 л | Масло моторное 5W-30, 4 л | EO | fluids | Viscosity; Volume, l
OIL | SEMI | Semi-synthetic oils | Engine oil 10W-40, 4 l | Олива моторна 10W-40, 4 л | Масло моторное 10W-40, 4 л | SO | fluids | Viscosity; Volume, l
FLUID | BRAKE | Brake fluids | Brake fluid DOT 4, 1 l | Гальмівна рідина DOT 4, 1 л | Тормозная жидкость DOT 4, 1 л | BF | fluids | Standard; Volume, l
FLUID | COOL | Coolants | Coolant G12, 5 l | Антифриз G12, 5 л | Антифриз G12, 5 л | CL | fluids | Colour; Volume, l
WIPER | BLADE | Wiper blades | Wiper blade | Щітка склоочисника | Щетка стеклоочистителя | WI | body | Length, mm; Type
MIRROR | GLASS | Mirror glasses | Mirror glass | Скло дзеркала | Стекло зеркала | MG | body | Fitting position; Heated
BODY | BUMP | Bumpers | Front bumper | Бампер передній | Бампер передний | FB | body | Primed
SENSOR | ABS | ABS sensors | ABS sensor | Датчик ABS | Датчик ABS | AS | electric | Fitting position; Cable length, mm
SENSOR | CRANK | Crankshaft sensors | Crankshaft position sensor | Датчик положення колінвалу | Датчик положения коленвала | CP | electric | Pins
START | STARTER | Starters | Starter | Стартер | Стартер | ST | electric | Power, kW; Teeth
START | ALT | Alternators | Alternator | Генератор | Генератор | AL | electric | Current, A; Voltage, V
TURBO | TURBO | Turbochargers | Turbocharger | Турбокомпресор | Турбокомпрессор | TC | engine | Power, kW
DRIVE | CV | CV joint kits | CV joint kit | ШРКШ зовнішній | ШРУС наружный | CV | transmission | Outer teeth; Inner teeth
HOSE | RAD | Radiator hoses | Radiator hose | Патрубок радіатора | Патрубок радиатора | RH | cooling | Inner diameter, mm; Length, mm
TOOLS | KEYS | Tool sets | Socket set, 94 pieces | Набір головок, 94 предмети | Набор головок, 94 предмета | TS | BOSCH, GATES | Pieces
ACCESS | MATS | Floor mats | Floor mat set | Килимки салону | Коврики салона | FM | body | Material
`;

export const parts: DemoPart[] = tableLines(partsTable).map((cells) => {
  const [group = '', sub = '', subName = '', noun = '', uk = '', ru = '', prefix = ''] = cells;
  const [brands = '', criteria = '', picture = 'workshop.jpg'] = cells.slice(7);
  return {
    group,
    sub,
    subName,
    noun,
    uk,
    ru,
    prefix,
    brands: brandLists[brands] ?? brands.split(', '),
    criteria: criteria ? criteria.split('; ') : [],
    picture,
  };
});

export const analysts = [
  'Olena Koval',
  'Ivan Petrenko',
  'Maria Shevchenko',
  'Andrii Bondarenko',
  'Iryna Melnyk',
];
