import { describe, expect, it } from "vitest";
import {
  accountDeletedMail,
  paymentFailureMail,
  paymentReceiptMail,
  ticketMail,
  welcomeMail,
} from "./templates";

const tobi = { fullName: "Tobi Adeyemi", email: "tobi@example.com" };

describe("mail templates", () => {
  it("greet the member by first name", () => {
    expect(welcomeMail(tobi, "https://club.example").text).toMatch(/^Hi Tobi,/);
  });

  it("put the ticket code, date and venue in the ticket mail", () => {
    const mail = ticketMail(
      tobi,
      {
        tournamentName: "Ibadan Open",
        date: "2027-03-13T08:00:00.000Z",
        time: "9:00 AM",
        location: "Liberty Stadium Courts, Ibadan",
        token: "TC-1234567890",
        price: 6000,
      },
      "https://club.example",
    );
    expect(mail.subject).toBe("Your ticket for Ibadan Open");
    expect(mail.text).toContain("TC-1234567890");
    expect(mail.text).toContain("13 Mar 2027");
    expect(mail.text).toContain("Liberty Stadium Courts, Ibadan");
    expect(mail.text).toContain("₦6,000");
  });

  it("show the amount and reference on receipts and failures", () => {
    const payment = {
      description: "Premium Quarterly membership",
      amount: 15000,
      reference: "ref_1",
      date: "2026-11-22T12:00:00Z",
    };
    expect(paymentReceiptMail(tobi, payment).text).toMatch(/₦15,000[\s\S]*ref_1/);
    expect(paymentFailureMail(tobi, payment, "https://club.example").text).toContain(
      "https://club.example/u/billings",
    );
  });

  it("confirm the deletion and say payment records are kept", () => {
    expect(accountDeletedMail(tobi).text).toMatch(/record of past payments/);
  });
});
