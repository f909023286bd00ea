/**
 * Where the club's messages reach the member besides this screen (docs/decisions/0190-messages-on-members-channels.md):
 * WhatsApp, SMS and this device, each turned on only after agreeing to its consent text in a
 * dialog (a confirmation then arrives there, saying how to stop); the order they are tried in; the
 * kinds of message they want; and the quiet hours. Email is the Notification Emails setting (Billings).
 */
import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { MessageSettingsResponse } from "@/shared/api/console-contract";
import {
  CHANNEL_NAMES,
  CHOOSABLE_MESSAGE_KINDS,
  MESSAGE_KINDS,
  type MessageChannel,
} from "@/shared/domain/lists";
import { QUIET_FROM, QUIET_UNTIL } from "@/shared/domain/messaging";
import { displayPhone } from "@/shared/domain/phone";
import { $messageChoices, $messageConsent, $messageSettings, $subscribePush } from "@/stores/messaging";
import { Dialog } from "@/ui/Dialog";
import { Loading } from "@/ui/Loading";

type ChannelState = MessageSettingsResponse["channels"][number];

function ConsentDialog({
  channel,
  onClose,
  onTurnedOn,
}: {
  channel: ChannelState | null;
  onClose: () => void;
  onTurnedOn: (channel: MessageChannel) => void;
}) {
  const consent = useStore($messageConsent);
  const push = useStore($subscribePush);
  const { data: settings } = useStore($messageSettings);
  const busy = consent.loading || push.loading;
  const error = consent.error ?? push.error;
  const agree = async () => {
    if (!channel) return;
    if (channel.channel === "push" && !channel.available && settings?.pushKey) {
      const subscribed = await $subscribePush.mutate({ pushKey: settings.pushKey });
      if (!subscribed) return;
    }
    const answer = await $messageConsent.mutate({
      channel: channel.channel,
      optIn: true,
      consentVersion: channel.consentVersion,
    });
    if (answer) {
      onClose();
      onTurnedOn(channel.channel);
    }
  };
  return (
    <Dialog
      open={channel !== null}
      title={channel ? `Messages by ${CHANNEL_NAMES[channel.channel]}` : ""}
      onClose={onClose}
      dismissible={!busy}
    >
      {channel && (
        <>
          <p>{channel.consentText}</p>
          {(channel.channel === "whatsapp" || channel.channel === "sms") && settings && (
            <p>
              They go to <strong>{displayPhone(settings.phoneNumber)}</strong>.
            </p>
          )}
          {error && (
            <p className="form-error" role="alert">
              {errorMessage(error)}
            </p>
          )}
          <div className="dash-dialog__actions">
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void agree()}>
              {busy ? "Turning on..." : "I agree, turn on"}
            </button>
            <button type="button" className="btn btn-outline" disabled={busy} onClick={onClose}>
              Cancel
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}

function ChannelRow({
  state,
  onTurnOn,
  focusOff,
}: {
  state: ChannelState;
  onTurnOn: () => void;
  /** Just turned on: its Turn off button takes the focus the closed dialog gives back. */
  focusOff: boolean;
}) {
  const consent = useStore($messageConsent);
  const off = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusOff || !state.optedIn) return;
    // After the dialog has closed and given focus back to the Turn on button it replaced.
    const later = setTimeout(() => off.current?.focus(), 0);
    return () => clearTimeout(later);
  }, [focusOff, state.optedIn]);
  const canAsk =
    state.available || (state.channel === "push" && state.unavailableReason?.startsWith("Allow"));
  return (
    <li className="dash-channels__item">
      <span className="dash-channels__name">{CHANNEL_NAMES[state.channel]}</span>
      <span className="dash-channels__state">{state.optedIn ? "On" : "Off"}</span>
      {state.optedIn ? (
        <button
          ref={off}
          type="button"
          className="btn btn-outline"
          disabled={consent.loading}
          aria-label={`Turn off ${CHANNEL_NAMES[state.channel]}`}
          onClick={() => void $messageConsent.mutate({ channel: state.channel, optIn: false })}
        >
          Turn off
        </button>
      ) : canAsk ? (
        <button
          type="button"
          className="btn btn-outline"
          aria-label={`Turn on ${CHANNEL_NAMES[state.channel]}`}
          onClick={onTurnOn}
        >
          Turn on
        </button>
      ) : (
        <span className="dash-channels__why">{state.unavailableReason}</span>
      )}
    </li>
  );
}

function Choices({ settings }: { settings: MessageSettingsResponse }) {
  const id = useId();
  const choices = useStore($messageChoices);
  const move = (index: number, by: -1 | 1) => {
    const order = [...settings.order];
    const [channel] = order.splice(index, 1);
    order.splice(index + by, 0, channel!);
    void $messageChoices.mutate({ order, kindsOff: settings.kindsOff });
  };
  const toggleKind = (kind: (typeof CHOOSABLE_MESSAGE_KINDS)[number], on: boolean) =>
    void $messageChoices.mutate({
      order: settings.order,
      kindsOff: on ? settings.kindsOff.filter((k) => k !== kind) : [...settings.kindsOff, kind],
    });
  const onChannel = (channel: MessageChannel) =>
    settings.channels.find((c) => c.channel === channel)?.optedIn;
  return (
    <>
      <h3 id={`${id}-order`} className="dash-channels__subtitle">
        Order
      </h3>
      <p className="dash-setting__help">
        Each message goes by the first channel that is on; if it cannot be delivered there, by the next.
      </p>
      <ol className="dash-channels__order" aria-labelledby={`${id}-order`}>
        {settings.order.map((channel, index) => (
          <li key={channel} className="dash-channels__item">
            <span className="dash-channels__name">
              {CHANNEL_NAMES[channel]}
              {!onChannel(channel) && <span className="dash-channels__why"> (off)</span>}
            </span>
            <button
              type="button"
              className="btn btn-outline"
              disabled={index === 0 || choices.loading}
              aria-label={`Move ${CHANNEL_NAMES[channel]} up`}
              onClick={() => move(index, -1)}
            >
              Up
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={index === settings.order.length - 1 || choices.loading}
              aria-label={`Move ${CHANNEL_NAMES[channel]} down`}
              onClick={() => move(index, 1)}
            >
              Down
            </button>
          </li>
        ))}
      </ol>
      <fieldset className="dash-channels__kinds">
        <legend className="dash-channels__subtitle">Send me</legend>
        {CHOOSABLE_MESSAGE_KINDS.map((kind) => (
          <label key={kind} className="dash-setting__label">
            <input
              type="checkbox"
              checked={!settings.kindsOff.includes(kind)}
              disabled={choices.loading}
              onChange={(event) => toggleKind(kind, event.target.checked)}
            />
            {MESSAGE_KINDS[kind].label}
          </label>
        ))}
      </fieldset>
      {choices.error && (
        <p className="form-error" role="alert">
          {errorMessage(choices.error)}
        </p>
      )}
    </>
  );
}

export function MessageChannels() {
  const id = useId();
  const { data: settings, error } = useStore($messageSettings);
  const consent = useStore($messageConsent);
  const [asking, setAsking] = useState<ChannelState | null>(null);
  const [turnedOn, setTurnedOn] = useState<MessageChannel | null>(null);
  return (
    <section className="dash-card dash-setting dash-channels" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="dash-setting__title">
        Messages on your phone
      </h2>
      <p className="dash-setting__help">
        Get club notifications on WhatsApp, by SMS or on this device too. Between {QUIET_FROM} and{" "}
        {QUIET_UNTIL} (Lagos time) they wait until morning, unless something you are booked for today is
        cancelled.
      </p>
      {!settings ? (
        error ? (
          <p className="form-error" role="alert">
            {errorMessage(error)}
          </p>
        ) : (
          <Loading label="Loading message settings..." />
        )
      ) : (
        <>
          <ul className="dash-channels__list">
            {settings.channels
              .filter((state) => state.channel !== "email")
              .map((state) => (
                <ChannelRow
                  key={state.channel}
                  state={state}
                  onTurnOn={() => setAsking(state)}
                  focusOff={turnedOn === state.channel}
                />
              ))}
          </ul>
          {consent.error && !asking && (
            <p className="form-error" role="alert">
              {errorMessage(consent.error)}
            </p>
          )}
          <Choices settings={settings} />
        </>
      )}
      <ConsentDialog channel={asking} onClose={() => setAsking(null)} onTurnedOn={setTurnedOn} />
    </section>
  );
}
