/**
 * Finding a ticket holder by name, for someone whose ticket will not scan: the tournament's tickets
 * whose holder matches, each let in through the same check as a scan of its code.
 */
import { useStore } from "@nanostores/react";
import { $holderSearch, letHolderIn, searchHolders, setHolderQuery } from "@/stores/gate";
import { lagosTime } from "../publishing";

export function HolderSearch() {
  const { query, found, error } = useStore($holderSearch);

  return (
    <div className="gate-tool">
      <h2 className="gate-tool__title" id="gate-search-title">
        Find a ticket holder
      </h2>
      <form
        aria-labelledby="gate-search-title"
        onSubmit={(event) => {
          event.preventDefault();
          void searchHolders();
        }}
      >
        <label htmlFor="gate-search">Holder’s name</label>
        <div className="gate-tool__row">
          <input
            id="gate-search"
            type="search"
            value={query}
            autoComplete="off"
            aria-describedby={error ? "gate-search-error" : undefined}
            onChange={(event) => setHolderQuery(event.target.value)}
          />
          <button type="submit" className="btn btn-secondary">
            Search
          </button>
        </div>
      </form>
      {error && (
        <p id="gate-search-error" className="field-error" role="alert">
          {error}
        </p>
      )}
      {found && (
        <div role="status" aria-live="polite">
          {found.holders.length === 0 ? (
            <p>No ticket holder of this tournament matches “{query}”.</p>
          ) : (
            <ul className="gate-holders" aria-label="Ticket holders found">
              {found.holders.map((h) => (
                <li key={h._id} className="gate-holders__item">
                  <span>
                    <strong>{h.holder}</strong> <span className="gate-holders__token">{h.token}</span>
                    <br />
                    {h.void
                      ? "Void ticket: refunded or its tournament cancelled"
                      : h.checkIn
                        ? `Checked in ${lagosTime(h.checkIn.at)} on ${h.checkIn.deviceName ?? h.checkIn.deviceId}`
                        : "Not checked in yet"}
                  </span>
                  {!h.void && !h.checkIn && (
                    <button
                      type="button"
                      className="btn btn-primary"
                      aria-label={`Let ${h.holder} in`}
                      onClick={() => void letHolderIn(h.token)}
                    >
                      Let in
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {found.more && <p>More holders match: type more of the name.</p>}
          {found.offline && <p>Found in the tickets kept on this phone (offline).</p>}
        </div>
      )}
    </div>
  );
}
