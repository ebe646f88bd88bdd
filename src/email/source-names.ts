/**
 * Name hints for the TSX printer: a component can tag an object it passes as a prop (a
 * dangerouslySetInnerHTML payload) with the constant name it should get in the exported source.
 * A WeakMap, so the hint costs nothing in HTML renders and disappears with the object.
 */
const names = new WeakMap<object, string>();

export function nameInSource<T extends object>(name: string, value: T): T {
  names.set(value, name);
  return value;
}

export function sourceNameOf(value: object): string | undefined {
  return names.get(value);
}
