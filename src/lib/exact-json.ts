// Money leaves the portal as exact integers: totals of paise are bigints inside (a JavaScript number loses a paisa
// above 2^53), and in JSON they are decimal strings ("9007199254740995"), as the OpenAPI document says of each amount.

/** The value with every bigint inside it replaced by its decimal string (the JSON an API answers with). */
export type Exact<T> = T extends bigint
  ? string
  : T extends readonly (infer U)[]
    ? Exact<U>[]
    : T extends object
      ? { [K in keyof T]: Exact<T[K]> }
      : T;

export function exactJson<T>(value: T): Exact<T> {
  return JSON.parse(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))) as Exact<T>;
}
