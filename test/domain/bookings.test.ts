import { describe, expect, it } from "vitest";
import { stayInDescription } from "../../src/domain/bookings";

describe("a booked stay told by a description", () => {
  it.each([
    ["Airbnb reservation HM4KX2 - Jane Doe (3 nights)", { code: "HM4KX2", guest: "Jane Doe", nights: 3, checkIn: null }],
    ["Airbnb reservation HM250100007 - Priya Nair - from 01/27/2025 (3 nights)", { code: "HM250100007", guest: "Priya Nair", nights: 3, checkIn: "01/27/2025" }],
    ["Booking 48213A for Mary-Kate O'Neil, 2 nights", { code: "48213A", guest: "Mary-Kate O'Neil", nights: 2, checkIn: null }],
    ["VRBO booking - guest: J. Doe", { code: null, guest: "J. Doe", nights: null, checkIn: null }],
    // A code of letters or digits alone, where the line says it is one.
    ["Airbnb reservation HMUCCP - Wes Thornbury (2 nights)", { code: "HMUCCP", guest: "Wes Thornbury", nights: 2, checkIn: null }],
    ["VRBO reservation 4471902 - Ana Ruiz (2 nights)", { code: "4471902", guest: "Ana Ruiz", nights: 2, checkIn: null }],
    // A word in lower case, or one a bank writes there, is no code.
    ["Airbnb reservation payout - Jane Doe (3 nights)", { code: null, guest: "Jane Doe", nights: 3, checkIn: null }],
    ["AIRBNB RESERVATION PAYOUT (2 nights)", { code: null, guest: null, nights: 2, checkIn: null }],
    // Parts set apart by slashes, as some bookkeepers write them.
    ["Airbnb HM4QZ8T2KD / Brian Kowalczyk / 4 nights, Jun 12-16", { code: "HM4QZ8T2KD", guest: "Brian Kowalczyk", nights: 4, checkIn: null }],
    ["Direct booking (TRG-2291) / Gary Lindqvist / 2 nights, Sep 24-26", { code: null, guest: "Gary Lindqvist", nights: 2, checkIn: null }],
    // A code of capitals alone, where the line has lower case, is no guest.
    ["Airbnb HMHJKVJHPX / Paul Hendrickx / 3 nights, Feb 13-16 (incl. $175 cleaning fee)", { code: null, guest: "Paul Hendrickx", nights: 3, checkIn: null }],
  ])("reads %s", (description, stay) => {
    expect(stayInDescription(description)).toEqual(stay);
  });

  it("is no stay without a word of booking or a night count, and no guest is a word of the booking", () => {
    expect(stayInDescription("ZELLE FROM MARIA GARCIA RENT")).toBeNull();
    expect(stayInDescription("Airbnb payout - Host Fee")).toBeNull();
    expect(stayInDescription("Reservation HM1 payout (2 nights)")?.guest).toBeNull();
  });
  it("reads the dates a line writes without a year near its transaction's date, a week let from a day, and a family or party as the guest", () => {
    expect(stayInDescription("Week of Jul 11 (Sat-Sat) - Okafor family, Vrbo #71842209", "2026-07-11")).toEqual({ code: "71842209", guest: "Okafor family", nights: 7, checkIn: "2026-07-11" });
    expect(stayInDescription("Fall weekend Oct 9-12 - Lindqvist party, direct", "2026-10-09")).toEqual({ code: null, guest: "Lindqvist party", nights: 3, checkIn: "2026-10-09" });
    // Across a month's end and a year's, and paid out after the stay.
    expect(stayInDescription("Stay Dec 28-3 - Ruiz family", "2027-01-04")).toMatchObject({ nights: 6, checkIn: "2026-12-28" });
    expect(stayInDescription("Airbnb HM4QZ8T2KD / Brian Kowalczyk / 4 nights, Jun 12-16", "2026-06-18")).toMatchObject({ nights: 4, checkIn: "2026-06-12" });
    // Dates that disagree with the line's own nights are not its stay's: it keeps its nights and its own date.
    expect(stayInDescription("Midterm rental - Dana Whit, 29 nights, Mar 3-Jun 1", "2026-04-01")).toMatchObject({ nights: 29, checkIn: null });
    // Dates alone, with no guest or code beside them, are no booking; nor is a month's rent.
    expect(stayInDescription("Porch repair Jun 3-5", "2026-06-05")).toBeNull();
    expect(stayInDescription("Unit A base rent - Driftwood Bakehouse, March 2026", "2026-03-01")).toBeNull();
  });
  it("reads a month's line of a longer stay that dates the whole stay as that one stay", () => {
    expect(stayInDescription("Furnished Finder stay - Jolene Strickland (travel nurse) - Nov 2026, 30 nights of a 120-night stay Aug 20-Dec 18", "2026-11-01")).toEqual({ code: null, guest: "Jolene Strickland", nights: 120, checkIn: "2026-08-20", whole: true });
  });
});
