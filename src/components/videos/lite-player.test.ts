// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { enhanceLitePlayers } from "./lite-player";

describe("enhanceLitePlayers", () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <div id="root">
        <div data-lite-youtube="bG1rpSxpLnd" data-video-title="Grips Explained">
          <img src="/images/videos/beginner.svg" alt="" />
          <a href="https://www.youtube.com/watch?v=bG1rpSxpLnd" data-play>Play video: Grips Explained</a>
        </div>
        <div data-lite-youtube="iDblPos1tnG" data-video-title="Doubles">
          <a href="https://www.youtube.com/watch?v=iDblPos1tnG" data-play>Play video: Doubles</a>
        </div>
      </div>`;
    enhanceLitePlayers(document.getElementById("root") as HTMLElement);
  });

  it("loads nothing from YouTube before play is pressed", () => {
    expect(document.querySelectorAll("iframe")).toHaveLength(0);
  });

  it("swaps the pressed card's poster for the privacy-enhanced player, titled and focused", () => {
    const play = document.querySelector<HTMLAnchorElement>("[data-play]");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    play?.dispatchEvent(click);

    expect(click.defaultPrevented).toBe(true);
    const iframes = document.querySelectorAll("iframe");
    expect(iframes).toHaveLength(1);
    const [iframe] = iframes;
    expect(iframe?.src).toBe("https://www.youtube-nocookie.com/embed/bG1rpSxpLnd?autoplay=1&rel=0");
    expect(iframe?.title).toBe("Grips Explained");
    expect(iframe?.parentElement?.dataset.liteYoutube).toBe("bG1rpSxpLnd");
    expect(iframe?.parentElement?.querySelector("img, [data-play]")).toBeNull();
    expect(document.activeElement).toBe(iframe);
  });
});
