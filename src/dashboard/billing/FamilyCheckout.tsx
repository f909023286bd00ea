/**
 * The family checkout (docs/decisions/0200-household-checkout.md), loaded only when opened: the
 * guardian ticks the players to pay training for, picks each one's package and duration, sees the
 * server's price with the household discount line by line, and pays once. The price shown is the
 * one the checkout charges: a price changed since is refused by the server, and shown again.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { HouseholdChoice, TrainingDuration, TrainingKey } from "@/shared/api/contract";
import { formatNaira } from "@/shared/domain/format";
import { TRAINING_DURATION_LABELS, TRAINING_DURATIONS } from "@/shared/domain/lists";
import { $trainingPackages } from "@/stores/billing-choices";
import { $family } from "@/stores/family";
import { clearMutationError } from "@/stores/fetcher";
import { $householdCheckout, $householdQuote } from "@/stores/payments";
import { Dialog } from "@/ui/Dialog";
import "./family-checkout.css";

interface Choice {
  chosen: boolean;
  package: TrainingKey;
  duration: TrainingDuration;
}

export function FamilyCheckout({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: family } = useStore($family);
  const { data: packages } = useStore($trainingPackages);
  const quoteState = useStore($householdQuote);
  const payState = useStore($householdCheckout);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [quote, setQuote] = useState<Awaited<ReturnType<typeof $householdQuote.mutate>> | null>(null);
  // A failed price or payment resolves to nothing and leaves its error in its store (stores/fetcher.ts).
  const failure = quoteState.error ?? payState.error;
  const problem = failure === undefined ? null : errorMessage(failure);

  const players = family?.players ?? [];
  const firstPackage = packages?.[0]?.key ?? "regular";
  const choiceOf = (id: string): Choice =>
    choices[id] ?? { chosen: false, package: firstPackage, duration: "1month" };
  const lines: HouseholdChoice[] = players
    .filter((p) => choiceOf(p._id).chosen)
    .map((p) => ({ player: p._id, package: choiceOf(p._id).package, duration: choiceOf(p._id).duration }));

  function change(id: string, patch: Partial<Choice>) {
    setChoices((all) => ({ ...all, [id]: { ...choiceOf(id), ...patch } }));
    // A changed choice needs a new price before paying.
    setQuote(null);
    forgetFailures();
  }

  function forgetFailures() {
    clearMutationError($householdQuote);
    clearMutationError($householdCheckout);
  }

  async function seePrice() {
    forgetFailures();
    setQuote((await $householdQuote.mutate(lines)) ?? null);
  }

  async function pay() {
    if (!quote) return;
    forgetFailures();
    const url = await $householdCheckout.mutate({ lines, total: quote.total });
    // Refused (the server's price may have changed): ask again before paying.
    if (url === undefined) setQuote(null);
  }

  const busy = quoteState.loading || payState.loading;

  return (
    <Dialog
      open={open}
      title="Pay for several players"
      onClose={() => {
        forgetFailures();
        onClose();
      }}
      dismissible={!payState.loading}
    >
      <div className="dash-family-checkout">
        <p>
          Choose training for each player and pay once. Players paid for together get the household discount
          from the second player on.
        </p>
        <fieldset className="dash-family-checkout__players">
          <legend>Players</legend>
          {players.map((player) => {
            const choice = choiceOf(player._id);
            const id = `family-line-${player._id}`;
            return (
              <div key={player._id} className="dash-family-checkout__player">
                <label className="dash-family-checkout__name">
                  <input
                    type="checkbox"
                    checked={choice.chosen}
                    onChange={(e) => change(player._id, { chosen: e.target.checked })}
                  />{" "}
                  {player.fullName}
                  {player.self ? " (you)" : ""}
                </label>
                {choice.chosen && (
                  <div className="dash-family-checkout__options">
                    <label htmlFor={`${id}-package`}>Package for {player.fullName}</label>
                    <select
                      id={`${id}-package`}
                      value={choice.package}
                      onChange={(e) => change(player._id, { package: e.target.value as TrainingKey })}
                    >
                      {(packages ?? []).map((pkg) => (
                        <option key={pkg.key} value={pkg.key}>
                          {pkg.name}
                        </option>
                      ))}
                    </select>
                    <label htmlFor={`${id}-duration`}>Duration for {player.fullName}</label>
                    <select
                      id={`${id}-duration`}
                      value={choice.duration}
                      onChange={(e) => change(player._id, { duration: e.target.value as TrainingDuration })}
                    >
                      {TRAINING_DURATIONS.map((d) => (
                        <option key={d} value={d}>
                          {TRAINING_DURATION_LABELS[d]}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
              </div>
            );
          })}
        </fieldset>

        {quote && (
          <div className="dash-family-checkout__quote-frame">
            <table className="dash-family-checkout__quote">
              <caption>
                Your price
                {quote.discountPercent > 0
                  ? `: ${quote.discountPercent}% household discount from the second player`
                  : ""}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Player</th>
                  <th scope="col">Price</th>
                  <th scope="col">Discount</th>
                  <th scope="col">To pay</th>
                </tr>
              </thead>
              <tbody>
                {quote.lines.map((line) => (
                  <tr key={line.player}>
                    <th scope="row">
                      {line.playerName}
                      <span className="dash-family-checkout__what">{line.description}</span>
                    </th>
                    <td>{formatNaira(line.price)}</td>
                    <td>{line.discount > 0 ? `-${formatNaira(line.discount)}` : "—"}</td>
                    <td>{formatNaira(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    Total
                  </th>
                  <td>{formatNaira(quote.total)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}

        {problem && (
          <p className="dash-alert" role="alert">
            {problem}
          </p>
        )}

        <div className="dash-family-checkout__actions">
          {quote ? (
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void pay()}>
              {payState.loading ? "Processing..." : `Pay ${formatNaira(quote.total)}`}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || lines.length === 0}
              onClick={() => void seePrice()}
            >
              {quoteState.loading ? "Pricing..." : "See the price"}
            </button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
