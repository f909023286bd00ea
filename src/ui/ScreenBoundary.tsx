/**
 * Holds the screen area when a screen cannot be shown, so the page around it (menu, top bar) stays
 * and the member reads why instead of a blank page: its code could not be fetched (offline, a weak
 * network) or it failed to draw. Try again draws it afresh, fetching failed code again; code that
 * failed is also tried again by itself, after 2 s, 4 s… at most a minute apart, and at once when
 * the browser comes back online. A new route starts clear (docs/decisions/0304-a-screen-that-cannot-load-says-so.md).
 */
import { Component, type ReactNode } from "react";
import { retryDelay } from "@/lib/offline/retry-delay";
import { isLoadFailure, retryFailedLoads } from "./retryable-lazy";
import "./ui.css";

interface Props {
  /** The route shown: when it changes, a failure of the one before is forgotten. */
  route: string;
  /** A part of the page around the screens (the top bar's): on failure it shows nothing, and still tries again. */
  quiet?: boolean;
  children: ReactNode;
}

interface State {
  failed: "code" | "draw" | null;
  route: string;
}

export const SCREEN_CODE_FAILED = "This screen could not be loaded. Check your connection and try again.";
export const SCREEN_DRAW_FAILED = "Something went wrong showing this screen. Try again, or reload the page.";

export class ScreenBoundary extends Component<Props, State> {
  override state: State = { failed: null, route: this.props.route };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: isLoadFailure(error) ? "code" : "draw" };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.route === state.route ? null : { failed: null, route: props.route };
  }

  override componentDidCatch(error: unknown): void {
    console.error("A screen could not be shown", error);
  }

  override componentDidMount(): void {
    window.addEventListener("online", this.backOnline);
  }

  override componentDidUpdate(props: Props, state: State): void {
    if (props.route !== this.props.route) this.attempt = 0;
    if (this.state.failed !== "code") clearTimeout(this.timer);
    else if (state.failed !== "code") this.retryLater();
  }

  override componentWillUnmount(): void {
    window.removeEventListener("online", this.backOnline);
    clearTimeout(this.timer);
  }

  /** Tries since the route was opened, for the wait before the next. */
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  private retryLater() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      // Offline, the browser's `online` event will say when to.
      if (globalThis.navigator?.onLine === false) this.retryLater();
      else this.retry();
    }, retryDelay(this.attempt));
    this.attempt += 1;
  }

  private backOnline = () => {
    if (this.state.failed !== "code") return;
    this.attempt = 0;
    this.retry();
  };

  private retry = () => {
    clearTimeout(this.timer);
    retryFailedLoads();
    this.setState({ failed: null });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.quiet) return null;
    return (
      <div className="dash-alert" role="alert">
        <p>{this.state.failed === "code" ? SCREEN_CODE_FAILED : SCREEN_DRAW_FAILED}</p>
        <button type="button" className="btn btn-outline" onClick={this.retry}>
          Try again
        </button>
      </div>
    );
  }
}
