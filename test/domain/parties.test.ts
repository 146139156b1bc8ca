import { describe, expect, it } from "vitest";
import { namesOfRolesIn, partiesOf } from "../../src/domain/parties";

describe("the parties a paper names at its start", () => {
  it("reads 'Role: Name' with whoever acts for it, and 'Name (the \"Role\")'", () => {
    const opening = "# Cleaning Agreement\n\nOwner: Ridge Trail Homes LLC, by its Manager Ada Park. Contractor: Sparkle & Shine Co, Ames, IA.\n";
    expect(partiesOf(opening)).toEqual([
      { role: "Owner", names: ["Ridge Trail Homes LLC", "Manager Ada Park"] },
      { role: "Contractor", names: ["Sparkle & Shine Co"] },
    ]);
    expect(partiesOf('This Lease is made between Ridge Trail Homes LLC (the "Landlord") and Ben Cho ("Tenant").')).toEqual([
      { role: "Landlord", names: ["Ridge Trail Homes LLC"] },
      { role: "Tenant", names: ["Ben Cho"] },
    ]);
    expect(partiesOf("Landlord: Ridge Trail Homes LLC, through its agent Keystone Realty, Inc. Tenant: Ben Cho.")).toEqual([
      { role: "Landlord", names: ["Ridge Trail Homes LLC", "Keystone Realty"] },
      { role: "Tenant", names: ["Ben Cho"] },
    ]);
  });

  it("takes no date, number or address for a name", () => {
    expect(partiesOf("Policy period: April 2, 2026 to April 2, 2027. Policy number: DP3-5520. Mailing address: PO Box 60417, Ames. Property: 5 Ridge Trail.")).toEqual([]);
  });

  it("gives the names of the parties a clause speaks of by their capitalized role", () => {
    const parties = partiesOf("Owner: Ridge Trail Homes LLC, by its Manager Ada Park. Contractor: Sparkle & Shine Co.");
    expect(namesOfRolesIn("The Contractor may buy supplies up to $200 without the Owner's approval.", parties)).toEqual(["Ridge Trail Homes LLC", "Manager Ada Park", "Sparkle & Shine Co"]);
    // "owner" in lower case is a word, not the party.
    expect(namesOfRolesIn("Each owner of a unit pays dues.", parties)).toEqual([]);
  });
});
