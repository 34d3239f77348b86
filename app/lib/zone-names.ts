/**
 * Zones that browsers and ICU still name by an older IANA name (CLDR keeps them for compatibility):
 * Chrome in India reports Asia/Calcutta. Their current names, so a zone is shown, listed and stored once.
 */
const renamedZones: Record<string, string> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Etc/GMT': 'UTC',
  'Etc/UTC': 'UTC',
  GMT: 'UTC',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
}

/** A zone by its current IANA name: Asia/Kolkata for Asia/Calcutta; any other name as it is. */
export function currentZoneName(zone: string): string {
  return Object.hasOwn(renamedZones, zone) ? (renamedZones[zone] as string) : zone
}
