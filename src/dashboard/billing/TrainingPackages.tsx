/**
 * The Training Package panel: regular, standard and premium, then the Special Training Plans
 * (family, couples). Each card picks 1 Month or 3 Months and shows the member price when the
 * membership is Paid (docs/decisions/0009-member-training-price.md).
 */
import { useState } from "react";
import type { TrainingPackage } from "@/shared/api/contract";
import { formatNaira } from "@/shared/domain/format";
import {
  SPECIAL_TRAINING_KEYS,
  TRAINING_DURATION_TITLES,
  TRAINING_DURATIONS,
  TRAINING_KEYS,
  type TrainingDuration,
  type TrainingKey,
} from "@/shared/domain/lists";
import { trainingPrice } from "@/shared/domain/pricing";
import { trainingButton } from "../payments/button-states";
import { Panel } from "./Panel";

const STANDARD_PACKAGES = TRAINING_KEYS.filter((key) => !SPECIAL_TRAINING_KEYS.includes(key));
const SPECIAL_PACKAGES = SPECIAL_TRAINING_KEYS;
const DURATIONS = TRAINING_DURATIONS.map((value) => ({ value, label: TRAINING_DURATION_TITLES[value] }));

export const trainingPaymentKey = (pkg: { key: string }) => `training:${pkg.key}`;

interface TrainingPackagesProps {
  packages: readonly TrainingPackage[];
  loading: boolean;
  membershipPaid: boolean;
  trainingPaid: boolean;
  processingKey: string | null;
  onPay: (pkg: TrainingPackage, duration: TrainingDuration) => void;
}

function PackageCard({
  pkg,
  membershipPaid,
  trainingPaid,
  processing,
  onPay,
}: {
  pkg: TrainingPackage;
  membershipPaid: boolean;
  trainingPaid: boolean;
  processing: boolean;
  onPay: TrainingPackagesProps["onPay"];
}) {
  const [duration, setDuration] = useState<TrainingDuration>("1month");
  const price = trainingPrice(pkg, duration, membershipPaid);
  const fullPrice = trainingPrice(pkg, duration, false);
  const button = trainingButton({ trainingPaid, processing });
  return (
    <li className="dash-plan">
      <h4 className="dash-plan__title">{pkg.name}</h4>
      <p className="dash-plan__info">{pkg.info}</p>
      <fieldset className="dash-plan__durations">
        <legend className="visually-hidden">Duration of the {pkg.name} package</legend>
        {DURATIONS.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={`duration-${pkg.key}`}
              value={option.value}
              checked={duration === option.value}
              onChange={() => setDuration(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <p className="dash-plan__price">
        {formatNaira(price)}
        {price !== fullPrice && (
          <>
            {" "}
            <del className="dash-plan__was">
              <span className="visually-hidden">instead of </span>
              {formatNaira(fullPrice)}
            </del>
          </>
        )}
      </p>
      {membershipPaid && pkg.discount > 0 && (
        <p className="dash-plan__tag">Member price: {pkg.discount}% off</p>
      )}
      <button
        type="button"
        className="btn btn-primary dash-plan__button"
        disabled={button.disabled}
        onClick={() => onPay(pkg, duration)}
      >
        {button.label}
        {!button.disabled && <span className="visually-hidden"> for {pkg.name}</span>}
      </button>
    </li>
  );
}

export function TrainingPackages({ packages, loading, processingKey, ...card }: TrainingPackagesProps) {
  const group = (keys: readonly TrainingKey[]) =>
    keys.flatMap((key) => packages.filter((pkg) => pkg.key === key));
  const renderCards = (list: TrainingPackage[]) => (
    <ul className="dash-plans">
      {list.map((pkg) => (
        <PackageCard
          key={pkg.key}
          pkg={pkg}
          processing={processingKey === trainingPaymentKey(pkg)}
          {...card}
        />
      ))}
    </ul>
  );

  return (
    <Panel title="Training Package">
      {loading && packages.length === 0 ? (
        <p className="dash-loading">Loading training packages...</p>
      ) : packages.length === 0 ? (
        <p>Training packages are not available right now. Please check back later.</p>
      ) : (
        <>
          <h3 className="dash-plans__group">Training Plans</h3>
          {renderCards(group(STANDARD_PACKAGES))}
          <h3 className="dash-plans__group">Special Training Plans</h3>
          {renderCards(group(SPECIAL_PACKAGES))}
        </>
      )}
    </Panel>
  );
}
