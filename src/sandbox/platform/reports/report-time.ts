/**
 * Calendar arithmetic in IANA time zones with nothing but `Intl`: report intervals are calendar days in
 * the run's time zone, and report timestamps are written in that zone as ISO 8601 with its offset.
 */

const dayMs = 24 * 60 * 60 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      fractionalSecondDigits: 3,
      timeZoneName: 'longOffset',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsAt(instantMs: number, timeZone: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) parts[part.type] = part.value;
  return parts;
}

/** `GMT+05:45` -> `+05:45`; `GMT` (the zone is at UTC) -> `+00:00`. */
function offsetText(timeZoneName: string | undefined): string {
  const match = /^GMT([+-]\d{2}:\d{2})?$/.exec(timeZoneName ?? '');
  if (!match) throw new Error(`Unexpected offset ${timeZoneName} from Intl`);
  return match[1] ?? '+00:00';
}

function offsetMinutes(text: string): number {
  const sign = text.startsWith('-') ? -1 : 1;
  const [hours = 0, minutes = 0] = text.slice(1).split(':').map(Number);
  return sign * (hours * 60 + minutes);
}

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
export function offsetMsAt(instantMs: number, timeZone: string): number {
  return offsetMinutes(offsetText(partsAt(instantMs, timeZone).timeZoneName)) * 60_000;
}

/** An instant written as local time in `timeZone` with its offset: `2024-03-11T07:30:00.000+09:00`. */
export function formatInZone(instantMs: number, timeZone: string): string {
  const p = partsAt(instantMs, timeZone);
  const offset = offsetText(p.timeZoneName);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}.${p.fractionalSecond}${offset}`;
}

/** The instant local midnight starts `date` (`YYYY-MM-DD`) in `timeZone`. */
export function startOfDayMs(date: string, timeZone: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const asUtc = Date.UTC(year, month - 1, day);
  // The offset at the guess may differ from the one at local midnight across a DST change: retry once.
  const first = asUtc - offsetMsAt(asUtc, timeZone);
  return asUtc - offsetMsAt(first, timeZone);
}

/** `[start, end)` instants covering the calendar days `from`..`to` (both included) in `timeZone`. */
export function dayRangeMs(from: string, to: string, timeZone: string): [number, number] {
  return [startOfDayMs(from, timeZone), startOfDayMs(addDays(to, 1), timeZone)];
}

/** Number of calendar days from `from` to `to`, both included. */
export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** Today's calendar date in `timeZone` at `instantMs`. */
export function dateInZone(instantMs: number, timeZone: string): string {
  const p = partsAt(instantMs, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}
