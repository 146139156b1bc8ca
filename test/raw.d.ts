// Fixtures imported as text (`import csv from "../fixtures/x.csv?raw"`), inlined by Vite.
declare module "*?raw" {
  const text: string;
  export default text;
}
