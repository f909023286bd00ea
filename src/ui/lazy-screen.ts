/**
 * A screen whose code is fetched when it is first shown (React's `lazy`), fetched again after a
 * failure: React keeps a failed `lazy` failed for good, so a screen opened offline would never
 * open, even back online. `retryFailedScreens` makes every screen that failed fetch its code again
 * the next time it is drawn; `ScreenBoundary` calls it (docs/decisions/0304-a-screen-that-cannot-load-says-so.md).
 */
import { type ComponentProps, type ComponentType, createElement, lazy } from "react";

/** The screens whose code could not be fetched, each with how to start it afresh. */
const failed = new Set<() => void>();

// biome-ignore lint/suspicious/noExplicitAny: as React's own `lazy`, any component's props.
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let Lazy = lazy(load);
  const afresh = () => {
    Lazy = lazy(() =>
      load().catch((error: unknown) => {
        failed.add(afresh);
        throw error;
      }),
    );
  };
  afresh();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen, at module level, as `lazy` is.
  return function LazyScreen(props: ComponentProps<T>) {
    return createElement(Lazy, props);
  };
}

/** Whether any screen's code could not be fetched since the last retry. */
export const screenCodeFailed = (): boolean => failed.size > 0;

/** Every screen whose code could not be fetched fetches it again the next time it is drawn. */
export function retryFailedScreens(): void {
  for (const afresh of failed) afresh();
  failed.clear();
}
