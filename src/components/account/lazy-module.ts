/**
 * A module fetched on demand, once. `loaded()` hands it over synchronously once it has arrived, so
 * code that runs after the fetch behaves exactly as with a static import; a failed fetch is
 * forgotten, so the next `load()` tries again.
 */
export interface LazyModule<T> {
  /** Starts the fetch (once) and resolves with the module. */
  load(): Promise<T>;
  /** The module if it has arrived, else undefined. */
  loaded(): T | undefined;
}

export function lazyModule<T>(importModule: () => Promise<T>): LazyModule<T> {
  let module: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= importModule().then(
        (arrived) => {
          module = arrived;
          return arrived;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}
