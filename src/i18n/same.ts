/** The shape of an English catalog with any strings in its place: another language must have the same keys. */
export type Same<T> = { [K in keyof T]: T[K] extends string ? string : Same<T[K]> };
