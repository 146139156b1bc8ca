// A generated company of any size for the volume benchmark (npm run bench:volume): properties, ten
// years of bank exports per property and a library of documents in every supported format. Seeded
// and deterministic; nothing here is committed data, and nothing names a real company.
import { csv, daysIn, money, pad, random, usDate } from "./demo-data";
import { makeDocx, makePdf } from "./document-files";

export interface VolumeSize {
  properties: number;
  years: number;
  documents: number;
  /** The last year of books (the benchmark reads its reports). */
  lastYear: number;
}

const STREETS = ["Maple", "Oak", "Pine", "Cedar", "Elm", "Walnut", "Chestnut", "Spruce", "Willow", "Aspen", "Juniper", "Hickory", "Poplar", "Sycamore", "Magnolia", "Laurel", "Hawthorn", "Linden", "Alder", "Birch"];
const KINDS = ["Street", "Avenue", "Court", "Lane", "Drive", "Road", "Place", "Way"];
const TOWNS = ["Riverton", "Lakewood", "Fairview", "Brookside", "Hillcrest", "Greenfield", "Westbrook", "Oakridge"];
const FIRST = ["Maria", "James", "Priya", "Chen", "Olivia", "Noah", "Ava", "Liam", "Sofia", "Mateo", "Amara", "Ethan", "Hana", "Lucas", "Zoe", "Omar"];
const LAST = ["Garcia", "Smith", "Patel", "Wong", "Johnson", "Brown", "Nguyen", "Lopez", "Kim", "Okafor", "Miller", "Davis", "Rossi", "Haddad", "Silva", "Young"];

export interface VolumeProperty {
  input: Record<string, unknown>;
  tenant: string;
  rentCents: number;
}

export function volumeProperties(size: VolumeSize, seed = 7): VolumeProperty[] {
  const rand = random(seed);
  return Array.from({ length: size.properties }, (_, i) => {
    const acquired = size.lastYear - size.years - Math.floor(rand() * 5);
    const price = 200_000_00 + Math.floor(rand() * 400_000_00);
    const land = Math.round(price * 0.2);
    const rentCents = Math.round((1200 + rand() * 2000) * 100);
    return {
      tenant: `${FIRST[Math.floor(rand() * FIRST.length)]} ${LAST[Math.floor(rand() * LAST.length)]}`,
      rentCents,
      input: {
        address: `${100 + i * 7} ${STREETS[i % STREETS.length]} ${KINDS[Math.floor(i / STREETS.length) % KINDS.length]}, ${TOWNS[i % TOWNS.length]}`,
        acquisition_date: `${acquired}-0${1 + (i % 9)}-15`,
        purchase_price_total: money(price),
        land_basis: money(land),
        building_basis: money(price - land),
        placed_in_service: `${acquired}-${pad(2 + (i % 9))}-01`,
        extra_metadata: { use: "long-term rental" },
      },
    };
  });
}

/**
 * One bank export per property and year: rent, utilities, mortgage interest, insurance, taxes,
 * repairs and supplies, about `perYear` rows.
 */
export function bankExport(property: VolumeProperty, index: number, year: number, perYear: number, seed = 11): string {
  const rand = random(seed * 1000 + index * 37 + year);
  const rows = [["Posting Date", "Description", "Amount"]];
  const perMonth = Math.max(1, Math.round(perYear / 12));
  for (let m = 1; m <= 12; m++) {
    const lines: [number, string, number][] = [
      [1, `ZELLE FROM ${property.tenant.toUpperCase()} RENT`, property.rentCents],
      [4, "CITY ELECTRIC UTILITY PAYMENT", -Math.round(6000 + rand() * 12000)],
      [8, "MUNICIPAL WATER SEWER", -Math.round(4000 + rand() * 5000)],
      [15, "FIRST HOME MORTGAGE INTEREST", -Math.round(property.rentCents * 0.45)],
      [24, "WASTE SERVICES TRASH", -3450],
    ];
    while (lines.length < perMonth) {
      const pick = rand();
      const day = 2 + Math.floor(rand() * (daysIn(year, m) - 2));
      if (pick < 0.3) lines.push([day, `HARDWARE STORE #${1000 + Math.floor(rand() * 9000)}`, -Math.round(1500 + rand() * 30000)]);
      else if (pick < 0.5) lines.push([day, "ACE PLUMBING REPAIR", -Math.round(9000 + rand() * 60000)]);
      else if (pick < 0.65) lines.push([day, "GREEN LAWN CARE", -Math.round(5000 + rand() * 5000)]);
      else if (pick < 0.8) lines.push([day, "CLEANING SERVICES LLC", -Math.round(8000 + rand() * 20000)]);
      else if (pick < 0.9) lines.push([day, `LATE FEE ${property.tenant.toUpperCase()}`, 5000]);
      else lines.push([day, "PEST CONTROL SERVICE", -Math.round(6000 + rand() * 4000)]);
    }
    if (m === 3) lines.push([20, "MUTUAL INSURANCE PREMIUM", -Math.round(90000 + rand() * 90000)]);
    if (m === 4 || m === 10) lines.push([28, "COUNTY TREASURER PROPERTY TAX", -Math.round(100000 + rand() * 150000)]);
    for (const [day, description, cents] of lines.sort((a, b) => a[0] - b[0])) rows.push([usDate(year, m, Math.min(day, daysIn(year, m))), description, money(cents)]);
  }
  return csv(rows);
}

export interface VolumeDocument {
  filename: string;
  contentType: string;
  body: string | Uint8Array;
  doc_type: string;
  title: string;
  doc_date: string;
  property: number;
}

const CLAUSES = [
  "The tenant shall pay rent of {rent} on the first day of each month, by transfer to the landlord's account.",
  "A security deposit of {deposit} is held by the landlord and returned within thirty days after the lease ends, less any damage beyond normal wear.",
  "The lease begins on {start} and ends on {end}, unless renewed in writing by both parties.",
  "The tenant is responsible for electricity and internet; the landlord pays water, sewer and trash collection.",
  "No pets are allowed without the landlord's written consent; an approved pet adds a deposit of $300.00.",
  "Rent received more than five days late carries a late fee of $50.00.",
  "The landlord may enter the premises with twenty-four hours notice for repairs and inspections.",
  "Smoking is not permitted anywhere on the property, including balconies and garages.",
  "The tenant shall keep the premises clean and report any water leak or appliance failure promptly.",
  "Either party may end a renewed month-to-month tenancy with sixty days written notice.",
];
const POLICY = [
  "The dwelling is covered for {coverage} against fire, wind and hail, subject to a deductible of {deductible}.",
  "Liability coverage is $1,000,000 per occurrence for bodily injury and property damage on the premises.",
  "Loss of rents is covered for up to twelve months while the dwelling cannot be occupied after a covered loss.",
  "Flood and earthquake are excluded unless added by endorsement.",
  "The policy period runs from {start} to {end}; the premium is {premium}, paid annually.",
];
const INVOICE = ["Labor", "Parts", "Trip charge", "Disposal fee", "Materials"];

/** `size.documents` documents: leases, insurance policies and repair invoices, in six formats. */
export function volumeDocuments(size: VolumeSize, properties: VolumeProperty[], seed = 13): VolumeDocument[] {
  const rand = random(seed);
  const formats = ["md", "txt", "html", "pdf", "docx", "csv"] as const;
  return Array.from({ length: size.documents }, (_, i) => {
    const p = i % properties.length;
    const property = properties[p]!;
    const year = size.lastYear - Math.floor(rand() * size.years);
    const kind = i % 3 === 0 ? "insurance" : i % 3 === 1 ? "lease" : "invoice";
    const fill = (text: string) =>
      text
        .replace("{rent}", `$${money(property.rentCents)}`)
        .replace("{deposit}", `$${money(property.rentCents)}`)
        .replace("{start}", `${year}-0${1 + (i % 9)}-01`)
        .replace("{end}", `${year + 1}-0${1 + (i % 9)}-01`)
        .replace("{coverage}", `$${(250 + Math.floor(rand() * 300)) * 1000}.00`)
        .replace("{deductible}", `$${[500, 1000, 2500][i % 3]}.00`)
        .replace("{premium}", `$${money(90000 + Math.floor(rand() * 90000))}`);
    const address = String(property.input.address);
    const title = kind === "lease" ? `Lease ${address} ${property.tenant} ${year} #${i}` : kind === "insurance" ? `Insurance policy ${address} ${year} #${i}` : `Repair invoice ${address} ${year} #${i}`;
    const paragraphs =
      kind === "lease"
        ? [`Residential lease between the landlord and ${property.tenant} for ${address}.`, ...CLAUSES.filter(() => rand() < 0.8).map(fill)]
        : kind === "insurance"
          ? [`Dwelling policy DP-${100000 + i} for ${address}.`, ...POLICY.map(fill)]
          : [`Invoice ${5000 + i} for work at ${address}.`, ...INVOICE.filter(() => rand() < 0.7).map((line) => `${line}: $${money(2000 + Math.floor(rand() * 40000))}`)];
    const format = formats[i % formats.length]!;
    const doc_type = kind === "lease" ? "other" : kind === "insurance" ? "insurance:policy" : "accounting:invoice";
    const base = { doc_type, title, doc_date: `${year}-0${1 + (i % 9)}-01`, property: p };
    const name = `${kind}-${i}`;
    switch (format) {
      case "md":
        return { ...base, filename: `${name}.md`, contentType: "text/markdown", body: `# ${title}\n\n${paragraphs.join("\n\n")}\n` };
      case "txt":
        return { ...base, filename: `${name}.txt`, contentType: "text/plain", body: `${title}\n\n${paragraphs.join("\n\n")}\n` };
      case "html":
        return { ...base, filename: `${name}.html`, contentType: "text/html", body: `<html><body><h1>${title}</h1>${paragraphs.map((x) => `<p>${x}</p>`).join("")}</body></html>` };
      case "pdf":
        return { ...base, filename: `${name}.pdf`, contentType: "application/pdf", body: makePdf([[title, ...paragraphs]]) };
      case "docx":
        return { ...base, filename: `${name}.docx`, contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", body: makeDocx([{ heading: 1, text: title }, ...paragraphs]) };
      case "csv":
        return {
          ...base,
          filename: `${name}.csv`,
          contentType: "text/csv",
          body: `Item,Detail\nTitle,"${title}"\n${paragraphs.map((x, j) => `Line ${j + 1},"${x.replace(/"/g, '""')}"`).join("\n")}\n`,
        };
    }
  });
}
