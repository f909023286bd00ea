import { useId } from "react";
import { formatNaira, monthsLabel } from "@/shared/domain/format";
import { type DurationOption, PLAN_DISCOUNT_PROMISE } from "./membership-flow";

interface DurationStepProps {
  options: readonly DurationOption[];
  selectedMonths: number | null;
  showPrice: boolean;
  onChoose: (months: number) => void;
}

/** The plan's billing options as radio buttons; choosing one does not advance (Get Started does). */
export function DurationStep({ options, selectedMonths, showPrice, onChoose }: DurationStepProps) {
  const name = useId();
  return (
    <>
      <p className="membership-lead">{PLAN_DISCOUNT_PROMISE}</p>
      <fieldset className="membership-durations">
        <legend className="visually-hidden">Duration</legend>
        {options.map((option) => (
          <label key={option.months} className="membership-duration">
            <input
              type="radio"
              name={name}
              value={option.months}
              checked={option.months === selectedMonths}
              onChange={() => onChoose(option.months)}
            />
            <span className="membership-duration-months">{monthsLabel(option.months)}</span>
            {option.discountPercentage > 0 && (
              <span className="membership-duration-saving">
                Save {option.discountPercentage}% on the plan
              </span>
            )}
            {showPrice && <span className="membership-duration-price">{formatNaira(option.price)}</span>}
          </label>
        ))}
      </fieldset>
    </>
  );
}
