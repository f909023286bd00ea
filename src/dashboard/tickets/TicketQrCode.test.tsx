/**
 * The ticket's QR code stays at error correction L: the longest pass (three initials, 135
 * characters) then fits version 7, 45 modules plus a margin of 2 on each side. At level M it would
 * need version 8 (49 modules), too fine for a camera at arm's length at 200 px.
 */
import { QRCodeSVG } from "qrcode.react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { encodePassBody, joinPass } from "@/shared/domain/ticket-pass";
import TicketQrCode, { QR_CODE_SIZE } from "./TicketQrCode";

const longestPass = joinPass(
  encodePassBody({
    keyId: "0a1b2c3d",
    ticketId: "65a1b2c3d4e5f6a7b8c9d0e1",
    tournamentId: "65a1b2c3d4e5f6a7b8c9d0e2",
    initials: "ABC",
    issuedAt: new Date("2026-11-01T10:00:00Z"),
  }),
  new Uint8Array(64).fill(0xa7),
);

const modules = (svg: string) => Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);

describe("the ticket's QR code", () => {
  it("holds the longest pass at error correction L, version 7, 200 px", () => {
    expect(longestPass).toHaveLength(135);
    const svg = renderToStaticMarkup(<TicketQrCode value={longestPass} label="QR code of your ticket" />);
    expect(svg).toContain(`width="${QR_CODE_SIZE}"`);
    expect(modules(svg)).toBe(45 + 2 * 2);
    // The same drawing as level L, and not the same as level M.
    const at = (level: "L" | "M") =>
      renderToStaticMarkup(
        <QRCodeSVG value={longestPass} size={QR_CODE_SIZE} level={level} marginSize={2} />,
      );
    const paths = (markup: string) => [...markup.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]);
    expect(paths(svg)).toEqual(paths(at("L")));
    expect(modules(at("M"))).toBe(49 + 2 * 2);
  });
});
