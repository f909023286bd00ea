import type { ReactNode } from "react";
import { responsiveImage } from "@/shared/domain/media";

const API_BASE: string = import.meta.env.PUBLIC_API_URL || "/api";

interface ChoiceCardProps {
  title: string;
  image: string;
  /** "plan" cards use a wide picture, "coach" cards a portrait. */
  shape: "plan" | "coach";
  selected: boolean;
  onChoose: () => void;
  children: ReactNode;
}

/** A plan or coach to pick: the whole card is one button, pressed while it is the choice. */
export function ChoiceCard({ title, image, shape, selected, onChoose, children }: ChoiceCardProps) {
  const picture = responsiveImage(image, API_BASE);
  return (
    <li>
      <button
        type="button"
        className={`membership-card membership-card-${shape}`}
        aria-pressed={selected}
        onClick={onChoose}
      >
        <img
          src={picture.src}
          srcSet={picture.srcset}
          sizes={picture.srcset ? "(min-width: 40rem) 20rem, 100vw" : undefined}
          alt=""
          width={shape === "plan" ? 480 : 320}
          height={320}
          loading="lazy"
          decoding="async"
        />
        <span className="membership-card-body">
          <span className="membership-card-title">{title}</span>
          {children}
        </span>
        {selected && <span className="membership-card-check">Selected</span>}
      </button>
    </li>
  );
}
