/**
 * A component whose code is fetched when it is first drawn (React's `lazy`: a screen, a dialog, a
 * part only some members see), fetched again after a failure: React keeps a failed `lazy` failed
 * for good, so a screen opened offline would never open, even back online. `retryFailedLoads` makes
 * every one that failed fetch its code again the next time it is drawn; `ScreenBoundary` calls it
 * (docs/decisions/0304-a-screen-that-cannot-load-says-so.md).
 */
import {
  type ComponentProps,
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
} from "react";

/** The components whose code could not be fetched, each with how to start it afresh. */
const failed = new Set<() => void>();
/** The errors those fetches failed with, as React hands them to a boundary. */
const loadErrors = new WeakSet<object>();

// biome-ignore lint/suspicious/noExplicitAny: as React's own `lazy`, any component's props.
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let Lazy: LazyExoticComponent<T>;
  const afresh = () => {
    Lazy = lazy(() =>
      load().catch((error: unknown) => {
        failed.add(afresh);
        if (typeof error === "object" && error !== null) loadErrors.add(error);
        throw error;
      }),
    );
  };
  afresh();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component, at module level, as `lazy` is.
  return function RetryableLazy(props: ComponentProps<T>) {
    return createElement(Lazy, props);
  };
}

/** Whether `error` is a component's code that could not be fetched (rather than a failure to draw). */
export const isLoadFailure = (error: unknown): boolean =>
  typeof error === "object" && error !== null && loadErrors.has(error);

/** Every component whose code could not be fetched fetches it again the next time it is drawn. */
export function retryFailedLoads(): void {
  for (const afresh of failed) afresh();
  failed.clear();
}
