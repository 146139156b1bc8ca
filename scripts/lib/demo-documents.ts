// The demo company's papers, written for this project: articles of organization, operating agreement,
// EIN letter, the Alder Street insurance policy, the Birch Avenue lease and one month's bank
// statement, as PDF, DOCX and Markdown. Every name, number and date agrees with the demo data
// (scripts/lib/demo-data.ts). Pure and deterministic, so it runs in Node and inside workerd.
import { DEMO_COMPANY, demoFiles } from "./demo-data";
import { makeDocx, makePdf, type DocxBlock } from "./document-files";

export interface DemoDocument {
  filename: string;
  contentType: string;
  doc_type: string;
  title: string;
  doc_date: string;
  body: Uint8Array | string;
  /** The demo property the document is filed under; none for the company's own papers. */
  property?: "alder" | "birch" | "cedar";
}

const PDF = "application/pdf";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const MARKDOWN = "text/markdown";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const longDate = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
};
const usd = (cents: number) => (cents < 0 ? "-" : "") + Math.abs(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function articles(): DemoDocument {
  const C = DEMO_COMPANY; // read when called: demo-data.ts imports this module too
  const pages = [
    [
      "Colorado Secretary of State",
      `ID number: ${C.state_filing_number}. Document number: ${C.state_filing_number}. Filed: 02/11/2019 09:14 AM. Amount paid: $50.00.`,
      "ARTICLES OF ORGANIZATION filed pursuant to section 7-80-203 and section 7-80-204 of the Colorado Revised Statutes (C.R.S.)",
      `1. The domestic entity name of the limited liability company is ${C.legal_name}.`,
      `2. The principal office street address is 1420 Alder Street, Denver, CO 80205, United States. The principal office mailing address is ${C.mailing_address}, United States.`,
      `3. The registered agent name and registered agent street address are: ${C.registered_agent.name}, 1420 Alder Street, Denver, CO 80205, United States. The mailing address of the registered agent is ${C.registered_agent.address}.`,
      "4. The true name and mailing address of the person forming the limited liability company: Dana Whitfield, PO Box 1182, Denver, CO 80201, United States.",
      "5. The management of the limited liability company is vested in its members. The limited liability company has two members: Dana Whitfield and Luis Ortega.",
      "6. The limited liability company is formed to acquire, hold, lease and manage residential real estate in Colorado, and to engage in any lawful act or activity for which a limited liability company may be formed under the Colorado Limited Liability Company Act.",
      "7. The date of formation is the date and time these Articles of Organization are filed. There is no delayed effective date.",
    ],
    [
      "ARTICLES OF ORGANIZATION, continued (page 2 of 2)",
      "8. Notice: Causing this document to be delivered to the Secretary of State for filing shall constitute the affirmation or acknowledgment of each individual causing such delivery, under penalties of perjury, that the document is the individual's act and deed, or that the individual in good faith believes the document is the act and deed of the person on whose behalf the individual is causing the document to be delivered for filing, taken in conformity with the requirements of part 3 of article 90 of title 7, C.R.S.",
      "9. The true name and mailing address of the individual causing the document to be delivered for filing: Dana Whitfield, PO Box 1182, Denver, CO 80201, United States.",
      "10. The registered agent has consented to being so appointed.",
      `Periodic reports: the limited liability company files a periodic report with the Secretary of State each year during the three-month period that begins on the first day of the anniversary month of formation (February).`,
      `This document was filed electronically and is on file with the Colorado Secretary of State under ID number ${C.state_filing_number}. Certificate of filing issued February 11, 2019.`,
    ],
  ];
  return { filename: "Articles of Organization.pdf", contentType: PDF, doc_type: "formation:articles", title: "Articles of Organization", doc_date: C.formation_date, body: makePdf(pages) };
}

function operatingAgreement(): DemoDocument {
  const C = DEMO_COMPANY; // read when called: demo-data.ts imports this module too
  const text = `# Operating Agreement of ${C.legal_name}

A Colorado limited liability company, effective ${longDate(C.formation_date)}.

This Operating Agreement (the "Agreement") is made by Dana Whitfield and Luis Ortega, the members of ${C.legal_name} (the "Company"), who agree as follows.

## Article I. Formation

The Company was formed as a limited liability company under the Colorado Limited Liability Company Act by filing Articles of Organization with the Colorado Secretary of State on ${longDate(C.formation_date)}, ID number ${C.state_filing_number}. The Company's registered agent is ${C.registered_agent.name}, and its mailing address is ${C.mailing_address}.

## Article II. Business Purpose

The purpose of the Company is acquiring, holding, leasing and managing residential real estate, including long-term residential leases and short-term rentals of furnished dwellings, and any lawful activity related to that purpose. The Company shall not engage in any other business without the written consent of all Members.

## Article III. Capital Contributions

Dana Whitfield contributed $90,000.00 and Luis Ortega contributed $60,000.00 in cash on or before March 1, 2019. No Member is required to make any additional capital contribution. Additional contributions made with the consent of all Members are credited to the contributing Member's capital account and do not change the Percentage Interests unless the Members agree in writing.

## Article IV. Members

The members of the Company are Dana Whitfield, holding sixty percent (60%) of the membership interests, and Luis Ortega, holding forty percent (40%) of the membership interests (each a "Percentage Interest"). No other person is a member. A new member may be admitted only with the written consent of all Members.

| Member | Address | Percentage Interest |
| --- | --- | --- |
| Dana Whitfield | PO Box 1182, Denver, CO 80201 | 60% |
| Luis Ortega | 3391 Quebec Street, Denver, CO 80207 | 40% |

## Article V. Management

Dana Whitfield is the Managing Member and may sign leases, pay ordinary expenses, open bank accounts and hire property managers, cleaners and contractors on behalf of the Company. The purchase, sale, refinancing or encumbrance of any real property, any single expenditure over $15,000.00, and any loan to or from a Member require written consent from holders of at least seventy-five percent of the Percentage Interests.

## Article VI. Allocations and Distributions

Profits and losses are allocated to the Members in proportion to their Percentage Interests. The Managing Member shall distribute available cash at least quarterly, after keeping a reserve of not less than $10,000.00 for repairs, insurance and property taxes.

## Article VII. Books, Records and Taxes

The Company keeps its books on the cash method with a fiscal year ending December 31. The Company is taxed as a partnership, files IRS Form 1065 each year and gives each Member a Schedule K-1. Each property's income and expenses are kept separately. Records, including this Agreement, the Articles of Organization, leases, insurance policies and bank statements, are kept at the Company's principal office and are open to any Member.

## Article VIII. Transfers

No Member may sell, assign or pledge any part of a membership interest without first offering it to the other Member at the same price and terms. The other Member has thirty days to accept the offer.

## Article IX. Dissolution

The Company shall be dissolved upon the unanimous written consent of the Members or as required by law. On dissolution the Company's properties are sold or distributed, its debts paid, and the remainder distributed to the Members according to their capital accounts.

## Signatures

Signed by the Members on ${longDate(C.formation_date)}.

Dana Whitfield, Member (60%)

Luis Ortega, Member (40%)
`;
  return { filename: "Operating Agreement.md", contentType: MARKDOWN, doc_type: "formation:operating_agreement", title: `Operating Agreement of ${C.legal_name}`, doc_date: C.formation_date, body: text };
}

function einLetter(): DemoDocument {
  const C = DEMO_COMPANY; // read when called: demo-data.ts imports this module too
  const text = `# IRS Notice CP 575 G: Employer Identification Number Assigned

Department of the Treasury, Internal Revenue Service, Cincinnati, OH 45999-0023

Date of this notice: February 19, 2019

Employer Identification Number: ${C.ein}

Form: SS-4. Number of this notice: CP 575 G.

${C.legal_name.toUpperCase()}
DANA WHITFIELD MBR
PO BOX 1182
DENVER, CO 80201

## We assigned you an employer identification number

Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN ${C.ein}. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.

When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above. Any variation may cause a delay in processing, result in incorrect information in your account, or even cause you to be assigned more than one EIN.

## Your filing requirements

Based on the information received from you or your representative, you must file the following form by the date shown: Form 1065, U.S. Return of Partnership Income, due March 15, 2020, for the tax year ending December 31, 2019. Each partner receives a Schedule K-1.

A limited liability company (LLC) with two or more members is classified as a partnership for federal income tax purposes unless it elects to be treated as a corporation by filing Form 8832.

## Name control

The name control assigned to your business is FRON. Use this name control and your EIN when you file or pay electronically.

## Keep this part for your records

If you need a copy of this notice later, you can ask for Letter 147C, which confirms the EIN. Call 800-829-4933 and have your EIN ready.
`;
  return { filename: "EIN Letter CP 575.md", contentType: MARKDOWN, doc_type: "formation:ein_letter", title: "IRS EIN Assignment Letter (CP 575)", doc_date: "2019-02-19", body: text };
}

function insurancePolicy(year: number): DemoDocument {
  const C = DEMO_COMPANY; // read when called: demo-data.ts imports this module too
  const pages = [
    [
      "STATE FARM FIRE AND CASUALTY COMPANY",
      "RENTAL DWELLING POLICY - DECLARATIONS PAGE",
      `Policy number: 95-CK-4417-3. Named insured: ${C.legal_name}, ${C.mailing_address}. Agent: Karen Molina, State Farm Agent, 1600 Broadway, Denver, CO 80202.`,
      `Policy period: July 1, ${year} to July 1, ${year + 1}, 12:01 AM standard time at the insured location. The policy renews each year on July 1.`,
      "Insured location: 1420 Alder Street, Denver, CO 80205. One-family dwelling, frame construction, built 1924, rented to others on a short-term basis (home-sharing).",
      "COVERAGES AND LIMITS OF LIABILITY",
      "Coverage A, Dwelling: $425,000. Coverage B, Other Structures: $42,500. Coverage C, Landlord's Personal Property (furnishings and appliances): $25,000. Coverage D, Loss of Rents (fair rental value): actual loss sustained, up to 12 months, limit $60,000.",
      "Coverage L, Premises Liability: $1,000,000 each occurrence. Coverage M, Medical Payments to Others: $5,000 each person.",
      "DEDUCTIBLES",
      "The deductible on this policy is $2,500 per occurrence for all covered perils, except wind and hail. The wind and hail deductible is 1% of Coverage A, which is $4,250. The deductible does not apply to Coverage L or Coverage M.",
      `ANNUAL PREMIUM: $1,860.00, paid in full on July 1, ${year} by automatic payment from checking account ending 4821.`,
      "Mortgagee: Mr. Cooper, its successors and/or assigns, loan number 0712238845.",
    ],
    [
      "FORMS AND ENDORSEMENTS (page 2 of 3)",
      "FP-7955 Rental Dwelling Policy. FE-7420 Home-Sharing Endorsement. FE-5398 Inflation Coverage. FE-7261 Ordinance or Law, 10% of Coverage A.",
      "HOME-SHARING ENDORSEMENT FE-7420. This endorsement extends coverage to the insured location while it is rented to guests for periods of fewer than 30 consecutive days through a home-sharing platform such as Airbnb. Coverage C includes furnishings, linens and appliances provided for guests. Theft by a guest is covered up to $5,000 per occurrence, subject to the deductible.",
      "Loss of Rents under Coverage D is the short-term rental income the insured would have earned, less charges and expenses that do not continue, while the dwelling is uninhabitable after a covered loss. Platform host guarantees or damage protection payments are deducted from any loss paid.",
      "The named insured must keep records of bookings, payouts and guest stays and provide them to us on request after a loss.",
    ],
    [
      "CONDITIONS (page 3 of 3)",
      "Duties after loss: give us prompt notice, protect the property from further damage, make reasonable and necessary repairs, keep an accurate record of repair expenses, and send us a signed, sworn proof of loss within 60 days after our request.",
      "Loss settlement: covered losses to the dwelling are settled at replacement cost without deduction for depreciation, once repair or replacement is complete, up to the Coverage A limit. Until then we pay the actual cash value.",
      "Cancellation: the named insured may cancel at any time by notifying us. We may cancel for nonpayment of premium with 10 days' notice, or for other reasons permitted by Colorado law with 30 days' notice.",
      "Renewal: we will offer to renew this policy on July 1 at the premium then in effect unless we give notice of nonrenewal at least 45 days before the end of the policy period.",
      "Claims: call 800-732-5246 or report a claim at statefarm.com. Please have your policy number ready.",
    ],
  ];
  return { filename: `State Farm Policy Alder Street ${year}.pdf`, contentType: PDF, doc_type: "insurance:policy", title: `State Farm Rental Dwelling Policy, 1420 Alder Street, ${year}-${year + 1}`, doc_date: `${year}-06-10`, body: makePdf(pages), property: "alder" };
}

// A lease is none of the spec's document types: property:deed is the evidence of ownership (and a
// "property:deed" filter should not bring up tenancies), so the lease is filed as "other".
function lease(year: number): DemoDocument {
  const C = DEMO_COMPANY; // read when called: demo-data.ts imports this module too
  const blocks: DocxBlock[] = [
    { heading: 1, text: "Residential Lease Agreement" },
    `2218 Birch Avenue, Aurora, CO 80010. Signed July 15, ${year}.`,
    { heading: 2, text: "1. Parties" },
    `This lease is made between ${C.legal_name}, a Colorado limited liability company ("Landlord"), acting through its managing agent Acme Property Management, and Maria Garcia ("Tenant").`,
    { heading: 2, text: "2. Premises" },
    "Landlord leases to Tenant the single-family house at 2218 Birch Avenue, Aurora, CO 80010, with its garage, yard, refrigerator, range, dishwasher, washer and dryer (the \"Premises\"), to be used only as a private residence for Tenant and the occupants named in this lease.",
    { heading: 2, text: "3. Term" },
    `The term begins on August 1, ${year} and ends on July 31, ${year + 1}. After that the lease continues from month to month until either party gives at least 60 days' written notice.`,
    { heading: 2, text: "4. Rent" },
    "Tenant pays rent of $2,150.00 a month, in advance, on or before the 1st day of each month, by Zelle or electronic transfer to Landlord's account. Rent received after the 5th day of the month incurs a late fee of $75.00.",
    {
      table: [
        ["Item", "Amount", "Due"],
        ["Monthly rent", "$2,150.00", "1st of each month"],
        ["Security deposit", "$2,150.00", "At signing"],
        ["Late fee", "$75.00", "After the 5th"],
        ["Pet deposit", "$300.00", "At signing"],
      ],
    },
    { heading: 2, text: "5. Security Deposit" },
    "Tenant has paid a security deposit of $2,150.00. Landlord will return the deposit, less any amounts lawfully withheld for unpaid rent or damage beyond normal wear and tear, within 30 days after Tenant moves out, as Colorado law requires.",
    { heading: 2, text: "6. Utilities and Services" },
    "Tenant pays electricity, gas, internet and trash. Landlord pays water and sewer (Aurora Water), lawn care from May through September and snow removal from the driveway and sidewalks.",
    { heading: 2, text: "7. Maintenance and Repairs" },
    "Tenant keeps the Premises clean and reports any needed repair promptly to Acme Property Management. Landlord makes repairs to the roof, structure, plumbing, heating and appliances within a reasonable time. Tenant pays for damage caused by Tenant, occupants or guests.",
    { heading: 2, text: "8. Pets" },
    "One dog under 40 pounds is allowed. No other animals without Landlord's written consent.",
    { heading: 2, text: "9. Insurance" },
    "Landlord insures the building. Tenant is responsible for insuring Tenant's own belongings and is encouraged to carry renter's insurance with liability coverage of at least $100,000.",
    { heading: 2, text: "10. Signatures" },
    `Landlord: ${C.legal_name}, by Dana Whitfield, Managing Member. Tenant: Maria Garcia. Date: July 15, ${year}.`,
  ];
  return { filename: "Lease 2218 Birch Avenue.docx", contentType: DOCX, doc_type: "other", title: `Residential Lease, 2218 Birch Avenue (Maria Garcia), ${year}-${year + 1}`, doc_date: `${year}-07-15`, body: makeDocx(blocks), property: "birch" };
}

/** July of last year on the Birch Avenue account, made from the same rows the demo imports. */
function bankStatement(today: string): DemoDocument {
  const C = DEMO_COMPANY; // read when called: demo-data.ts imports this module too
  const year = Number(today.slice(0, 4)) - 1;
  const birch = demoFiles(today).find((file) => file.name === "checking-5530-birch.csv")!;
  const rows = birch.csv
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => {
      const [date, description, amount] = line.split(",") as [string, string, string];
      return { date, description, cents: Math.round(Number(amount) * 100) };
    })
    .filter((row) => row.date.startsWith("07/") && row.date.endsWith(`/${year}`));
  const opening = 1841237;
  let balance = opening;
  const lines = rows.map((row) => {
    balance += row.cents;
    return `| ${row.date.slice(0, 5)} | ${row.description} | ${row.cents > 0 ? usd(row.cents) : ""} | ${row.cents < 0 ? usd(-row.cents) : ""} | ${usd(balance)} |`;
  });
  const deposits = rows.filter((r) => r.cents > 0).reduce((sum, r) => sum + r.cents, 0);
  const withdrawals = rows.filter((r) => r.cents < 0).reduce((sum, r) => sum - r.cents, 0);
  const text = `# Mile High Community Bank: Business Checking Statement

${C.legal_name}, ${C.mailing_address}

Account: Business Checking ending 5530 (2218 Birch Avenue operating account). Statement period: July 1, ${year} through July 31, ${year}.

## Account Summary

| | Amount |
| --- | --- |
| Beginning balance on July 1, ${year} | ${usd(opening)} |
| Deposits and other credits (${rows.filter((r) => r.cents > 0).length}) | ${usd(deposits)} |
| Withdrawals and other debits (${rows.filter((r) => r.cents < 0).length}) | ${usd(withdrawals)} |
| Ending balance on July 31, ${year} | ${usd(balance)} |

## Transactions

| Date | Description | Deposits | Withdrawals | Balance |
| --- | --- | --- | --- | --- |
${lines.join("\n")}

## Notices

No monthly service fee was charged on this account: the average daily balance stayed above $5,000.00. Questions about an electronic transfer? Call 303-555-0142 within 60 days of this statement.
`;
  return { filename: `Bank Statement Checking 5530 ${year}-07.md`, contentType: MARKDOWN, doc_type: "accounting:bank_statement", title: `Bank Statement, Checking ...5530 (Birch), July ${year}`, doc_date: `${year}-07-31`, body: text, property: "birch" };
}

/** The six documents, dated relative to `today` where the demo data is (the policy, lease and statement are last year's). */
export function demoDocuments(today: string): DemoDocument[] {
  const lastYear = Number(today.slice(0, 4)) - 1;
  return [articles(), operatingAgreement(), einLetter(), insurancePolicy(lastYear), lease(lastYear), bankStatement(today)];
}
