/**
 * Date formatters kept for reuse in a thread that server-renders demos. Once a demo has extended
 * dayjs with its timezone plugin (the pickers' timezone page does), the pickers' dayjs adapter
 * converts every date it computes through `date.toLocaleString('en-US', { timeZone })` and asks for
 * the default zone through `Intl.DateTimeFormat()`, and V8 builds a new formatter for each call: in
 * a cold build of the shipped site the render worker that had rendered that page spent 2.5 s of
 * CPU there, on every picker page after it. A formatter gives the same text for the same locale and
 * options whenever it was made, so one per distinct pair is made here and kept.
 */

const INSTALLED = Symbol.for('docs.localeFormatsCached');
/** ECMA-402's fields that, when asked for, leave out the default date or time fields of `toLocaleString`. */
const DATE_FIELDS = ['weekday', 'year', 'month', 'day'];
const TIME_FIELDS = ['dayPeriod', 'hour', 'minute', 'second', 'fractionalSecondDigits'];
/** Formatters kept at most: the distinct locale and option pairs of a build are a handful. */
const LIMIT = 256;

type Options = Record<string, unknown>;

/** Installs the reuse in this thread, once. */
export function cacheLocaleFormats(): void {
  const holder = globalThis as unknown as Record<symbol, boolean>;
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;

  const NativeDateTimeFormat = Intl.DateTimeFormat;
  let defaultFormat: Intl.DateTimeFormat | undefined;
  // `Intl.DateTimeFormat()` with nothing to resolve but the thread's own locale and zone, which do not change.
  const DateTimeFormat: typeof Intl.DateTimeFormat = new Proxy(NativeDateTimeFormat, {
    apply: (target, thisArg, args: unknown[]) => (args.length === 0 ? (defaultFormat ??= new target()) : Reflect.apply(target, thisArg, args)),
    construct: (target, args: unknown[], newTarget) =>
      args.length === 0 && newTarget === DateTimeFormat ? (defaultFormat ??= new target()) : Reflect.construct(target, args, newTarget === DateTimeFormat ? target : newTarget),
  });
  Intl.DateTimeFormat = DateTimeFormat;

  const formats = new Map<string, Intl.DateTimeFormat>();
  const nativeToLocaleString = Date.prototype.toLocaleString;
  Date.prototype.toLocaleString = function toLocaleString(this: Date, locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions): string {
    const key = formatKey(locales, options);
    // Anything unusual (an invalid date, which reads "Invalid Date", option objects with getters) takes the native path.
    if (key === undefined || !(this instanceof Date) || Number.isNaN(this.getTime())) return nativeToLocaleString.call(this, locales, options);
    let format = formats.get(key);
    if (!format) {
      format = new NativeDateTimeFormat(locales, withToLocaleStringDefaults(options as Options | undefined));
      if (formats.size >= LIMIT) formats.clear();
      formats.set(key, format);
    }
    return format.format(this);
  };
}

/** A key for plain locales and options (strings, and objects of plain values); undefined for anything else. */
function formatKey(locales: unknown, options: unknown): string | undefined {
  const plainLocales = locales === undefined || typeof locales === 'string' || (Array.isArray(locales) && locales.every((l) => typeof l === 'string'));
  if (!plainLocales) return undefined;
  if (options === undefined) return JSON.stringify([locales ?? null]);
  if (typeof options !== 'object' || options === null || Object.getPrototypeOf(options) !== Object.prototype) return undefined;
  const entries: [string, unknown][] = [];
  for (const name of Object.keys(options).sort()) {
    const descriptor = Object.getOwnPropertyDescriptor(options, name)!;
    if (!('value' in descriptor)) return undefined;
    const value: unknown = descriptor.value;
    if (value !== undefined && typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
    entries.push([name, value]);
  }
  return JSON.stringify([locales ?? null, entries]);
}

/**
 * The options a formatter needs to write what `toLocaleString` writes: ECMA-402 gives it the date and
 * the time (year to second, numeric) when the options ask for no field and no style, where a plain
 * formatter gives the date only.
 */
function withToLocaleStringDefaults(options: Options | undefined): Options {
  const given = { ...options };
  const asked = (name: string) => given[name] !== undefined;
  if (DATE_FIELDS.some(asked) || TIME_FIELDS.some(asked) || asked('dateStyle') || asked('timeStyle')) return given;
  return { ...given, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' };
}
